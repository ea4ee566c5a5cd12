// @jsxRuntime automatic
import type { CSSProperties } from 'react';
import type { ListPage, StoreNftCard } from '@mintfront/domain';
import { useText, useView } from '../view-context.ts';
import { NftMedia } from './nft-media.tsx';

/** NFT cards in a grid of at most `columns` columns (narrower screens take fewer). */
export function NftCards({ nfts, columns = 4 }: { nfts: StoreNftCard[]; columns?: number }) {
  const { base } = useView();
  const t = useText();
  if (nfts.length === 0) return <p className="store-empty">{t('noNfts')}</p>;
  return (
    <ul className="nft-grid" style={{ '--columns': columns } as CSSProperties}>
      {nfts.map((nft, i) => (
        <li key={nft.id}>
          <a className="nft-card" href={`${base}/nft/${nft.id}`}>
            <NftMedia nft={nft} still firstRow={i < columns} />
            <span className="nft-card-title">{nft.title}</span>
            <span className={`nft-sale nft-sale-${nft.sale_status}`}>{t(nft.sale_status)}</span>
          </a>
        </li>
      ))}
    </ul>
  );
}

/** A page of NFT cards with links to the previous and next page (plain links: no script needed). */
export function NftGrid({
  nfts,
  page,
  path,
}: {
  nfts: ListPage<StoreNftCard>;
  page: number;
  path: string;
}) {
  const t = useText();
  const pageOf = t('pageOf', { page, pages: nfts.lastPage });
  const at = (n: number) => `${path}${path.includes('?') ? '&' : '?'}page=${n}`;
  return (
    <>
      <NftCards nfts={nfts.list} />
      {nfts.lastPage > 1 && (
        <nav className="store-pager" aria-label={pageOf}>
          {page > 1 && <a href={at(page - 1)}>{t('previous')}</a>}
          <span>{pageOf}</span>
          {page < nfts.lastPage && <a href={at(page + 1)}>{t('next')}</a>}
        </nav>
      )}
    </>
  );
}
