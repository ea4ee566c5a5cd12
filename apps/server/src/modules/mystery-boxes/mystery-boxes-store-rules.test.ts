import { NFT_STATUS, NFT_TYPES, type Collection } from '@mintfront/domain';
import { describe, expect, it } from 'vitest';
import { call } from '../../test/helper.ts';
import { createCategory, createNft, drainJobs, uploadContent } from '../nfts/testing.ts';
import { changeNftStatus } from '../nfts/index.ts';
import {
  app,
  owner,
  artist,
  stranger,
  erc1155,
  erc721,
  strangerErc1155,
  category,
  nftImage,
  five,
  artistNft,
  createBox,
  mintedNft,
  body,
  counts,
  useMysteryBoxesWorld,
} from './mystery-boxes-fixture.ts';

useMysteryBoxesWorld();

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
    await changeNftStatus(app.db, owner.shopId, [onSale], NFT_STATUS.onSale);
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
