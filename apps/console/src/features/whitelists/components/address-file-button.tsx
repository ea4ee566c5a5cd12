import { useState } from 'react';
import { Button, Upload } from 'antd';
import { UploadOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { WHITELIST_FILE_MAX_BYTES, errorText } from '@mintfront/domain';
import { uploadWhitelistFile } from '../../../api/whitelists.ts';
import { useLanguage } from '../../../i18n/index.ts';

type Props = { onAddresses: (addresses: string[]) => void; onError: (text: string) => void };

/** POST /api/whites/upload: the server reads and checks a CSV or XLSX file; its addresses fill the form. */
export function AddressFileButton({ onAddresses, onError }: Props) {
  const { t } = useTranslation('whitelists');
  const lang = useLanguage();
  const [busy, setBusy] = useState(false);

  async function read(file: File) {
    if (file.size > WHITELIST_FILE_MAX_BYTES) return onError(errorText('E18', lang));
    setBusy(true);
    try {
      onAddresses((await uploadWhitelistFile(file)).addresses);
    } catch (error) {
      onError((error as Error).message);
    } finally {
      setBusy(false);
    }
  }

  return (
    <Upload
      accept=".csv,text/csv,.xlsx,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
      showUploadList={false}
      maxCount={1}
      beforeUpload={(file) => {
        void read(file);
        return false;
      }}
    >
      <Button icon={<UploadOutlined />} loading={busy} data-testid="white-upload">
        {t('upload')}
      </Button>
    </Upload>
  );
}
