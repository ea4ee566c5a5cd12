import { NFT_STATUS, NFT_TYPES } from '@mintfront/domain';
import { describe, expect, it } from 'vitest';
import { call } from '../../test/helper.ts';
import { createNft, drainJobs, getNft, uploadContent } from '../nfts/testing.ts';
import {
  app,
  owner,
  artist,
  reviewed,
  erc1155,
  category,
  boxImage,
  nftImage,
  createBox,
  mintedNft,
  body,
  useMysteryBoxesWorld,
} from './mystery-boxes-fixture.ts';

useMysteryBoxesWorld();

describe('a box of a collaborator whose NFTs need approval (spec doc 1 §4)', () => {
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
