import { Button, Flex, Typography, Upload } from 'antd';
import { DeleteOutlined, FileOutlined, UploadOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';

type Props = {
  id?: string;
  value?: File | null;
  onChange?: (file: File | null) => void;
  /** What the picker offers, e.g. '.xlsx'. */
  accept: string;
  label: string;
  testId: string;
};

/** Picks one file kept in the browser until the form is sent (the info and metadata files). */
export function FilePick({ id, value, onChange, accept, label, testId }: Props) {
  const { t } = useTranslation('nftBulk');
  return (
    <Flex gap={12} align="center" wrap data-testid={testId}>
      <Upload
        accept={accept}
        showUploadList={false}
        beforeUpload={(file) => {
          onChange?.(file as File);
          return Upload.LIST_IGNORE;
        }}
      >
        <Button id={id} icon={<UploadOutlined />}>
          {label}
        </Button>
      </Upload>
      {value && (
        <Flex gap={8} align="center">
          <FileOutlined aria-hidden />
          <Typography.Text data-testid={`${testId}-name`}>{value.name}</Typography.Text>
          <Button
            size="small"
            type="text"
            icon={<DeleteOutlined />}
            aria-label={t('pick.remove', { name: value.name })}
            onClick={() => onChange?.(null)}
          />
        </Flex>
      )}
    </Flex>
  );
}
