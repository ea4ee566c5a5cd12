import { sql } from 'drizzle-orm';
import { NFT_STATUS } from '@mintfront/domain';
import { rowsOf } from '../../platform/db/insert-many.ts';
import { call, createShop, signUp, type Session, type TestApp } from '../../test/helper.ts';
import { collections } from '../collections/collections.tables.ts';

export type StoreFixture = {
  owner: { as: Session; shopId: number };
  sub: string;
  shopId: number;
  contract: number;
  ids: Record<'offSale' | 'onSale' | 'soldOut' | 'inReview' | 'minting' | 'rejected', number>;
};

/** An NFT row of the store in a given status (the storefront only reads them). */
export async function nftRow(
  app: TestApp,
  shopId: number,
  contract: number,
  title: string,
  status: number,
  unlockable?: string,
  icon = 'shop/art.png',
) {
  const result = await app.db.execute(sql`
    insert into nfts (shop_id, creator_id, contract_id, type, status, title, icon, rank, copies, attrs, is_locked, unlockable_content, token_id)
    values (${shopId}, (select owner_id from shops where id = ${shopId}), ${contract}, 1, ${status}, ${title}, ${icon}, 1, 1,
      '{"properties":[["Colour","Blue"]],"levels":[],"stats":[],"boosts":[],"date":[]}'::jsonb,
      ${unlockable !== undefined}, ${unlockable ?? null}, '7')
    returning id`);
  return Number(rowsOf<{ id: number }>(result)[0]!.id);
}

/**
 * A store with a collection on the chain and an NFT in each status; the NFT rows are written
 * directly (the storefront only reads them; minting has its own tests).
 */
export async function storeWithNfts(app: TestApp): Promise<StoreFixture> {
  const as = await signUp(app);
  const shop = await createShop(app, as);
  const [made] = await app.db
    .insert(collections)
    .values({
      shopId: shop.id,
      name: 'Blue Period',
      title: 'BluePeriod',
      symbol: 'BP',
      type: 1,
      source: 0,
      status: 1,
      chain: 'local',
      address: '0x5FbDB2315678afecb367f032d93F642f64180aa3',
    })
    .returning();
  const row = (title: string, status: number, unlockable?: string) =>
    nftRow(app, shop.id, made!.id, title, status, unlockable);
  return {
    owner: { as, shopId: shop.id },
    sub: shop.subdomain,
    shopId: shop.id,
    contract: made!.id,
    ids: {
      offSale: await row('Quiet Harbour', NFT_STATUS.offSale, 'secret-code'),
      onSale: await row('100% <b>Blue</b>', NFT_STATUS.onSale),
      soldOut: await row('Gone Sunset', NFT_STATUS.soldOut),
      inReview: await row('Draft In Review', NFT_STATUS.inReview),
      minting: await row('Still Minting', NFT_STATUS.minting),
      rejected: await row('Rejected Sketch', NFT_STATUS.rejected),
    },
  };
}

/** The store's live theme id (the default one a new store starts with). */
export async function liveThemeId(app: TestApp, owner: StoreFixture['owner']): Promise<number> {
  const themes = await call(app, 'GET', '/api/themes', owner);
  return themes.body.data.list[0].id;
}

/** Publishes the store, or unpublishes it with a visitor password and message, through the theme API. */
export async function setPublished(
  app: TestApp,
  owner: StoreFixture['owner'],
  body: { published: boolean; password?: string | null; message?: string | null },
) {
  const id = await liveThemeId(app, owner);
  const res = await call(app, 'PUT', `/api/themes/themeConfig/store/${id}`, { ...owner, body });
  if (res.body.statusCode !== 0) throw new Error(`publish: ${res.raw}`);
}

/** A storefront page as a browser asks for it. */
export const getPage = (
  app: TestApp,
  url: string,
  host = 'localhost:8080',
  headers: Record<string, string> = {},
) => app.inject({ method: 'GET', url, headers: { host, ...headers } });
