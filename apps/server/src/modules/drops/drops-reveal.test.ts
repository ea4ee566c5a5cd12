import { dropArtNumber, mintfrontDropAbi } from '@mintfront/contracts';
import { eq } from 'drizzle-orm';
import { encodeFunctionData, type Address } from 'viem';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobs } from '../../platform/jobs/jobs.tables.ts';
import { call } from '../../test/helper.ts';
import { drainJobs } from '../nfts/testing.ts';
import {
  BUYER_KEYS,
  indexChain,
  sellingWorld,
  storeCall,
  walletBuyer,
  type Buyer,
  type SellingWorld,
} from '../sales/sales-test-kit.ts';
import { enqueueDueReveals } from './drops-reveal-queue.ts';
import { REVEAL_DROP_JOB, dropArtBaseUri } from './drops-reveal.job.ts';
import {
  dropArt,
  dropBody,
  dropPreview,
  deployedDrop,
  drainMining,
  dropRow,
  mintedDrop,
  operatorNonce,
  passOpenDate,
  revealDeps,
} from './drops-test-kit.ts';
import { drops } from './drops.tables.ts';

// Issue 21: after the open-box date the server reveals the drop (lock, fix, reveal) once.
let w: SellingWorld;
let buyer: Buyer;
let drop: { id: number; address: Address };
let artIds: number[];
const ART = 4;

const row = async () => (await w.app.db.select().from(drops).where(eq(drops.id, drop.id)))[0]!;
const read = <F extends 'tokenURI' | 'startingIndex' | 'revealed'>(
  functionName: F,
  args?: [bigint],
) =>
  w.chain.publicClient.readContract({
    address: drop.address,
    abi: mintfrontDropAbi,
    functionName,
    args,
  } as never) as Promise<F extends 'tokenURI' ? string : F extends 'revealed' ? boolean : bigint>;
beforeAll(async () => {
  w = await sellingWorld();
  buyer = await walletBuyer(w, BUYER_KEYS[2]!);
  artIds = await dropArt(w, ART);
  const deployed = await deployedDrop(w, await dropBody(w, artIds, await dropPreview(w)));
  drop = { id: deployed.id, address: deployed.address as Address };
  const res = await storeCall(w, buyer, 'POST', '/claims', { drop_id: drop.id, quantity: 2 });
  expect(res.body.statusCode, res.raw).toBe(0);
  await buyer.send(res.body.data.tx);
  await indexChain(w);
}, 240_000);
afterAll(async () => {
  await w?.app.closeAll();
  await w?.chain.stop();
});

describe('a drop past its open-box date', () => {
  it('is not queued for its reveal before that date, and its art is not served', async () => {
    const { openAt } = await row();
    expect(await enqueueDueReveals(revealDeps(w), new Date(openAt.getTime() - 1000))).toBe(0);
    expect((await row()).revealJobId).toBeNull();
    expect(await read('tokenURI', [1n])).toMatch(/^http/);
    expect(await read('revealed')).toBe(false);
    const art = await call(w.app, 'GET', `/api/drop/${drop.id}/art/0`);
    expect(art.body.statusCode).toBe(40400);
  });

  it('is revealed by the drop.reveal job; a lock sent by someone else is not sent again', async () => {
    await passOpenDate(w);
    // Anyone may lock the starting index once the box opens: the job goes on from there.
    await buyer.send({
      to: drop.address,
      data: encodeFunctionData({ abi: mintfrontDropAbi, functionName: 'lockStartingIndex' }),
      value: '0',
    });
    const before = await operatorNonce(w);
    const { openAt } = await row();
    expect(await enqueueDueReveals(revealDeps(w), new Date(openAt.getTime() + 1000))).toBe(1);
    expect(await enqueueDueReveals(revealDeps(w), new Date(openAt.getTime() + 2000))).toBe(0);
    await drainMining(w);

    // fixStartingIndex and reveal: two transactions of the operator.
    expect(await operatorNonce(w)).toBe(before + 2);
    const r = await row();
    expect(r.revealedAt).toBeInstanceOf(Date);
    const startingIndex = await read('startingIndex');
    expect(r.startingIndex).toBe(Number(startingIndex));
    const base = dropArtBaseUri(w.app.config.publicUrl, drop.id);
    for (const token of [1n, 2n]) {
      const artNumber = dropArtNumber(token, startingIndex, BigInt(ART));
      expect(await read('tokenURI', [token])).toBe(`${base}${artNumber}`);
    }
  });

  it('locks the starting index itself when nobody did: lock, fix and reveal sent once each', async () => {
    const other = await mintedDrop(w, buyer, 3, 1);
    await passOpenDate(w);
    const before = await operatorNonce(w);
    const { openAt } = await dropRow(w, other.id);
    expect(await enqueueDueReveals(revealDeps(w), new Date(openAt.getTime() + 1000))).toBe(1);
    await drainMining(w);
    expect(await operatorNonce(w)).toBe(before + 3);
    const uri = (await w.chain.publicClient.readContract({
      address: other.address,
      abi: mintfrontDropAbi,
      functionName: 'tokenURI',
      args: [1n],
    })) as string;
    expect(uri.startsWith(dropArtBaseUri(w.app.config.publicUrl, other.id))).toBe(true);
  });

  it('serves the metadata of the art number a token shows, and 404 past the art', async () => {
    const startingIndex = await read('startingIndex');
    const artNumber = Number(dropArtNumber(1n, startingIndex, BigInt(ART)));
    const uri = await read('tokenURI', [1n]);
    const path = uri.slice(w.app.config.publicUrl.length);
    expect(path).toBe(`/api/drop/${drop.id}/art/${artNumber}`);
    const res = await call(w.app, 'GET', path);
    expect(res.status, res.raw).toBe(200);
    expect(res.body).toMatchObject({
      name: `Art ${artNumber}`,
      external_url: `${w.app.config.publicUrl}/nft/${artIds[artNumber]}`,
    });
    expect((res.body as unknown as { image: string }).image).toMatch(/^http/);
    expect((await call(w.app, 'GET', `/api/drop/${drop.id}/art/${ART}`)).body.statusCode).toBe(
      40400,
    );
    expect((await call(w.app, 'GET', `/api/drop/999999/art/0`)).body.statusCode).toBe(40400);
    expect((await call(w.app, 'GET', `/api/drop/${drop.id}/art/x`)).body.statusCode).toBe(40001);
  });

  it('shows the storefront the art of the minted tokens instead of the placeholder', async () => {
    const startingIndex = await read('startingIndex');
    const res = await call(w.app, 'GET', `/api/store/${w.shop.subdomain}/drop/${drop.id}`);
    expect(res.body.data, res.raw).toMatchObject({ revealed: true, placeholder: null });
    const art = (res.body.data as { art: { token_id: number; title: string; image_url: string }[] })
      .art;
    expect(art.map((a) => a.token_id)).toEqual([1, 2]);
    for (const a of art) {
      const artNumber = dropArtNumber(BigInt(a.token_id), startingIndex, BigInt(ART));
      expect(a.title).toBe(`Art ${artNumber}`);
      expect(a.image_url).toMatch(/^http/);
    }
  });

  it('run again, the job sends nothing', async () => {
    const before = await operatorNonce(w);
    const again = await w.app.jobs.enqueue(w.app.db, {
      kind: REVEAL_DROP_JOB,
      payload: { dropId: drop.id, baseUri: dropArtBaseUri(w.app.config.publicUrl, drop.id) },
    });
    await drainJobs(w.app);
    const [job] = await w.app.db.select().from(jobs).where(eq(jobs.id, again.id));
    expect(job!.status).toBe('succeeded');
    expect(await operatorNonce(w)).toBe(before);
  });
});
