import { useState } from 'react';
import type { TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import { DEFAULT_PAGE_SIZE } from '@mintfront/domain';
import { useDropClaims, type DropClaim } from '../../../api/launchpad.ts';
import { ResourceTable } from '../../../components/resource-table/resource-table.tsx';
import { when } from './airdrop-table.tsx';
import { ClaimState, shortHash } from './claim-state.tsx';

/** The claims of a drop, newest first, paged 10/20/50 (GET /api/drop/nft/claim/{id}/0). */
export function DropClaimsTable({ id, live }: { id: number; live: boolean }) {
  const { t } = useTranslation('launchpad');
  const [paging, setPaging] = useState({ page: 1, limit: DEFAULT_PAGE_SIZE });
  const claims = useDropClaims(id, paging, live);
  const columns: TableColumnsType<DropClaim> = [
    { title: t('claims.wallet'), key: 'wallet', render: (_, c) => <code>{c.wallet}</code> },
    {
      title: t('claims.phase'),
      key: 'phase',
      render: (_, c) => c.phaseName ?? t('drop.phaseTitle', { n: c.phase + 1 }),
    },
    { title: t('claims.quantity'), key: 'quantity', dataIndex: 'quantity' },
    { title: t('claims.amount'), key: 'amount', dataIndex: 'amount' },
    { title: t('claims.status'), key: 'status', render: (_, c) => <ClaimState state={c.status} /> },
    { title: t('claims.tx'), key: 'tx', render: (_, c) => shortHash(c.txHash) },
    { title: t('claims.at'), key: 'at', render: (_, c) => when(c.createdAt) },
  ];
  return (
    <ResourceTable<DropClaim>
      testId="drop-claims"
      caption={t('claims.caption')}
      columns={columns}
      rowKey="id"
      data={claims.data}
      loading={claims.isFetching}
      query={paging}
      onPage={(page, limit) => setPaging({ page, limit })}
    />
  );
}
