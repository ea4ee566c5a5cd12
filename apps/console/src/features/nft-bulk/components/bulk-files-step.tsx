import { useState } from 'react';
import { App, Button, Form, Radio, type FormInstance } from 'antd';
import { useTranslation } from 'react-i18next';
import {
  COLLECTION_TYPES,
  ERRORS,
  NFT_BULK_INFO_MAX_BYTES,
  NFT_BULK_METADATA_MAX_BYTES,
  errorText,
  messageText,
  nftBulkCreateFields,
  type NftBulkSchedule,
} from '@mintfront/domain';
import { useStartNftBulk } from '../../../api/nft-bulk.ts';
import type { UploadTransport } from '../../../api/uploads.ts';
import { showFormError } from '../../../components/form-errors.ts';
import { fieldList, type ValuesOf } from '../../../components/form/form-fields.ts';
import { useSchemaForm } from '../../../components/form/schema-form.ts';
import { FilePick } from './file-pick.tsx';
import { FolderUpload, type FolderFile } from './folder-upload.tsx';

/**
 * The fields of the step, stated once (labels in `nftBulk`): the interface and the folder are
 * judged by the request's text fields (the folder sent as `files`); the two files are parts of
 * their own, checked here by kind and size.
 */
const FIELDS = fieldList<never>()({
  type: { label: 'fields.type', initial: undefined as 1 | 2 | undefined },
  folder: {
    label: 'fields.folder',
    key: 'files',
    initial: undefined as FolderFile[] | undefined,
    to: (folder: FolderFile[] | undefined) => folder?.map(({ name, path }) => ({ name, path })),
  },
  info: { label: 'fields.info', initial: null as File | null },
  metadata: { label: 'fields.metadata', initial: null as File | null },
});
export type BulkFilesValues = ValuesOf<typeof FIELDS>;

type Props = {
  /** Kept by the screen, so "start again" keeps the uploaded folder and the chosen files. */
  form: FormInstance<BulkFilesValues>;
  onStarted: (schedule: NftBulkSchedule) => void;
  transport?: UploadTransport;
};

const hasExtension = (file: File, ext: string) => file.name.toLowerCase().endsWith(ext);

/** Step 1 of /multiple: interface, content folder, info file (XLSX) and metadata file (JSON); checked before sending. */
export function BulkFilesStep({ form, onStarted, transport }: Props) {
  const { t } = useTranslation('nftBulk');
  const { item, output, lang } = useSchemaForm({
    schema: nftBulkCreateFields,
    fields: FIELDS,
    label: t as (key: string) => string,
    form,
  });
  const { message } = App.useApp();
  const start = useStartNftBulk();
  const [pending, setPending] = useState(0);

  const required = (field: string) => messageText('required', lang, { field });
  const fileRule = (ext: string, maxBytes: number, field: string, optional: boolean) => ({
    required: !optional,
    validator: async (_: unknown, file: File | null | undefined) => {
      if (!file) {
        if (optional) return;
        throw new Error(required(field));
      }
      if (!hasExtension(file, ext))
        throw new Error(
          errorText('WRONG_FILE_TYPE', lang, { formats: ext.slice(1).toUpperCase() }),
        );
      if (file.size > maxBytes) throw new Error(errorText('E18', lang));
    },
  });

  async function submit(values: BulkFilesValues) {
    // The files go beside the text fields the schema judges.
    const parsed = output(values);
    if (!parsed || !values.info) return;
    try {
      onStarted(
        await start.mutateAsync({
          type: parsed.type,
          files: parsed.files,
          info: values.info,
          metadata: values.metadata,
        }),
      );
    } catch (error) {
      // spec doc 1 §8: the server's message; the folder's and the file's refusals beside their fields.
      showFormError(form, error, (text) => void message.error(text), {
        [ERRORS.E116.code]: 'folder',
        [ERRORS.E110.code]: 'folder',
        [ERRORS.FILE_NOT_UPLOADED.code]: 'folder',
        [ERRORS.NFT_BULK_FILE_INVALID.code]: 'info',
        [ERRORS.E18.code]: 'info',
      });
    }
  }

  return (
    <Form
      form={form}
      layout="vertical"
      onFinish={submit}
      style={{ maxWidth: 900 }}
      data-testid="bulk-files-form"
    >
      <Form.Item {...item('type')} extra={t('help.type')}>
        <Radio.Group
          options={[
            { value: COLLECTION_TYPES.erc721, label: t('type.erc721') },
            { value: COLLECTION_TYPES.erc1155, label: t('type.erc1155') },
          ]}
          data-testid="bulk-type"
        />
      </Form.Item>
      <Form.Item
        {...item('folder')}
        // Still uploading says so alone; then the schema's rule.
        validateFirst
        rules={[
          {
            validator: async () => {
              if (pending > 0) throw new Error(t('folder.waitUploads'));
            },
          },
          ...item('folder').rules,
        ]}
      >
        <FolderUpload onPending={setPending} transport={transport} />
      </Form.Item>
      <Form.Item
        {...item('info')}
        extra={t('help.info')}
        rules={[fileRule('.xlsx', NFT_BULK_INFO_MAX_BYTES, item('info').label, false)]}
      >
        <FilePick accept=".xlsx" label={t('pick.info')} testId="bulk-info" />
      </Form.Item>
      <Form.Item
        {...item('metadata')}
        extra={t('help.metadata')}
        rules={[fileRule('.json', NFT_BULK_METADATA_MAX_BYTES, item('metadata').label, true)]}
      >
        <FilePick
          accept=".json,application/json"
          label={t('pick.metadata')}
          testId="bulk-metadata"
        />
      </Form.Item>
      <Button type="primary" htmlType="submit" loading={start.isPending} data-testid="bulk-submit">
        {t('submit')}
      </Button>
    </Form>
  );
}
