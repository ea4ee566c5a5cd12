import { Form, Input, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import {
  BOX_NAME_MAX,
  COLLECTION_SOURCES,
  COLLECTION_TYPES,
  MAX_PAGE_SIZE,
  boxImagePath,
  contractId,
  createBoxBody,
} from '@mintfront/domain';
import { RichTextField } from '../../../components/rich-text/rich-text-field.tsx';
import { royaltyRules } from '../../../components/royalty-rules.ts';
import { UploadField } from '../../../components/upload-field/upload-field.tsx';
import { useRules } from '../../../components/use-rules.ts';
import {
  isMintable,
  useCollectionChoices,
  useDeniedCollectionField,
} from '../../nfts/components/use-nft-form-options.ts';
import { BOX_FIELD_LABELS } from './box-form-values.ts';
import { CategorySelect } from './category-select.tsx';

const shape = createBoxBody.shape;

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
export function BoxMainFields() {
  const { t } = useTranslation(['mysteryBoxes', 'nfts']);
  const rules = useRules();
  const label = (field: keyof typeof BOX_FIELD_LABELS) => t(BOX_FIELD_LABELS[field]);
  const collections = useBoxCollections();
  // Without collection view (mask 2) nothing can be chosen: the field says why and refuses the submit.
  const denied = useDeniedCollectionField(collections.denied);
  return (
    <>
      <Form.Item
        name="icon"
        label={label('icon')}
        htmlFor="box-image"
        required
        rules={[rules.zod(boxImagePath, label('icon'))]}
      >
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
        name="contract_id"
        label={label('contract_id')}
        htmlFor="box-collection"
        required
        extra={
          denied
            ? undefined
            : collections.isLoading || collections.options.length > 0
              ? t('help.collection')
              : t('help.noCollection')
        }
        help={denied && <span data-testid="box-collection-denied">{denied.text}</span>}
        rules={denied?.rules ?? [rules.zod(contractId, label('contract_id'))]}
      >
        <Select
          id="box-collection"
          options={collections.options}
          loading={collections.isLoading}
          disabled={Boolean(denied)}
          data-testid="box-collection"
        />
      </Form.Item>
      <Form.Item
        name="royalties"
        label={label('royalties')}
        htmlFor="box-royalties"
        required
        extra={t('help.royalties')}
        rules={royaltyRules(rules.lang, label('royalties'))}
      >
        <Input
          id="box-royalties"
          inputMode="decimal"
          style={{ maxWidth: 160 }}
          data-testid="box-royalties"
        />
      </Form.Item>
      <Form.Item
        name="title"
        label={label('title')}
        htmlFor="box-title"
        required
        rules={[rules.zod(shape.title, label('title'))]}
      >
        <Input id="box-title" maxLength={BOX_NAME_MAX} showCount data-testid="box-title" />
      </Form.Item>
      <Form.Item
        name="category"
        label={label('category')}
        htmlFor="box-category"
        required
        rules={[rules.zod(shape.category, label('category'))]}
      >
        <CategorySelect id="box-category" testId="box-category" />
      </Form.Item>
      {/* spec doc 1 §2: rich text, with the pages' editor; the server sanitises it. */}
      <Form.Item
        name="description"
        label={label('description')}
        htmlFor="box-description"
        extra={t('help.description')}
        rules={[rules.zod(shape.description, label('description'), { optional: true })]}
      >
        <RichTextField id="box-description" label={label('description')} testId="box-description" />
      </Form.Item>
    </>
  );
}
