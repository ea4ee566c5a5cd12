import { Form, Input, InputNumber, Select, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { NFT_DESCRIPTION_MAX, NFT_TITLE_MAX, nftCopies } from '@mintfront/domain';
import type { SchemaItemProps } from '../../../components/form/schema-form.ts';
import { royaltyRules } from '../../../components/royalty-rules.ts';
import { UploadField } from '../../../components/upload-field/upload-field.tsx';
import { useCategoryOptions } from '../../../components/use-category-options.ts';
import { useRules } from '../../../components/use-rules.ts';
import type { NftFormValues } from './nft-form-values.ts';
import { NftPreviewImageField } from './nft-preview-image-field.tsx';
import {
  useDeniedCollectionField,
  useMintableCollections,
  useRankOptions,
} from './use-nft-form-options.ts';

/** The Form.Item props of a field of the NFT form (its `useSchemaForm().item`). */
export type NftItem = (name: keyof NftFormValues & string) => SchemaItemProps;

/**
 * The fields every NFT has (spec doc 1 §2 form and edit-NFT dialog): content, collection, name,
 * royalty, copies, category, rank, description. In edit mode collection, copies and royalty are
 * read-only: they were written on chain at minting.
 */
export function NftMainFields({
  item,
  onChainReadOnly,
  copiesLabel,
}: {
  item: NftItem;
  onChainReadOnly: boolean;
  copiesLabel: 'copies' | 'quantity';
}) {
  const { t } = useTranslation(['nftForm', 'nfts']);
  const rules = useRules();
  const collections = useMintableCollections();
  const categories = useCategoryOptions();
  const ranks = useRankOptions();
  const readOnly = onChainReadOnly;
  const label = (key: string) => t(`fields.${key}` as 'fields.title');
  // Without collection view (mask 2) nothing can be chosen: the field says why and refuses the submit.
  const denied = useDeniedCollectionField(collections.denied && !readOnly);
  // Read-only, the NFT's collection may not be among the choices (or none were asked for): its fallback name.
  const contractIdValue = Form.useWatch('contract_id') as number | null | undefined;
  const collectionOptions =
    readOnly && contractIdValue && !collections.options.some((o) => o.value === contractIdValue)
      ? [
          ...collections.options,
          { value: contractIdValue, label: t('nfts:collectionFallback', { id: contractIdValue }) },
        ]
      : collections.options;

  return (
    <>
      <Form.Item {...item('icon')} extra={t('help.content')} required>
        <UploadField kind="nftContent" testId="nft-content" />
      </Form.Item>
      <NftPreviewImageField />
      <Form.Item
        {...item('contract_id')}
        required
        rules={readOnly ? [] : (denied?.rules ?? item('contract_id').rules)}
        help={denied && <span data-testid="nft-collection-denied">{denied.text}</span>}
        extra={
          readOnly ? (
            t('onChainNote')
          ) : denied ? undefined : collections.options.length === 0 && !collections.isLoading ? (
            <Typography.Text type="secondary">
              {t('noCollection')}{' '}
              <Link to="/Collection/CreatCollection">{t('createCollection')}</Link>
            </Typography.Text>
          ) : (
            t('help.collection')
          )
        }
      >
        <Select
          options={collectionOptions}
          placeholder={t('placeholders.collection')}
          loading={collections.isLoading}
          disabled={readOnly || Boolean(denied)}
          showSearch={{ optionFilterProp: 'label' }}
          data-testid="nft-collection"
        />
      </Form.Item>
      <Form.Item {...item('title')} required>
        <Input
          maxLength={NFT_TITLE_MAX}
          placeholder={t('placeholders.title')}
          data-testid="nft-title"
        />
      </Form.Item>
      {/* Required though the schema defaults a royalty left out: the form always sends one. */}
      <Form.Item
        {...item('royalties')}
        required
        extra={readOnly ? undefined : t('help.royalties')}
        rules={readOnly ? [] : royaltyRules(rules.lang, label('royalties'))}
      >
        <Input
          inputMode="decimal"
          suffix="%"
          disabled={readOnly}
          style={{ maxWidth: 200 }}
          data-testid="nft-royalties"
        />
      </Form.Item>
      {/* The dialog says quantity: in its label and in its messages. */}
      <Form.Item
        {...item('copies')}
        label={label(copiesLabel)}
        required
        extra={readOnly ? undefined : t('help.copies')}
        rules={readOnly ? [] : [rules.zod(nftCopies, label(copiesLabel))]}
      >
        {/* No min/max: the input would clamp silently; the range message of spec doc 1 §5 shows instead. */}
        <InputNumber disabled={readOnly} style={{ width: 200 }} data-testid="nft-copies" />
      </Form.Item>
      <Form.Item
        {...item('category')}
        required
        extra={
          categories.length === 0 ? (
            <Typography.Text type="secondary">
              {t('noCategory')} <Link to="/Settings/category">{t('addCategories')}</Link>
            </Typography.Text>
          ) : undefined
        }
      >
        <Select
          mode="multiple"
          allowClear
          options={categories}
          placeholder={t('placeholders.category')}
          showSearch={{ optionFilterProp: 'label' }}
          data-testid="nft-category"
        />
      </Form.Item>
      <Form.Item {...item('rank')} required>
        <Select options={ranks} style={{ maxWidth: 280 }} data-testid="nft-rank" />
      </Form.Item>
      <Form.Item {...item('description')}>
        {/* maxLength refuses input past 3000 characters; the counter shows how many are used (spec doc 1 §5). */}
        <Input.TextArea
          rows={4}
          maxLength={NFT_DESCRIPTION_MAX}
          showCount
          data-testid="nft-description"
        />
      </Form.Item>
    </>
  );
}
