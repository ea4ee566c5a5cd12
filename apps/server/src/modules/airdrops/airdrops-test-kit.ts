import { call } from '../../test/helper.ts';
import { uploadContent } from '../nfts/testing.ts';
import type { SellingWorld } from '../sales/sales-test-kit.ts';

/** An ISO date `d` days from now. */
export const inDays = (d: number) => new Date(Date.now() + d * 86_400_000).toISOString();

/** An uploaded airdrop preview of the store. */
export const airdropPreview = (w: SellingWorld) =>
  uploadContent(w.app, w.owner, '#c93', 'airdropPreview');

export const createAirdrop = (w: SellingWorld, body: Record<string, unknown>) =>
  call(w.app, 'POST', '/api/airdrop', { ...w.owner, body });

/** A whitelist of the store holding these addresses. */
export async function whitelistOf(w: SellingWorld, addresses: string[]) {
  const res = await call(w.app, 'POST', '/api/whites', {
    ...w.owner,
    body: { name: `List ${Math.random().toString(36).slice(2, 6)}`, addresses },
  });
  return res.body.data.id as number;
}
