import { Divider, Form, Input, Switch, Typography } from 'antd';
import type { FormRule } from 'antd';
import { useTranslation } from 'react-i18next';
import { NFT_DESCRIPTION_MAX, UNLOCKABLE_MAX, createNftBody, messageText } from '@mintfront/domain';
import { useRules } from '../../../components/use-rules.ts';
import { AttributeField } from './attribute-dialogs/attribute-field.tsx';
import { ATTR_KINDS } from './nft-form-values.ts';

const shape = createNftBody.out.shape;

/** The SEO page of the NFT (spec doc 1 §2 form: title, description, url). */
export function NftSeoFields() {
  const { t } = useTranslation('nftForm');
  const rules = useRules();
  return (
    <>
      <Divider titlePlacement="start">
        <h2 className="card-title">{t('sections.seo')}</h2>
      </Divider>
      <Typography.Paragraph type="secondary">{t('help.seo')}</Typography.Paragraph>
      <Form.Item
        name="page_title"
        label={t('fields.pageTitle')}
        rules={[rules.zod(shape.page_title, t('fields.pageTitle'), { optional: true })]}
      >
        <Input maxLength={255} data-testid="nft-page-title" />
      </Form.Item>
      <Form.Item
        name="page_description"
        label={t('fields.pageDescription')}
        rules={[rules.zod(shape.page_description, t('fields.pageDescription'), { optional: true })]}
      >
        <Input.TextArea
          rows={2}
          maxLength={NFT_DESCRIPTION_MAX}
          data-testid="nft-page-description"
        />
      </Form.Item>
      <Form.Item
        name="page_url"
        label={t('fields.pageUrl')}
        rules={[rules.zod(shape.page_url, t('fields.pageUrl'), { optional: true })]}
      >
        <Input maxLength={1000} data-testid="nft-page-url" />
      </Form.Item>
    </>
  );
}

/** Properties, levels, stats, boosts and dates, each edited through its dialog (spec doc 1 §2). */
export function NftAttributeFields() {
  const { t } = useTranslation('nftForm');
  return (
    <>
      <Divider titlePlacement="start">
        <h2 className="card-title">{t('sections.attributes')}</h2>
      </Divider>
      {ATTR_KINDS.map((kind) => (
        <Form.Item key={kind} name={['attrs', kind]} label={t(`attributes.kinds.${kind}.title`)}>
          <AttributeField kind={kind} />
        </Form.Item>
      ))}
    </>
  );
}

/** The lock switch and, when on, the unlockable text: required then, shown on blur (spec doc 1 §5). */
export function NftUnlockableFields() {
  const { t } = useTranslation('nftForm');
  const rules = useRules();
  const locked = Form.useWatch('is_locked') as boolean | undefined;
  const label = t('fields.unlockable');
  const requiredWhenLocked: FormRule = ({ getFieldValue }) => ({
    validator: async (_rule, value: unknown) => {
      if (getFieldValue('is_locked') && String(value ?? '').trim() === '')
        throw new Error(messageText('required', rules.lang, { field: label }));
    },
  });
  return (
    <>
      <Divider titlePlacement="start">
        <h2 className="card-title">{t('sections.unlockable')}</h2>
      </Divider>
      <Form.Item
        name="is_locked"
        label={t('fields.locked')}
        valuePropName="checked"
        extra={t('help.locked')}
      >
        <Switch data-testid="nft-locked" />
      </Form.Item>
      {locked && (
        <Form.Item
          name="unlockable_content"
          label={label}
          required
          validateTrigger={['onBlur', 'onChange']}
          rules={[
            requiredWhenLocked,
            rules.zod(shape.unlockable_content, label, { optional: true }),
          ]}
        >
          <Input.TextArea
            rows={3}
            maxLength={UNLOCKABLE_MAX}
            showCount
            data-testid="nft-unlockable"
          />
        </Form.Item>
      )}
    </>
  );
}
