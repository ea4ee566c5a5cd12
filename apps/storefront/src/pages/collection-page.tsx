// @jsxRuntime automatic
import type { ListPage, StoreCollection, StoreNftCard } from '@mintfront/domain';
import { useView } from '../view-context.ts';
import { NftGrid } from '../components/nft-grid.tsx';

export function CollectionPage({
  collection,
  nfts,
  page,
}: {
  collection: StoreCollection;
  nfts: ListPage<StoreNftCard>;
  page: number;
}) {
  const { base } = useView();
  return (
    <section aria-labelledby="collection-name">
      {collection.banner_url && (
        <img className="collection-banner" src={collection.banner_url} alt="" />
      )}
      <div className="collection-head">
        {collection.icon_url && <img src={collection.icon_url} alt="" width={64} height={64} />}
        <h1 id="collection-name">{collection.name}</h1>
      </div>
      {collection.description && <p className="collection-text">{collection.description}</p>}
      <NftGrid nfts={nfts} page={page} path={`${base}/collection/${collection.id}`} />
    </section>
  );
}
