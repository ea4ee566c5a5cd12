import { Form, Input, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import {
  BOX_NAME_MAX,
  COLLECTION_SOURCES,
  COLLECTION_TYPES,
  MAX_PAGE_SIZE,
} from '@mintfront/domain';
import type { SchemaItemProps } from '../../../components/form/schema-form.ts';
import { RichTextField } from '../../../components/rich-text/rich-text-field.tsx';
import { UploadField } from '../../../components/upload-field/upload-field.tsx';
import {
  isMintable,
  useCollectionChoices,
  useDeniedCollectionField,
} from '../../nfts/components/use-nft-form-options.ts';
import type { BOX_FIELDS } from './box-form-values.ts';
import { CategorySelect } from './category-select.tsx';

/** spec doc 1 §5: only ERC-1155 collections (type 2) the store created (source 0), and deployed. */
function useBoxCollections() {
  return useCollectionChoices(
    {
      page: 1,
      limit: MAX_PAGE_SIZE,
      source: String(COLLECTION_SOURCES.created),
      type: String(COLLECTION_TYPES.erc1155),
    },
    (c) => c.type === COLLECTION_TYPES.erc1155 && isMintable(c),
  );
}

/** The box's own fields (spec doc 1 §2): image, interface (fixed ERC-1155), collection, royalty, name, category, description. */
export function BoxMainFields({
  item,
}: {
  /** The form's Form.Item props of a field (useSchemaForm). */
  item: (name: keyof typeof BOX_FIELDS) => SchemaItemProps;
}) {
  const { t } = useTranslation(['mysteryBoxes', 'nfts']);
  const collections = useBoxCollections();
  // Without collection view (mask 2) nothing can be chosen: the field says why and refuses the submit.
  const denied = useDeniedCollectionField(collections.denied);
  return (
    <>
      <Form.Item {...item('icon')} htmlFor="box-image">
        <UploadField kind="boxImage" id="box-image" testId="box-image" />
      </Form.Item>
      <Form.Item label={t('fields.interface')} htmlFor="box-interface">
        <Input
          id="box-interface"
          value={t('nfts:type.erc1155')}
          disabled
          data-testid="box-interface"
        />
      </Form.Item>
      <Form.Item
        {...item('contract_id')}
        htmlFor="box-collection"
        extra={
          denied
            ? undefined
            : collections.isLoading || collections.options.length > 0
              ? t('help.collection')
              : t('help.noCollection')
        }
        help={denied && <span data-testid="box-collection-denied">{denied.text}</span>}
        {...(denied && { rules: denied.rules, required: true })}
      >
        <Select
          id="box-collection"
          options={collections.options}
          loading={collections.isLoading}
          disabled={Boolean(denied)}
          data-testid="box-collection"
        />
      </Form.Item>
      {/* Required though the schema defaults a royalty left out: the form always sends one. */}
      <Form.Item
        {...item('royalties')}
        htmlFor="box-royalties"
        required
        extra={t('help.royalties')}
      >
        <Input
          id="box-royalties"
          inputMode="decimal"
          style={{ maxWidth: 160 }}
          data-testid="box-royalties"
        />
      </Form.Item>
      <Form.Item {...item('title')} htmlFor="box-title">
        <Input id="box-title" maxLength={BOX_NAME_MAX} showCount data-testid="box-title" />
      </Form.Item>
      <Form.Item {...item('category')} htmlFor="box-category">
        <CategorySelect id="box-category" testId="box-category" />
      </Form.Item>
      {/* spec doc 1 §2: rich text, with the pages' editor; the server sanitises it. */}
      <Form.Item {...item('description')} htmlFor="box-description" extra={t('help.description')}>
        <RichTextField
          id="box-description"
          label={t('fields.description')}
          testId="box-description"
        />
      </Form.Item>
    </>
  );
}
