import { mintfrontErc1155Abi } from '@mintfront/contracts';
import { NFT_STATUS, NFT_TYPES, type Collection, type Nft } from '@mintfront/domain';
import { eq } from 'drizzle-orm';
import type { Address } from 'viem';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestChain, type TestChain } from '../../test/chain.ts';
import { call, createShop, createTestApp, signUp, type TestApp } from '../../test/helper.ts';
import {
  createCategory,
  createNft,
  deployedCollection,
  drainJobs,
  getNft,
  uploadContent,
  storeWithTeam,
  type Who,
} from '../nfts/testing.ts';
import { nfts } from '../nfts/index.ts';
import { boxContents } from './mystery-boxes.tables.ts';

let chain: TestChain;
let app: TestApp;
let owner: Who, artist: Who, reviewed: Who, stranger: Who;
let erc1155: Collection, erc721: Collection, strangerErc1155: Collection;
let category: number;
let boxImage: string, nftImage: string;
let five: number, artistNft: number;

const createBox = (who: Who, body: Record<string, unknown>) =>
  call(app, 'POST', '/api/boxes', { ...who, body });

/** An NFT the caller created, minted on the test chain (Off Sale). */
async function mintedNft(
  who: Who,
  copies: number,
  over: Record<string, unknown> = {},
): Promise<number> {
  const res = await createNft(app, who, {
    icon: nftImage,
    title: `Prize ${copies}`,
    contract_id: erc1155.id,
    category: String(category),
    copies,
    rank: 2,
    ...over,
  });
  expect(res.body.statusCode).toBe(0);
  await drainJobs(app);
  return res.body.data.id as number;
}

beforeAll(async () => {
  chain = await startTestChain();
  app = await createTestApp({}, { chain: chain.clients, jobs: { worker: false } });
  ({ owner, artist, reviewed } = await storeWithTeam(app));
  const s = await signUp(app);
  stranger = { as: s, shopId: (await createShop(app, s)).id };
  erc1155 = await deployedCollection(app, owner, 2, 'BOX');
  erc721 = await deployedCollection(app, owner, 1, 'SOLO');
  strangerErc1155 = await deployedCollection(app, stranger, 2, 'THEIRS');
  category = await createCategory(app, owner, 'Boxes');
  boxImage = await uploadContent(app, owner, '#c3a', 'boxImage');
  nftImage = await uploadContent(app, owner);
  five = await mintedNft(owner, 5);
  artistNft = await mintedNft(artist, 4);
});
afterAll(async () => {
  await app?.closeAll();
  await chain?.stop();
});

const body = (over: Record<string, unknown> = {}) => ({
  icon: boxImage,
  content: boxImage,
  title: 'Lucky box',
  contract_id: erc1155.id,
  royalties: 10,
  category: String(category),
  description: 'Open me',
  contents: [{ rank: 2, nft_id: five, quantity: 1 }],
  ...over,
});
const counts = async () => ({
  boxes: (await app.db.select().from(nfts).where(eq(nfts.type, NFT_TYPES.box))).length,
  rows: (await app.db.select().from(boxContents)).length,
});

describe('POST /api/boxes payload rules (spec doc 1 §3, §5)', () => {
  it.each([
    [{ icon: '' }, 'icon', 'required'],
    [{ icon: `ab/cd/${'e'.repeat(64)}.mp4`, content: undefined }, 'icon', 'boxImageType'],
    [{ content: `ab/cd/${'f'.repeat(64)}.png` }, 'content', 'boxContentSameImage'],
    [{ title: '' }, 'title', 'required'],
    [{ title: 'x'.repeat(256) }, 'title', 'tooLong'],
    [{ contract_id: undefined }, 'contract_id', 'required'],
    [{ category: '' }, 'category', 'categoryRequired'],
    [{ royalties: 1.005 }, 'royalties', 'royaltyDecimals'],
    [{ description: 'd'.repeat(3001) }, 'description', 'tooLong'],
    [{ contents: [{ rank: 5, nft_id: 1, quantity: 1 }] }, 'contents.0.rank', 'rank'],
    [{ contents: [{ rank: 1, nft_id: 1, quantity: 0 }] }, 'contents.0.quantity', 'copies'],
    [
      {
        contents: [
          { rank: 1, nft_id: 1, quantity: 1 },
          { rank: 2, nft_id: 1, quantity: 1 },
        ],
      },
      'contents.1.nft_id',
      'boxDuplicate',
    ],
    [
      {
        contents: [
          { rank: 1, nft_id: 1, quantity: 600_000 },
          { rank: 2, nft_id: 2, quantity: 400_001 },
        ],
      },
      'contents',
      'boxTotalMax',
    ],
  ])('%j answers 40001 on %s (%s) and writes nothing', async (over, field, key) => {
    const before = await counts();
    const res = await createBox(owner, body(over));
    expect(res.body.statusCode).toBe(40001);
    expect(res.body.data.errors[0]).toMatchObject({ field, key });
    expect(await counts()).toEqual(before);
  });

  it('answers E104 without series content, E118 above 1000 rows and E19 for a royalty above 50', async () => {
    const before = await counts();
    expect((await createBox(owner, body({ contents: [] }))).body).toMatchObject({
      statusCode: 41104,
      statusDesc: 'Add content to the box',
    });
    expect((await createBox(owner, body({ contents: undefined }))).body.statusCode).toBe(41104);
    const many = Array.from({ length: 1001 }, (_, i) => ({ rank: 1, nft_id: i + 1, quantity: 1 }));
    expect((await createBox(owner, body({ contents: many }))).body).toMatchObject({
      statusCode: 41118,
      statusDesc: 'Too many NFTs selected: at most 1000',
    });
    expect((await createBox(owner, body({ royalties: 50.01 }))).body.statusCode).toBe(41019);
    expect(await counts()).toEqual(before);
  });
});

describe('POST /api/boxes store rules', () => {
  it('needs an ERC-1155 collection this store created and deployed', async () => {
    const imported = await call<Collection>(app, 'POST', '/api/contracts/import', {
      ...owner,
      body: { address: strangerErc1155.address, chain: 'local' },
    });
    expect(imported.body.data).toMatchObject({ type: 2, source: 1 });
    const processing = await call<Collection>(app, 'POST', '/api/contracts', {
      ...owner,
      body: { name: 'Later', title: 'Later', symbol: 'LATE', type: 2 },
    });
    const before = await counts();
    expect(
      (await createBox(owner, body({ contract_id: erc721.id }))).body.data.errors[0],
    ).toMatchObject({ field: 'contract_id', key: 'boxCollectionType' });
    for (const id of [imported.body.data.id, processing.body.data.id, strangerErc1155.id]) {
      expect((await createBox(owner, body({ contract_id: id }))).body.data.errors[0]).toMatchObject(
        { field: 'contract_id', key: 'collectionNotMintable' },
      );
    }
    expect(await counts()).toEqual(before);
    await drainJobs(app);
  });

  it('needs a box image this store uploaded as a box image, and categories of the store', async () => {
    const theirs = await uploadContent(app, stranger, '#f00', 'boxImage');
    expect((await createBox(owner, body({ icon: theirs, content: theirs }))).body.statusCode).toBe(
      40019,
    );
    expect(
      (await createBox(owner, body({ icon: nftImage, content: nftImage }))).body.statusCode,
    ).toBe(40019);
    const elsewhere = await createCategory(app, stranger, 'Elsewhere');
    expect(
      (await createBox(owner, body({ category: `${category},${elsewhere}` }))).body.statusCode,
    ).toBe(40016);
  });

  it('takes only minted, Off Sale NFTs the caller created in this store, and no box', async () => {
    const before = await counts();
    const theirs = (
      await createNft(app, stranger, {
        icon: await uploadContent(app, stranger),
        title: 'Theirs',
        contract_id: strangerErc1155.id,
        category: String(await createCategory(app, stranger, 'S')),
        copies: 2,
        rank: 1,
      })
    ).body.data.id;
    const onSale = await mintedNft(owner, 2);
    await app.db.update(nfts).set({ status: NFT_STATUS.onSale }).where(eq(nfts.id, onSale));
    const minting = (
      await createNft(app, owner, {
        icon: nftImage,
        title: 'Not yet',
        contract_id: erc1155.id,
        category: String(category),
        copies: 2,
        rank: 1,
      })
    ).body.data.id;
    for (const id of [theirs, minting, onSale, artistNft, 999_999]) {
      const res = await createBox(
        owner,
        body({
          contents: [
            { rank: 1, nft_id: five, quantity: 1 },
            { rank: 1, nft_id: id, quantity: 1 },
          ],
        }),
      );
      expect(res.body.data.errors[0]).toMatchObject({
        field: 'contents.1.nft_id',
        key: 'boxNftUnavailable',
      });
    }
    // The artist's own NFT is fine for the artist, not for the owner.
    const artistBox = await createBox(
      artist,
      body({ contents: [{ rank: 3, nft_id: artistNft, quantity: 4 }] }),
    );
    expect(artistBox.body.data).toMatchObject({
      type: NFT_TYPES.box,
      uid: artist.as.uid,
      copies: 4,
    });
    await drainJobs(app);
    const boxAsContent = await createBox(
      artist,
      body({ contents: [{ rank: 1, nft_id: artistBox.body.data.id, quantity: 1 }] }),
    );
    expect(boxAsContent.body.data.errors[0]).toMatchObject({
      field: 'contents.0.nft_id',
      key: 'boxNftUnavailable',
    });
    expect(await counts()).toEqual({ boxes: before.boxes + 1, rows: before.rows + 1 });
  });

  it('never takes more copies than the NFT has outside other boxes', async () => {
    const nft = await mintedNft(owner, 5);
    const over = await createBox(
      owner,
      body({ contents: [{ rank: 2, nft_id: nft, quantity: 6 }] }),
    );
    expect(over.body.data.errors[0]).toMatchObject({
      field: 'contents.0.quantity',
      key: 'boxQuantityMax',
      message: 'The quantity cannot exceed its 5 available copies',
    });
    const first = await createBox(
      owner,
      body({ contents: [{ rank: 2, nft_id: nft, quantity: 3 }] }),
    );
    expect(first.body.statusCode).toBe(0);
    expect(
      (await call(app, 'GET', `/api/boxes/availability?ids=${nft}`, owner)).body.data.list,
    ).toEqual([{ id: nft, copies: 5, reserved: 3, available: 2 }]);
    const second = await createBox(
      owner,
      body({ contents: [{ rank: 2, nft_id: nft, quantity: 3 }] }),
    );
    expect(second.body.data.errors[0]).toMatchObject({
      field: 'contents.0.quantity',
      key: 'boxQuantityMax',
      message: 'The quantity cannot exceed its 2 available copies',
    });
    expect(
      (await createBox(owner, body({ contents: [{ rank: 2, nft_id: nft, quantity: 2 }] }))).body
        .statusCode,
    ).toBe(0);
    expect(
      (await call(app, 'GET', `/api/boxes/availability?ids=${nft}`, owner)).body.data.list[0],
    ).toMatchObject({ reserved: 5, available: 0 });
    await drainJobs(app);
  });

  it('lets only one of two boxes created at once take the same copies', async () => {
    const nft = await mintedNft(owner, 4);
    const both = await Promise.all(
      [1, 2].map(() =>
        createBox(owner, body({ contents: [{ rank: 2, nft_id: nft, quantity: 3 }] })),
      ),
    );
    expect(both.map((r) => r.body.statusCode).sort()).toEqual([0, 40001]);
    expect(
      (await call(app, 'GET', `/api/boxes/availability?ids=${nft}`, owner)).body.data.list[0],
    ).toMatchObject({ reserved: 3, available: 1 });
    await drainJobs(app);
  });
});

describe('a created box (spec doc 1 §3, §4)', () => {
  it('is minted on the collection\u2019s ERC-1155 contract with one token per box, then Off Sale', async () => {
    const a = await mintedNft(owner, 10, { rank: 1 });
    const b = await mintedNft(owner, 3, { rank: 4 });
    const res = await createBox(
      owner,
      body({
        contents: [
          { rank: 1, nft_id: a, quantity: 7 },
          { rank: 4, nft_id: b, quantity: 2 },
        ],
      }),
    );
    expect(res.body.statusCode).toBe(0);
    const id = res.body.data.id as number;
    expect(res.body.data).toMatchObject({
      type: NFT_TYPES.box,
      status: NFT_STATUS.minting,
      copies: 9,
      total_minted: 0,
      title: 'Lucky box',
      royalties: 10,
      category: [category],
      description: 'Open me',
      contract_address: erc1155.address,
    });
    await drainJobs(app);
    const detail = (await getNft(app, owner, id)).body.data;
    expect(detail).toMatchObject({
      status: NFT_STATUS.offSale,
      total_minted: 9,
      token_id: String(id),
      chain: { minted: 9, owned: 9 },
    });
    const balance = await chain.publicClient.readContract({
      address: erc1155.address as Address,
      abi: mintfrontErc1155Abi,
      functionName: 'balanceOf',
      args: [chain.operator, BigInt(id)],
    });
    expect(balance).toBe(9n);
    const uri = await chain.publicClient.readContract({
      address: erc1155.address as Address,
      abi: mintfrontErc1155Abi,
      functionName: 'uri',
      args: [BigInt(id)],
    });
    expect(uri).toBe(`http://localhost:8080/api/token-metadata/${id}`);
    expect((await call(app, 'GET', `/api/token-metadata/${id}`)).body).toMatchObject({
      name: 'Lucky box',
      description: 'Open me',
    });

    const contents = (await call(app, 'GET', `/api/boxe/contents?id=${id}`, owner)).body.data;
    expect(contents).toMatchObject({ total: 2, lastPage: 1 });
    expect(contents.list).toEqual([
      {
        id: a,
        rank: 1,
        num: 7,
        copies: 10,
        title: 'Prize 10',
        icon_url: expect.stringMatching(/\/api\/files\/.+\.png$/),
        preview_url: null,
      },
      {
        id: b,
        rank: 4,
        num: 2,
        copies: 3,
        title: 'Prize 3',
        icon_url: expect.any(String),
        preview_url: null,
      },
    ]);
    const minted = (await call(app, 'GET', `/api/sale/box/minted?id=${id}`, owner)).body.data;
    expect(minted.list).toEqual([{ id, total: 9, minted: 9, revealed: 0 }]);
  });

  it('lists with GET /api/tokens?type=4, and NFT pickers (types=1,2 and a rank) leave boxes out', async () => {
    const boxes = (await call(app, 'GET', '/api/tokens?type=4&limit=50', owner)).body.data;
    expect(boxes.total).toBeGreaterThan(0);
    expect(boxes.list.every((n: Nft) => n.type === NFT_TYPES.box)).toBe(true);
    const picker = (
      await call(
        app,
        'GET',
        `/api/tokens?types=1,2&creator_id=${owner.as.uid}&status=1&rank=2&limit=200`,
        owner,
      )
    ).body.data;
    expect(picker.list.length).toBeGreaterThan(0);
    expect(
      picker.list.every(
        (n: Nft) => n.type !== NFT_TYPES.box && n.rank === 2 && n.uid === owner.as.uid,
      ),
    ).toBe(true);
    expect(
      (await call(app, 'GET', '/api/tokens?types=3', owner)).body.data.errors[0],
    ).toMatchObject({ field: 'types' });
  });

  it('answers 40400 for a box of another store or an NFT that is not a box, in every box call', async () => {
    const box = (await createBox(owner, body())).body.data.id;
    for (const url of [
      `/api/boxe/contents?id=${box}`,
      `/api/sale/box/minted?id=${box}`,
      `/api/boxes/availability?ids=${five}`,
    ]) {
      expect((await call(app, 'GET', url, stranger)).body.statusCode).toBe(40400);
    }
    expect((await call(app, 'GET', `/api/boxe/contents?id=${five}`, owner)).body.statusCode).toBe(
      40400,
    );
    expect(
      (await call(app, 'GET', `/api/sale/box/minted?id=${box},${five}`, owner)).body.statusCode,
    ).toBe(40400);
    expect(
      (await call(app, 'GET', '/api/sale/box/minted?id=x', owner)).body.data.errors[0],
    ).toMatchObject({ field: 'id', key: 'invalid' });
    await drainJobs(app);
  });

  it('keeps its NFTs from being deleted until the box itself is deleted', async () => {
    const nft = await mintedNft(owner, 2);
    const box = (
      await createBox(owner, body({ contents: [{ rank: 2, nft_id: nft, quantity: 2 }] }))
    ).body.data.id;
    await drainJobs(app);
    expect((await call(app, 'DELETE', `/api/tokens/${nft}`, owner)).body).toMatchObject({
      statusCode: 40090,
      data: { id: nft },
    });
    expect(
      (await call(app, 'PUT', '/api/tokens/batch/destroy', { ...owner, body: { ids: [box, nft] } }))
        .body.statusCode,
    ).toBe(40090);
    expect((await call(app, 'DELETE', `/api/tokens/${box}`, owner)).body.statusCode).toBe(0);
    expect(
      (await call(app, 'GET', `/api/boxes/availability?ids=${nft}`, owner)).body.data.list[0],
    ).toMatchObject({ reserved: 0, available: 2 });
    expect((await call(app, 'DELETE', `/api/tokens/${nft}`, owner)).body.statusCode).toBe(0);
  });

  it('of a collaborator whose NFTs need approval waits In Review, and the owner\u2019s approval mints it', async () => {
    const nft = await mintedNft(artist, 2);
    // The collaborator who needs approval builds from an NFT of theirs the owner approved.
    const theirs = (
      await createNft(app, reviewed, {
        icon: nftImage,
        title: 'Reviewed',
        contract_id: erc1155.id,
        category: String(category),
        copies: 3,
        rank: 1,
      })
    ).body.data.id;
    await call(app, 'PUT', '/api/tokens/batch/examine/agree', {
      ...owner,
      body: { ids: [theirs] },
    });
    await drainJobs(app);
    const box = await createBox(
      reviewed,
      body({ contents: [{ rank: 1, nft_id: theirs, quantity: 3 }] }),
    );
    expect(box.body.data.status).toBe(NFT_STATUS.inReview);
    expect(
      (
        await call(app, 'PUT', '/api/tokens/batch/examine/agree', {
          ...owner,
          body: { ids: [box.body.data.id] },
        })
      ).body.statusCode,
    ).toBe(0);
    await drainJobs(app);
    expect((await getNft(app, owner, box.body.data.id)).body.data).toMatchObject({
      status: NFT_STATUS.offSale,
      total_minted: 3,
    });
    expect(
      (await createBox(artist, body({ contents: [{ rank: 1, nft_id: nft, quantity: 2 }] }))).body
        .data.status,
    ).toBe(NFT_STATUS.minting);
    await drainJobs(app);
  });

  it('of a collaborator whose NFTs need approval is changed only by the owner once approved (40091)', async () => {
    const theirs = (
      await createNft(app, reviewed, {
        icon: nftImage,
        title: 'Reviewed prize',
        contract_id: erc1155.id,
        category: String(category),
        copies: 1,
        rank: 1,
      })
    ).body.data.id;
    await call(app, 'PUT', '/api/tokens/batch/examine/agree', {
      ...owner,
      body: { ids: [theirs] },
    });
    await drainJobs(app);
    const box = (
      await createBox(
        reviewed,
        body({ title: 'Their box', contents: [{ rank: 1, nft_id: theirs, quantity: 1 }] }),
      )
    ).body.data.id;
    expect(
      (
        await call(app, 'PUT', `/api/tokens/${box}`, {
          ...reviewed,
          body: { title: 'Their box, renamed' },
        })
      ).body.data.title,
    ).toBe('Their box, renamed');
    expect(
      (
        await call(app, 'PUT', '/api/tokens/batch/examine/agree', {
          ...owner,
          body: { ids: [box] },
        })
      ).body.statusCode,
    ).toBe(0);
    await drainJobs(app);
    const swapped = await uploadContent(app, reviewed, '#f00', 'boxImage');
    expect(
      (
        await call(app, 'PUT', `/api/tokens/${box}`, {
          ...reviewed,
          body: { icon: swapped, title: 'Swapped box' },
        })
      ).body.statusCode,
    ).toBe(40091);
    expect((await getNft(app, owner, box)).body.data).toMatchObject({
      status: NFT_STATUS.offSale,
      icon: boxImage,
      title: 'Their box, renamed',
    });
    expect(
      (
        await call(app, 'PUT', `/api/tokens/${box}`, {
          ...owner,
          body: { title: 'Owner\u2019s title' },
        })
      ).body.statusCode,
    ).toBe(0);
  });

  it('can change its off-chain fields with PUT /api/tokens/{id}, its image being a box image', async () => {
    const box = (await createBox(owner, body())).body.data.id;
    const other = await uploadContent(app, owner, '#0a0', 'boxImage');
    const changed = await call(app, 'PUT', `/api/tokens/${box}`, {
      ...owner,
      body: { title: 'Renamed box', icon: other },
    });
    expect(changed.body.data).toMatchObject({
      title: 'Renamed box',
      icon: other,
      type: NFT_TYPES.box,
    });
    expect(
      (await call(app, 'PUT', `/api/tokens/${box}`, { ...owner, body: { icon: nftImage } })).body
        .statusCode,
    ).toBe(40019);
    await drainJobs(app);
  });
});
