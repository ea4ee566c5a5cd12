import type { ListPage, StoreNftCard } from '@mintfront/domain';
import { useText, useView } from '../app.tsx';
import { NftMedia } from './nft-media.tsx';

const SALE_TEXT = { onSale: 'onSale', soldOut: 'soldOut', offSale: 'offSale' } as const;

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
  const { base } = useView();
  const t = useText();
  if (nfts.list.length === 0) return <p className="store-empty">{t('noNfts')}</p>;
  return (
    <>
      <ul className="nft-grid">
        {nfts.list.map((nft) => (
          <li key={nft.id}>
            <a className="nft-card" href={`${base}/nft/${nft.id}`}>
              <NftMedia nft={nft} still />
              <span className="nft-card-title">{nft.title}</span>
              <span className={`nft-sale nft-sale-${nft.sale_status}`}>
                {t(SALE_TEXT[nft.sale_status])}
              </span>
            </a>
          </li>
        ))}
      </ul>
      {nfts.lastPage > 1 && (
        <nav className="store-pager" aria-label={t('pageOf', { page, pages: nfts.lastPage })}>
          {page > 1 && <a href={`${path}?page=${page - 1}`}>{t('previous')}</a>}
          <span>{t('pageOf', { page, pages: nfts.lastPage })}</span>
          {page < nfts.lastPage && <a href={`${path}?page=${page + 1}`}>{t('next')}</a>}
        </nav>
      )}
    </>
  );
}
