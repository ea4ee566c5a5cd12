import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AirdropClaim, AirdropNft } from '@mintfront/domain';
import { useAirdropClaims } from '../../../api/launchpad.ts';
import { ListSelect } from '../../../components/resource-table/list-filters.tsx';
import { ClaimsTable, useClaimsPaging } from './claims-table.tsx';

type Props = { id: number; nfts: AirdropNft[]; live: boolean };

/** The claims of an airdrop (GET /api/airdrop/nft/claim/{id}/{x}): all (x = 0) or one NFT's. */
export function AirdropClaimsTable({ id, nfts, live }: Props) {
  const { t } = useTranslation('launchpad');
  const [nft, setNft] = useState(0);
  const paging = useClaimsPaging();
  const claims = useAirdropClaims(id, nft, paging.query, live);
  const titleOf = new Map(nfts.map((n) => [n.id, n.title]));
  return (
    <ClaimsTable<AirdropClaim>
      testId="airdrop-claims"
      own={[
        {
          title: t('claims.nft'),
          key: 'nft',
          render: (_, c) => titleOf.get(c.nft_id) ?? `#${c.nft_id}`,
        },
      ]}
      txOf={(c) => c.tx_hash}
      atOf={(c) => c.created_at}
      source={claims}
      paging={paging}
      toolbar={
        nfts.length > 1 && (
          <ListSelect
            label={t('claims.nftFilter')}
            value={nft ? String(nft) : undefined}
            all={t('claims.allNfts')}
            onChange={(v) => {
              setNft(v ? Number(v) : 0);
              paging.firstPage();
            }}
            options={nfts.map((n) => ({ value: String(n.id), label: n.title }))}
            testId="airdrop-claims-nft"
          />
        )
      }
    />
  );
}
