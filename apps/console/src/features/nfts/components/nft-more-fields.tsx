import { Divider, Form, Input, Switch, Typography } from 'antd';
import type { FormRule } from 'antd';
import { useTranslation } from 'react-i18next';
import { NFT_DESCRIPTION_MAX, UNLOCKABLE_MAX, messageText } from '@mintfront/domain';
import { useLanguage } from '../../../i18n/index.ts';
import { AttributeField } from './attribute-dialogs/attribute-field.tsx';
import { ATTR_KINDS } from './nft-form-values.ts';
import type { NftItem } from './nft-main-fields.tsx';

/** The SEO page of the NFT (spec doc 1 §2 form: title, description, url). */
export function NftSeoFields({ item }: { item: NftItem }) {
  const { t } = useTranslation('nftForm');
  return (
    <>
      <Divider titlePlacement="start">
        <h2 className="card-title">{t('sections.seo')}</h2>
      </Divider>
      <Typography.Paragraph type="secondary">{t('help.seo')}</Typography.Paragraph>
      <Form.Item {...item('page_title')}>
        <Input maxLength={255} data-testid="nft-page-title" />
      </Form.Item>
      <Form.Item {...item('page_description')}>
        <Input.TextArea
          rows={2}
          maxLength={NFT_DESCRIPTION_MAX}
          data-testid="nft-page-description"
        />
      </Form.Item>
      <Form.Item {...item('page_url')}>
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
export function NftUnlockableFields({ item }: { item: NftItem }) {
  const { t } = useTranslation('nftForm');
  const lang = useLanguage();
  const locked = Form.useWatch('is_locked') as boolean | undefined;
  const unlockable = item('unlockable_content');
  // The schema says it with an object-level rule (locked needs the text): judged here as typed too.
  const requiredWhenLocked: FormRule = ({ getFieldValue }) => ({
    validator: async (_rule, value: unknown) => {
      if (getFieldValue('is_locked') && String(value ?? '').trim() === '')
        throw new Error(messageText('required', lang, { field: unlockable.label }));
    },
  });
  return (
    <>
      <Divider titlePlacement="start">
        <h2 className="card-title">{t('sections.unlockable')}</h2>
      </Divider>
      <Form.Item {...item('is_locked')} valuePropName="checked" extra={t('help.locked')}>
        <Switch data-testid="nft-locked" />
      </Form.Item>
      {locked && (
        <Form.Item
          {...unlockable}
          required
          validateTrigger={['onBlur', 'onChange']}
          rules={[requiredWhenLocked, ...unlockable.rules]}
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
