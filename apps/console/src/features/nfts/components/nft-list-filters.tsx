import { Checkbox } from 'antd';
import { useTranslation } from 'react-i18next';
import { NFT_STATUS, NFT_TYPES } from '@mintfront/domain';
import { CategoryFilter, CollectionFilter } from '../../../components/nft-filter-selects.tsx';
import { NFT_STATUS_KEY, NFT_TYPE_KEY } from '../../../components/nft-tags.tsx';
import { ListSearch, ListSelect } from '../../../components/resource-table/list-filters.tsx';

/** The URL filters of the NFT list (GET /api/tokens query, spec doc 1 §7); `mine` becomes creator_id. */
export const NFT_LIST_FILTERS = [
  'search',
  'status',
  'contract_id',
  'type',
  'categories',
  'mine',
  'order_by',
  'order_desc',
] as const;
type Values = Partial<Record<(typeof NFT_LIST_FILTERS)[number], string>>;

type Props = { values: Values; set: (patch: Values) => void; canViewCollections: boolean };

/** Search, status, collection, interface, category and "only mine" (spec doc 1 §2 NFT list). */
export function NftListFilters({ values, set, canViewCollections }: Props) {
  const { t } = useTranslation('nfts');
  const all = t('filters.all');
  return (
    <>
      <ListSearch
        value={values.search}
        label={t('filters.search')}
        onSearch={(search) => set({ search })}
        testId="nft-search"
      />
      <ListSelect
        label={t('filters.status')}
        value={values.status}
        onChange={(status) => set({ status })}
        all={all}
        options={Object.values(NFT_STATUS).map((s) => ({
          value: String(s),
          label: t(`status.${NFT_STATUS_KEY[s]}`),
        }))}
        testId="nft-status-filter"
      />
      {canViewCollections && (
        <CollectionFilter
          value={values.contract_id}
          onChange={(contract_id) => set({ contract_id })}
          label={t('filters.collection')}
          fallback={(id) => t('collectionFallback', { id })}
          testId="nft-collection-filter"
        />
      )}
      <ListSelect
        label={t('filters.type')}
        value={values.type}
        onChange={(type) => set({ type })}
        all={all}
        width={140}
        options={Object.values(NFT_TYPES).map((v) => ({
          value: String(v),
          label: t(`type.${NFT_TYPE_KEY[v]}`),
        }))}
        testId="nft-type-filter"
      />
      <CategoryFilter
        value={values.categories}
        onChange={(categories) => set({ categories })}
        label={t('filters.category')}
        testId="nft-category-filter"
      />
      <Checkbox
        checked={values.mine === '1'}
        onChange={(e) => set({ mine: e.target.checked ? '1' : undefined })}
        data-testid="nft-mine-filter"
      >
        {t('filters.onlyMine')}
      </Checkbox>
    </>
  );
}
