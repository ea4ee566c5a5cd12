import { Form } from 'antd';
import { useTranslation } from 'react-i18next';
import { messageText, needsPreviewImage, nftPreviewPath } from '@mintfront/domain';
import { UploadField } from '../../../components/upload-field/upload-field.tsx';
import { useRules } from '../../../components/use-rules.ts';
import type { NftFormValues } from './nft-form-values.ts';

/**
 * The preview image of audio, video and GLB content (spec doc 1 §5: the preview type derives from
 * the extension; bulk rows name one too). Shown, and required, only while the content needs one.
 */
export function NftPreviewImageField() {
  const { t } = useTranslation('nftForm');
  const rules = useRules();
  const form = Form.useFormInstance<NftFormValues>();
  const icon = Form.useWatch('icon', form) as string | null | undefined;
  if (!needsPreviewImage(icon)) return null;
  const label = t('fields.preview');
  const shape = rules.zod(nftPreviewPath, label);
  return (
    <Form.Item
      name="preview"
      label={label}
      extra={t('help.preview')}
      required
      dependencies={['icon']}
      rules={[
        {
          validator: async (_rule, value: string | null | undefined) => {
            if (!value)
              throw new Error(messageText('previewRequired', rules.lang, { field: label }));
          },
        },
        shape,
      ]}
    >
      <UploadField kind="nftPreview" testId="nft-preview-image" />
    </Form.Item>
  );
}
