import { useState, type ReactNode } from 'react';
import { Button, Col, Form, Row, type FormInstance } from 'antd';
import { DownOutlined, UpOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { createNftBody, updateNftBody } from '@mintfront/domain';
import { parseOnForm } from '../../../components/form/schema-issues.ts';
import { useLanguage } from '../../../i18n/index.ts';
import { NftLivePreview } from './nft-live-preview.tsx';
import { NftMainFields } from './nft-main-fields.tsx';
import { NftAttributeFields, NftSeoFields, NftUnlockableFields } from './nft-more-fields.tsx';
import {
  ATTR_KINDS,
  createNftPayload,
  sameNftValues,
  updateNftPayload,
  type NftFormValues,
} from './nft-form-values.ts';

export type NftFormProps = {
  form: FormInstance<NftFormValues>;
  /** The form's name: it prefixes the field ids. */
  name: string;
  /** 'edit': collection, copies and royalty are read-only (on chain) and only off-chain fields are checked. */
  mode: 'create' | 'edit';
  initialValues: NftFormValues;
  /** 'page' (/single) shows the SEO page fields; 'dialog' (edit-NFT dialog) has none and says quantity (spec doc 1 §2). */
  variant: 'page' | 'dialog';
  /** Called with the values once every field rule and the domain schema of the request accept them. */
  onValid: (values: NftFormValues) => void;
  onDirtyChange?: (dirty: boolean) => void;
  /** The buttons under the fields (the page's save button); the dialog uses its own footer. */
  footer?: ReactNode;
};

/** Fields behind "more options": they open by themselves when one of them is refused. */
const MORE_FIELDS = new Set([
  'page_title',
  'page_description',
  'page_url',
  'attrs',
  'is_locked',
  'unlockable_content',
]);
const hasMore = (v: NftFormValues) =>
  Boolean(
    v.page_title ||
    v.page_description ||
    v.page_url ||
    v.is_locked ||
    ATTR_KINDS.some((k) => v.attrs[k].length > 0),
  );

const LABEL_KEYS: Record<string, string> = {
  icon: 'fields.content',
  preview: 'fields.preview',
  contract_id: 'fields.collection',
  title: 'fields.title',
  royalties: 'fields.royalties',
  copies: 'fields.copies',
  category: 'fields.category',
  rank: 'fields.rank',
  description: 'fields.description',
  page_title: 'fields.pageTitle',
  page_description: 'fields.pageDescription',
  page_url: 'fields.pageUrl',
  is_locked: 'fields.locked',
  unlockable_content: 'fields.unlockable',
};

/**
 * The one NFT form body (spec doc 1 §2 "NFT creation and edit form" and "Edit-NFT content dialog"):
 * the fields, the more/fewer options toggle and the live preview. Before `onValid` the request
 * the values make is parsed by the domain schema the server uses, so both say the same.
 */
export function NftForm({
  form,
  name,
  mode,
  initialValues,
  variant,
  onValid,
  onDirtyChange,
  footer,
}: NftFormProps) {
  const { t } = useTranslation('nftForm');
  const lang = useLanguage();
  const [more, setMore] = useState(() => hasMore(initialValues));
  const moreId = `${name}-more`;

  const labelOf = ([top, kind]: string[]) =>
    top === 'attrs'
      ? t(`attributes.kinds.${kind}.title` as 'attributes.kinds.properties.title')
      : t((LABEL_KEYS[top!] ?? 'fields.title') as 'fields.title');
  const current = (): NftFormValues => ({
    ...initialValues,
    ...(form.getFieldsValue(true) as Partial<NftFormValues>),
  });

  function finish() {
    const values = current();
    const options = {
      lang,
      labelOf,
      fieldOf: (path: readonly PropertyKey[]) =>
        path[0] === 'attrs' ? ['attrs', String(path[1])] : [String(path[0])],
    };
    const parsed =
      mode === 'create'
        ? parseOnForm(form, createNftBody, createNftPayload(values), options)
        : parseOnForm(form, updateNftBody, updateNftPayload(values), options);
    if (parsed) return onValid(values);
    if (
      form.getFieldsError().some((f) => f.errors.length > 0 && MORE_FIELDS.has(String(f.name[0])))
    )
      setMore(true);
  }

  return (
    <Form<NftFormValues>
      form={form}
      name={name}
      layout="vertical"
      initialValues={initialValues}
      onFinish={finish}
      onFinishFailed={({ errorFields }) => {
        if (errorFields.some((f) => MORE_FIELDS.has(String(f.name[0])))) setMore(true);
      }}
      onValuesChange={() => onDirtyChange?.(!sameNftValues(current(), initialValues))}
      scrollToFirstError
    >
      <Row gutter={[24, 16]}>
        <Col xs={24} lg={15}>
          <NftMainFields
            onChainReadOnly={mode === 'edit'}
            copiesLabel={variant === 'dialog' ? 'quantity' : 'copies'}
          />
          <Button
            type="link"
            icon={more ? <UpOutlined /> : <DownOutlined />}
            onClick={() => setMore((m) => !m)}
            aria-expanded={more}
            aria-controls={moreId}
            style={{ paddingInline: 0, marginBottom: 16 }}
            data-testid="nft-more-toggle"
          >
            {more ? t('fewerOptions') : t('moreOptions')}
          </Button>
          {/* Hidden, not unmounted: the fields keep their values and rules while folded. */}
          <div id={moreId} hidden={!more}>
            {variant === 'page' && <NftSeoFields />}
            <NftAttributeFields />
            <NftUnlockableFields />
          </div>
          {footer}
        </Col>
        <Col xs={24} lg={9}>
          <div style={{ position: 'sticky', top: 16 }}>
            <NftLivePreview />
          </div>
        </Col>
      </Row>
    </Form>
  );
}
