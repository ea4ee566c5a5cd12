import { Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { MASK, NFT_TYPES, hasPermission } from '@mintfront/domain';
import { useShopInfo } from '../../api/shops.ts';
import { CategoryFilter, CollectionFilter } from '../nft-filter-selects.tsx';
import { ListSearch, ListSelect } from '../resource-table/list-filters.tsx';

/** The picker's sort choices as GET /api/tokens `order_by` and `order_desc`. */
export const PICKER_SORTS = {
  newest: ['created_at', true],
  oldest: ['created_at', false],
  titleAsc: ['title', false],
  titleDesc: ['title', true],
  copiesDesc: ['copies', true],
  copiesAsc: ['copies', false],
} as const;
export type PickerSort = keyof typeof PICKER_SORTS;

export type PickerFilters = {
  search?: string;
  contract_id?: string;
  type?: string;
  categories?: string;
  sort: PickerSort;
};

type Props = {
  values: PickerFilters;
  set: (patch: Partial<PickerFilters>) => void;
  testId: string;
  /** The caller fixed the collection (a drop's NFTs are of its collection): no filter for it. */
  collectionFixed?: boolean;
};

/** Search, collection, interface, category and sorting of the NFT picker (spec doc 1 §2). */
export function NftPickerFilters({ values, set, testId, collectionFixed }: Props) {
  const { t } = useTranslation(['nftPicker', 'nfts']);
  const { data: shop } = useShopInfo();
  return (
    <>
      <ListSearch
        value={values.search}
        label={t('search')}
        onSearch={(search) => set({ search })}
        testId={`${testId}-search`}
      />
      {!collectionFixed && shop && hasPermission(shop.allows, MASK.collectionView) && (
        <CollectionFilter
          value={values.contract_id}
          onChange={(contract_id) => set({ contract_id })}
          label={t('collection')}
          fallback={(id) => t('nfts:collectionFallback', { id })}
          testId={`${testId}-collection`}
        />
      )}
      <ListSelect
        label={t('type')}
        value={values.type}
        onChange={(type) => set({ type })}
        all={t('allTypes')}
        options={[NFT_TYPES.erc721, NFT_TYPES.erc1155].map((v) => ({
          value: String(v),
          label: t(v === NFT_TYPES.erc721 ? 'nfts:type.erc721' : 'nfts:type.erc1155'),
        }))}
        testId={`${testId}-type`}
      />
      <CategoryFilter
        value={values.categories}
        onChange={(categories) => set({ categories })}
        label={t('category')}
        testId={`${testId}-category`}
      />
      <Select
        aria-label={t('sort')}
        value={values.sort}
        onChange={(sort: PickerSort) => set({ sort })}
        options={(Object.keys(PICKER_SORTS) as PickerSort[]).map((s) => ({
          value: s,
          label: t(`sorts.${s}`),
        }))}
        style={{ width: 160 }}
        data-testid={`${testId}-sort`}
      />
    </>
  );
}
