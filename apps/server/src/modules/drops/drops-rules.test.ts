import { ERRORS, type DropCreateInput } from '@mintfront/domain';
import { privateKeyToAccount } from 'viem/accounts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createShop, signUp } from '../../test/helper.ts';
import {
  sellingWorld,
  storeCall,
  walletBuyer,
  BUYER_KEYS,
  type SellingWorld,
} from '../sales/sales-test-kit.ts';
import { dropArt, dropBody, dropPreview, postDrop } from './drops-test-kit.ts';

// spec doc 2 §5 drop rules and §9 (at most 1,000 NFTs): each refused with the field named.
let w: SellingWorld;
let valid: DropCreateInput;
let foreignWhitelist: number;

beforeAll(async () => {
  w = await sellingWorld();
  valid = await dropBody(w, await dropArt(w, 2), await dropPreview(w));
  const other = await signUp(w.app);
  const otherShop = await createShop(w.app, other);
  const white = await call(w.app, 'POST', '/api/whites', {
    as: other,
    shopId: otherShop.id,
    body: { name: 'Theirs', addresses: [privateKeyToAccount(BUYER_KEYS[2]!).address] },
  });
  expect(white.body.statusCode, white.raw).toBe(0);
  foreignWhitelist = white.body.data.id;
}, 240_000);
afterAll(async () => {
  await w?.app.closeAll();
  await w?.chain.stop();
});

const phase = (i: number, over: Record<string, unknown>) => {
  const phases = valid.phases.map((p) => ({ ...p }));
  phases[i] = { ...phases[i]!, ...over } as (typeof phases)[number];
  return { ...valid, phases };
};
async function refused(body: unknown, field: string, text: RegExp) {
  const res = await postDrop(w, body);
  expect(res.body.statusCode, res.raw).toBe(ERRORS.VALIDATION.code);
  expect(res.body.statusDesc).toContain(`${field}:`);
  expect(res.body.statusDesc).toMatch(text);
}

describe('POST /api/drop/store rules', () => {
  it('requires the Drop Name, Drop Preview and open box time in the spec words', async () => {
    await refused({ ...valid, name: '' }, 'name', /Drop Name is required/);
    await refused({ ...valid, preview: '' }, 'preview', /Drop Preview is required/);
    await refused({ ...valid, open_date: undefined }, 'open_date', /open box time is required/);
  });

  it('requires each phase’s Instant Price and Mint limit (unless Unlimited)', async () => {
    await refused(phase(0, { price: '' }), 'phases.0.price', /Instant Price is required/);
    await refused(phase(0, { claim_limit: undefined }), 'phases.0.claim_limit', /Mint limit/);
  });

  it('refuses two consecutive Unlimited phases', async () => {
    const body = phase(0, { unlimited: true, claim_limit: undefined });
    await refused(body, 'phases.1.unlimited', /consecutive phases cannot both be Unlimited/);
  });

  it('refuses a phase ending before it starts, overlapping phases, an open box time before the end', async () => {
    await refused(
      phase(0, { end_date: valid.phases[0]!.start_date }),
      'phases.0.end_date',
      /end cannot be before the start/,
    );
    await refused(
      phase(1, { start_date: valid.phases[0]!.start_date }),
      'phases.1.start_date',
      /previous phase ends/,
    );
    await refused(
      { ...valid, open_date: valid.phases[0]!.end_date },
      'open_date',
      /open box time cannot be before the last phase ends/,
    );
  });

  it('takes at most 1,000 NFTs', async () => {
    const ids = Array.from({ length: 1001 }, (_, i) => i + 1);
    await refused({ ...valid, nft_ids: ids }, 'nft_ids', /at most 1,000 NFTs/);
  });

  it('refuses a whitelist of another store, NFTs of another collection and a preview not uploaded', async () => {
    await refused(phase(0, { white_id: foreignWhitelist }), 'phases.0.white_id', /invalid/);
    await refused({ ...valid, contract_id: w.erc1155.id }, 'nft_ids', /invalid/);
    const res = await postDrop(w, { ...valid, preview: '/files/not-ours.png' });
    expect(res.body.statusCode).toBe(ERRORS.FILE_NOT_UPLOADED.code);
  });

  it('creates a valid drop as Processing; nothing is stored for a refused one', async () => {
    const res = await postDrop(w, valid);
    expect(res.body.data, res.raw).toMatchObject({ status: 'Processing', total: 2, claimed: 0 });
    const list = await call(w.app, 'GET', '/api/drop?limit=10', w.owner);
    expect(list.body.data).toMatchObject({ total: 1, lastPage: 1 });
  });

  it('passes an airdrop claim to the airdrops module, and wants exactly one of drop_id and airdrop_id', async () => {
    const buyer = await walletBuyer(w, BUYER_KEYS[2]!);
    const unknown = await storeCall(w, buyer, 'POST', '/claims', { airdrop_id: 999_999 });
    expect(unknown.body.statusCode).toBe(ERRORS.NOT_FOUND.code);
    const both = await storeCall(w, buyer, 'POST', '/claims', { airdrop_id: 1, drop_id: 1 });
    expect(both.body.statusDesc).toMatch(/drop_id/);
  });
});
