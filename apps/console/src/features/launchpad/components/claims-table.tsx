import { useState, type ReactNode } from 'react';
import type { TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import { DEFAULT_PAGE_SIZE, type AirdropClaim, type ListPage } from '@mintfront/domain';
import { ResourceTable } from '../../../components/resource-table/resource-table.tsx';
import { when } from './airdrop-table.tsx';
import { ClaimState, shortHash } from './claim-state.tsx';

/** What every launchpad claim has (a drop's and an airdrop's name their hash and time apart). */
type Claim = { id: number; wallet: string; quantity: number; status: AirdropClaim['status'] };

/** The page of claims shown, 10/20/50 a page; `firstPage` after a filter changed. */
export function useClaimsPaging() {
  const [query, setQuery] = useState({ page: 1, limit: DEFAULT_PAGE_SIZE });
  return {
    query,
    onPage: (page: number, limit: number) => setQuery({ page, limit }),
    firstPage: () => setQuery((q) => ({ ...q, page: 1 })),
  };
}

type Props<T extends Claim> = {
  testId: string;
  /** The event's own columns, between the wallet and the quantity. */
  own: TableColumnsType<T>;
  txOf: (claim: T) => string | null;
  atOf: (claim: T) => string;
  source: { data: ListPage<T> | undefined; isFetching: boolean };
  paging: ReturnType<typeof useClaimsPaging>;
  toolbar?: ReactNode;
};

/**
 * The claims of a drop or an airdrop: the wallet, the event's own columns, the quantity, the
 * outcome, the transaction and its time.
 */
export function ClaimsTable<T extends Claim>({
  testId,
  own,
  txOf,
  atOf,
  source,
  paging,
  toolbar,
}: Props<T>) {
  const { t } = useTranslation('launchpad');
  const columns: TableColumnsType<T> = [
    { title: t('claims.wallet'), key: 'wallet', render: (_, c) => <code>{c.wallet}</code> },
    ...own,
    { title: t('claims.quantity'), key: 'quantity', dataIndex: 'quantity' },
    { title: t('claims.status'), key: 'status', render: (_, c) => <ClaimState state={c.status} /> },
    { title: t('claims.tx'), key: 'tx', render: (_, c) => shortHash(txOf(c)) },
    { title: t('claims.at'), key: 'at', render: (_, c) => when(atOf(c)) },
  ];
  return (
    <ResourceTable<T>
      testId={testId}
      caption={t('claims.caption')}
      columns={columns}
      rowKey="id"
      data={source.data}
      loading={source.isFetching}
      query={paging.query}
      onPage={paging.onPage}
      toolbar={toolbar}
    />
  );
}
