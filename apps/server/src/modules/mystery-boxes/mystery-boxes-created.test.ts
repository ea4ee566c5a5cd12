import { mintfrontErc1155Abi } from '@mintfront/contracts';
import { NFT_STATUS, NFT_TYPES, type Nft } from '@mintfront/domain';
import type { Address } from 'viem';
import { describe, expect, it } from 'vitest';
import { call } from '../../test/helper.ts';
import { drainJobs, getNft } from '../nfts/testing.ts';
import {
  chain,
  app,
  owner,
  stranger,
  erc1155,
  category,
  five,
  createBox,
  mintedNft,
  body,
  useMysteryBoxesWorld,
} from './mystery-boxes-fixture.ts';

useMysteryBoxesWorld();

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
});
