// @jsxRuntime automatic
import type { NftAttrs, StoreNftDetail } from '@mintfront/domain';
import { useText, useView } from '../view-context.ts';
import { NftMedia } from '../components/nft-media.tsx';
import { SellOrders } from '../buy/sell-orders.tsx';
import { Island } from '../islands/island.tsx';
import { RichText } from '../sections/text-sections.tsx';

const ATTR_KINDS = [
  ['properties', 'properties'],
  ['levels', 'levels'],
  ['stats', 'stats'],
  ['boosts', 'boosts'],
  ['date', 'dates'],
] as const satisfies readonly (readonly [keyof NftAttrs, string])[];

export function NftPage({ nft }: { nft: StoreNftDetail }) {
  const { base } = useView();
  const t = useText();
  return (
    <article className="nft-page" aria-labelledby="nft-title">
      <NftMedia nft={nft} />
      <div className="nft-facts">
        <p>
          <a href={`${base}/collection/${nft.collection_id}`}>{nft.collection_name}</a>
        </p>
        <h1 id="nft-title">{nft.title}</h1>
        <p className={`nft-sale nft-sale-${nft.sale_status}`}>{t(nft.sale_status)}</p>
        {nft.description_html ? (
          <RichText html={nft.description_html} />
        ) : (
          nft.description && <p className="nft-text">{nft.description}</p>
        )}
        <Island
          name="sell-orders"
          component={SellOrders}
          props={{ orders: nft.sell_orders ?? [], nftId: nft.id }}
        />
        <dl className="nft-chain">
          <dt>{t('copies')}</dt>
          <dd>{nft.copies}</dd>
          {nft.contract_address && (
            <>
              <dt>{t('contract')}</dt>
              <dd className="mono">{nft.contract_address}</dd>
            </>
          )}
          {nft.token_id && (
            <>
              <dt>{t('tokenId')}</dt>
              <dd className="mono">{nft.token_id}</dd>
            </>
          )}
        </dl>
        {ATTR_KINDS.map(([kind, label]) =>
          nft.attrs[kind].length === 0 ? null : (
            <section key={kind} className="nft-attrs">
              <h2>{t(label)}</h2>
              <ul>
                {nft.attrs[kind].map((row, i) => (
                  <li key={i}>
                    <span>{row[0]}</span> <strong>{row.slice(1).join(' / ')}</strong>
                  </li>
                ))}
              </ul>
            </section>
          ),
        )}
      </div>
    </article>
  );
}
