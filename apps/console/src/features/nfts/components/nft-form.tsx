import { useState, type ReactNode } from 'react';
import { Button, Col, Form, Row, type FormInstance } from 'antd';
import { DownOutlined, UpOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { createNftBody, updateNftBody, type Nft } from '@mintfront/domain';
import type { FieldList } from '../../../components/form/form-fields.ts';
import { useSchemaForm } from '../../../components/form/schema-form.ts';
import { NftLivePreview } from './nft-live-preview.tsx';
import { NftMainFields } from './nft-main-fields.tsx';
import { NftAttributeFields, NftSeoFields, NftUnlockableFields } from './nft-more-fields.tsx';
import {
  ATTR_KINDS,
  dependentFields,
  nftFields,
  sameNftValues,
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
  const [more, setMore] = useState(() => hasMore(initialValues));
  const moreId = `${name}-more`;
  const fields = nftFields(mode);
  // Each field is judged as in a creation; the body by the request's own schema (an edit's partial).
  const { item, body } = useSchemaForm({
    schema: createNftBody.out,
    bodySchema: mode === 'create' ? createNftBody : updateNftBody,
    fields,
    label: t as (key: string) => string,
    form,
    issues: {
      // An attribute's issue goes on its kind's field, named by its kind's title.
      fieldOf: (path) => (path[0] === 'attrs' ? ['attrs', String(path[1])] : [String(path[0])]),
      labelOf: ([top, kind]) =>
        top === 'attrs'
          ? t(`attributes.kinds.${kind}.title` as 'attributes.kinds.properties.title')
          : t(((fields as FieldList<Nft>)[top!]?.label ?? 'fields.title') as 'fields.title'),
    },
  });
  const current = (): NftFormValues => ({
    ...initialValues,
    ...(form.getFieldsValue(true) as Partial<NftFormValues>),
  });

  function finish() {
    const values = current();
    if (body(values, dependentFields(values, mode))) return onValid(values);
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
            item={item}
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
            {variant === 'page' && <NftSeoFields item={item} />}
            <NftAttributeFields />
            <NftUnlockableFields item={item} />
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
