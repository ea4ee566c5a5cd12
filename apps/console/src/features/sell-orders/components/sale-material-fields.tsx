import { Checkbox, Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { SALE_LIMITS } from '@mintfront/domain';
import { UploadField } from '../../../components/upload-field/upload-field.tsx';

/** Physical item options (spec doc 2 §3): name, up to 10 JPG or PNG pictures of 2 MB, description, allow declining, a shipping message. */
export function SaleMaterialFields() {
  const { t } = useTranslation('sales');
  const offered = Form.useWatch('material_offer') as boolean | undefined;
  return (
    <>
      <Form.Item name="material_offer" valuePropName="checked">
        <Checkbox data-testid="sale-material">{t('form.materialOffer')}</Checkbox>
      </Form.Item>
      {offered && (
        <>
          <Form.Item
            name="material_name"
            label={t('form.materialName')}
            htmlFor="sale-material-name"
          >
            <Input id="sale-material-name" maxLength={200} data-testid="sale-material-name" />
          </Form.Item>
          <Form.Item name="material_pics" label={t('form.materialPics')}>
            <UploadField
              kind="physicalItem"
              multiple
              maxCount={SALE_LIMITS.materialPicsMax}
              testId="sale-material-pics"
            />
          </Form.Item>
          <Form.Item
            name="material_desc"
            label={t('form.materialDesc')}
            htmlFor="sale-material-desc"
          >
            <Input.TextArea id="sale-material-desc" maxLength={2000} rows={3} />
          </Form.Item>
          <Form.Item name="material_allow_decline" valuePropName="checked">
            <Checkbox>{t('form.materialAllowDecline')}</Checkbox>
          </Form.Item>
          <Form.Item
            name="material_message"
            label={t('form.materialMessage')}
            htmlFor="sale-material-message"
          >
            <Input.TextArea id="sale-material-message" maxLength={500} rows={2} />
          </Form.Item>
        </>
      )}
    </>
  );
}
