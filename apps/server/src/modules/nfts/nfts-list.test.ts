import { OWNER_ALLOWS, type Nft } from '@mintfront/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  addCollaborator,
  call,
  createTestApp,
  signUp,
  type Session,
  type TestApp,
} from '../../test/helper.ts';
import { insertNftRow, twoStoresWithCollection } from './nfts-test-kit.ts';

// GET /api/tokens answers what the store's NFTs are now, after each way an NFT changes.

let app: TestApp;
let owner: Session, member: Session;
let shopId: number, otherShopId: number, contract: number;

const list = async (as: Session = owner, query = 'limit=50') => {
  const res = await app.inject({
    method: 'GET',
    url: `/api/tokens?${query}`,
    headers: { authorization: `Bearer ${as.token}`, 'x-shop-id': String(shopId) },
  });
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
  const body = res.json() as {
    statusCode: number;
    data: { list: Nft[]; total: number; lastPage: number };
  };
  expect(body.statusCode).toBe(0);
  return body.data;
};
const titles = async (query?: string) => (await list(owner, query)).list.map((n) => n.title).sort();

async function insertNft(
  title: string,
  extra: { shop?: number; locked?: string } = {},
): Promise<number> {
  const rows = await app.db.execute(
    insertNftRow({
      shopId: extra.shop ?? shopId,
      creatorId: owner.uid,
      contract,
      title,
      unlockable: extra.locked,
    }),
  );
  return Number((rows as unknown as { rows: { id: number }[] }).rows[0]!.id);
}

beforeAll(async () => {
  app = await createTestApp();
  ({ owner, shopId, otherShopId, contract } = await twoStoresWithCollection(app));
  member = await signUp(app);
  await addCollaborator(app, shopId, member.uid, OWNER_ALLOWS);
});
afterAll(async () => app?.closeAll());

describe('the NFT list', () => {
  it('answers a change at once after each kind of write: insert, update, an API delete, and a move to another store', async () => {
    expect(await titles()).toEqual([]);
    const a = await insertNft('A');
    const b = await insertNft('B');
    expect(await titles()).toEqual(['A', 'B']);
    await app.db.execute(sql`update nfts set title = 'A2', status = 2 where id = ${a}`);
    expect(await titles()).toEqual(['A2', 'B']);
    expect((await list(owner, 'limit=50&status=2')).total).toBe(1);
    expect(
      (await call(app, 'DELETE', `/api/tokens/${b}`, { as: owner, shopId })).body.statusCode,
    ).toBe(0);
    expect(await titles()).toEqual(['A2']);
    await app.db.execute(sql`update nfts set shop_id = ${otherShopId} where id = ${a}`);
    expect(await list()).toMatchObject({ list: [], total: 0 });
    expect((await list(owner, 'limit=50&status=2')).total).toBe(0);
  });

  it('answers each store its own NFTs', async () => {
    await insertNft('Mine');
    await insertNft('Theirs', { shop: otherShopId });
    expect(await titles()).toEqual(['Mine']);
    await app.db.execute(sql`update nfts set title = 'Theirs 2' where shop_id = ${otherShopId}`);
    expect(await titles()).toEqual(['Mine']);
  });

  it('answers every member the same list, with no unlockable content in it', async () => {
    await insertNft('Locked', { locked: 'the secret' });
    const forOwner = await list(owner);
    const forMember = await list(member);
    expect(forMember).toEqual(forOwner);
    expect(forOwner.list.find((n) => n.title === 'Locked')).toMatchObject({
      is_locked: true,
      unlockable_content: null,
    });
  });
});
