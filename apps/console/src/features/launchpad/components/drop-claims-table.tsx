import { useTranslation } from 'react-i18next';
import { useDropClaims, type DropClaim } from '../../../api/launchpad.ts';
import { ClaimsTable, useClaimsPaging } from './claims-table.tsx';

/** A drop's claims, newest first, with their phase and amount (GET /api/drop/nft/claim/{id}/0). */
export function DropClaimsTable({ id, live }: { id: number; live: boolean }) {
  const { t } = useTranslation('launchpad');
  const paging = useClaimsPaging();
  const claims = useDropClaims(id, paging.query, live);
  return (
    <ClaimsTable<DropClaim>
      testId="drop-claims"
      own={[
        {
          title: t('claims.phase'),
          key: 'phase',
          render: (_, c) => c.phaseName ?? t('drop.phaseTitle', { n: c.phase + 1 }),
        },
        { title: t('claims.amount'), key: 'amount', dataIndex: 'amount' },
      ]}
      txOf={(c) => c.txHash}
      atOf={(c) => c.createdAt}
      source={claims}
      paging={paging}
    />
  );
}
