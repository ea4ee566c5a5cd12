import type { APIRequestContext, Page } from '@playwright/test';
import { GREEN_PNG } from './owner.ts';

/** A picture uploaded by the signed-in owner for `kind` (a drop's or an airdrop's preview): its stored path. */
export async function uploadedPicture(page: Page, request: APIRequestContext, kind: string) {
  const session = await page.evaluate(() => ({
    token: localStorage.getItem('Token'),
    uid: localStorage.getItem('uid'),
    shopId: localStorage.getItem('shopId'),
  }));
  const res = await request.post('/api/upload/file', {
    headers: {
      Authorization: `Bearer ${session.token}`,
      'X-User-Id': String(session.uid),
      'X-Shop-Id': String(session.shopId),
    },
    multipart: { kind, file: { name: 'preview.png', mimeType: 'image/png', buffer: GREEN_PNG } },
  });
  const body = (await res.json()) as { statusCode: number; data: { path: string } };
  if (body.statusCode !== 0) throw new Error(`upload ${kind}: ${JSON.stringify(body)}`);
  return body.data.path;
}

/** One JSON-RPC call to the local chain (anvil's own methods: evm_increaseTime, evm_mine …). */
export async function rpc<T = unknown>(rpcUrl: string, method: string, params: unknown[] = []) {
  const res = await fetch(rpcUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
  });
  const body = (await res.json()) as { result?: T; error?: { message: string } };
  if (body.error) throw new Error(`${method}: ${body.error.message}`);
  return body.result as T;
}

/** The chain's time now, in seconds (anvil's clock runs ahead of the wall's once a journey moved it). */
export async function chainSeconds(rpcUrl: string) {
  const block = await rpc<{ timestamp: string }>(rpcUrl, 'eth_getBlockByNumber', ['latest', false]);
  return Math.max(Number(BigInt(block.timestamp)), Math.floor(Date.now() / 1000));
}

/** Mines a block every `everyMs` until stopped: jobs that wait for the block after theirs go on. */
export function keepMining(rpcUrl: string, everyMs = 500) {
  const timer = setInterval(() => void rpc(rpcUrl, 'evm_mine').catch(() => {}), everyMs);
  return () => clearInterval(timer);
}
