import { useState } from 'react';
import type { TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import { DEFAULT_PAGE_SIZE, type AirdropClaim, type AirdropNft } from '@mintfront/domain';
import { useAirdropClaims } from '../../../api/launchpad.ts';
import { ListSelect } from '../../../components/resource-table/list-filters.tsx';
import { ResourceTable } from '../../../components/resource-table/resource-table.tsx';
import { when } from './airdrop-table.tsx';
import { ClaimState, shortHash } from './claim-state.tsx';

type Props = { id: number; nfts: AirdropNft[]; live: boolean };

/** The claims of an airdrop (GET /api/airdrop/nft/claim/{id}/{x}): all (x = 0) or one NFT's, paged 10/20/50. */
export function AirdropClaimsTable({ id, nfts, live }: Props) {
  const { t } = useTranslation('launchpad');
  const [nft, setNft] = useState(0);
  const [paging, setPaging] = useState({ page: 1, limit: DEFAULT_PAGE_SIZE });
  const claims = useAirdropClaims(id, nft, paging, live);
  const titleOf = new Map(nfts.map((n) => [n.id, n.title]));
  const columns: TableColumnsType<AirdropClaim> = [
    { title: t('claims.wallet'), key: 'wallet', render: (_, c) => <code>{c.wallet}</code> },
    {
      title: t('claims.nft'),
      key: 'nft',
      render: (_, c) => titleOf.get(c.nft_id) ?? `#${c.nft_id}`,
    },
    { title: t('claims.quantity'), key: 'quantity', dataIndex: 'quantity' },
    { title: t('claims.status'), key: 'status', render: (_, c) => <ClaimState state={c.status} /> },
    { title: t('claims.tx'), key: 'tx', render: (_, c) => shortHash(c.tx_hash) },
    { title: t('claims.at'), key: 'at', render: (_, c) => when(c.created_at) },
  ];
  return (
    <ResourceTable<AirdropClaim>
      testId="airdrop-claims"
      caption={t('claims.caption')}
      columns={columns}
      rowKey="id"
      data={claims.data}
      loading={claims.isFetching}
      query={paging}
      onPage={(page, limit) => setPaging({ page, limit })}
      toolbar={
        nfts.length > 1 && (
          <ListSelect
            label={t('claims.nftFilter')}
            value={nft ? String(nft) : undefined}
            all={t('claims.allNfts')}
            onChange={(v) => {
              setNft(v ? Number(v) : 0);
              setPaging((p) => ({ ...p, page: 1 }));
            }}
            options={nfts.map((n) => ({ value: String(n.id), label: n.title }))}
            testId="airdrop-claims-nft"
          />
        )
      }
    />
  );
}
