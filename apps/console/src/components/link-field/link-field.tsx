import { useState } from 'react';
import { AutoComplete } from 'antd';
import { useTranslation } from 'react-i18next';
import { useQuery } from '@tanstack/react-query';
import type { Collection, LinkTarget, ListPage, Nft } from '@mintfront/domain';
import { api } from '../../api/client.ts';
import { useSession } from '../../api/session.ts';

type Props = {
  id?: string;
  value?: string | null;
  onChange?: (link: string) => void;
  /** Where the store's own places come from: the navigation's list or the theme's (their masks differ). */
  targets: '/api/navigation/page/list' | '/api/theme/page/list';
  testId?: string;
  ariaLabel?: string;
};

const quiet = { toast: false } as const;

/** The group a place of the store shows under: pages, or the launchpad's drops, airdrops, raffles. */
const GROUP_OF: Record<LinkTarget['kind'], 'pages' | 'drops' | 'airdrops' | 'raffles'> = {
  home: 'pages',
  page: 'pages',
  collection: 'pages',
  nfts: 'pages',
  drop: 'drops',
  airdrop: 'airdrops',
  raffle: 'raffles',
};
const PLACE_GROUPS = ['pages', 'drops', 'airdrops', 'raffles'] as const;

/**
 * A link of the store's site (spec doc 2 §5: links start with http://, https:// or the store's
 * own host): typed as a URL, or picked from the store's pages, its drops, airdrops and raffles
 * (grouped by kind), collections and NFTs (by title).
 * Lists the member may not read are left out.
 */
export function LinkField({ id, value, onChange, targets, testId, ariaLabel }: Props) {
  const { t } = useTranslation();
  const { shopId } = useSession();
  const [search, setSearch] = useState('');
  const targetsQuery = useQuery({
    queryKey: ['link-targets', targets, shopId],
    queryFn: () => api.get<ListPage<LinkTarget>>(targets, quiet),
  });
  const collections = useQuery({
    queryKey: ['link-collections', shopId],
    queryFn: () =>
      api.get<ListPage<Collection>>('/api/contracts', { ...quiet, query: { page: 1, limit: 50 } }),
  });
  const nfts = useQuery({
    queryKey: ['link-nfts', shopId, search],
    queryFn: () =>
      api.get<ListPage<Nft>>('/api/tokens', {
        ...quiet,
        query: { page: 1, limit: 10, search: search || undefined },
      }),
  });
  const group = (label: string, list: { label: string; value: string }[]) =>
    list.length > 0 ? [{ label, options: list }] : [];
  const places = targetsQuery.data?.list ?? [];
  const options = [
    ...PLACE_GROUPS.flatMap((g) =>
      group(
        t(`linkField.${g}`),
        places
          .filter((p) => GROUP_OF[p.kind] === g)
          .map((p) => ({ label: `${p.name} (${p.link})`, value: p.link })),
      ),
    ),
    ...group(
      t('linkField.collections'),
      (collections.data?.list ?? []).map((c) => ({ label: c.name, value: `/collection/${c.id}` })),
    ),
    ...group(
      t('linkField.nfts'),
      (nfts.data?.list ?? []).map((n) => ({ label: n.title, value: `/nft/${n.id}` })),
    ),
  ];
  return (
    <AutoComplete
      id={id}
      value={value ?? ''}
      options={options}
      onChange={(v: string) => onChange?.(v)}
      onSearch={setSearch}
      placeholder={t('linkField.placeholder')}
      aria-label={ariaLabel}
      data-testid={testId}
      filterOption={(input, option) =>
        !('options' in (option ?? {})) &&
        String(option?.label ?? '')
          .toLowerCase()
          .includes(input.toLowerCase())
      }
    />
  );
}
