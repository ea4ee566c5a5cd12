// @jsxRuntime automatic
import type { SectionView } from '../store-view.ts';
import { NftCards } from '../components/nft-grid.tsx';
import { useText, useView } from '../view-context.ts';

export function ProductsSection({ section }: { section: SectionView<'products'> }) {
  const t = useText();
  const { base } = useView();
  const nfts = section.data;
  if (!nfts) return null;
  return (
    <>
      <NftCards nfts={nfts.list} columns={section.config.columns} />
      {nfts.total > nfts.list.length && (
        <p className="section-more">
          <a href={`${base}/nfts`}>{t('viewAll')}</a>
        </p>
      )}
    </>
  );
}
