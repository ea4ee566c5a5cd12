// @jsxRuntime automatic
import type { ListPage, StoreNftCard } from '@mintfront/domain';
import { useText, useView } from '../view-context.ts';
import { NftGrid } from '../components/nft-grid.tsx';

export function NftsPage({
  nfts,
  page,
  category,
}: {
  nfts: ListPage<StoreNftCard>;
  page: number;
  category: number | null;
}) {
  const { base } = useView();
  const t = useText();
  return (
    <section aria-labelledby="all-nfts">
      <h1 id="all-nfts">{t('allNfts')}</h1>
      <NftGrid
        nfts={nfts}
        page={page}
        path={category ? `${base}/nfts?category=${category}` : `${base}/nfts`}
      />
    </section>
  );
}
