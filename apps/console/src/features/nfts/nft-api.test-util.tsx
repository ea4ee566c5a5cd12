import type { ReactNode } from 'react';
import { vi } from 'vitest';
import {
  MASK,
  NFT_STATUS,
  OWNER_ALLOWS,
  type Nft,
  type NftDetail,
  type Shop,
} from '@mintfront/domain';
import { useApiToasts } from '../../app/api-bridge.ts';

/** An NFT as GET /api/tokens answers it (docs: packages/domain Nft). */
export function nft(id: number, patch: Partial<NftDetail> = {}): NftDetail {
  return {
    id,
    title: `NFT ${id}`,
    icon: `ab/cd/${'a'.repeat(64)}.png`,
    icon_url: '',
    type: 1,
    copies: 10,
    total_minted: 0,
    order_no: id,
    contract_id: 5,
    contract_address: null,
    royalties: 10,
    rank: 1,
    category: [3],
    uid: 1,
    status: NFT_STATUS.offSale,
    link: `/nft/${id}`,
    description: null,
    page_title: null,
    page_description: null,
    page_url: null,
    attrs: { properties: [], levels: [], stats: [], boosts: [], date: [] },
    is_locked: false,
    unlockable_content: null,
    token_id: null,
    tx_hash: null,
    reason: null,
    ever_on_sale: false,
    views: 0,
    likes: 0,
    createdAt: '2026-01-02T03:04:05Z',
    chain: null,
    ...patch,
  };
}

/** The selected shop, seen by its owner or by a collaborator with the NFT and collection bits. */
export function shop(isOwner: boolean): Shop {
  return {
    id: 9,
    name: 'Store',
    chain: 'local',
    subdomain: 'store',
    domain: 'store.local',
    icon: null,
    language: 'en',
    status: 'open',
    publishingStatus: 'published',
    storeOwnerName: 'Owner',
    storeOwnerEmail: 'o@example.com',
    storeOwnerWallet: null,
    payoutWalletAddress: null,
    visit: { password: false, message: null },
    closedAt: null,
    createdAt: '2026-01-01T00:00:00Z',
    allows: isOwner ? OWNER_ALLOWS : MASK.nft | MASK.collectionView,
    isOwner,
    setup: { customizeTheme: false, setUpDomain: false, createNft: false, sellNft: false },
  };
}

export type Call = { method: string; url: URL; body: Record<string, unknown> | null };
type Answer = { data?: unknown; statusCode?: number; statusDesc?: string };
/** Answers a call, or undefined to fall through to the defaults. */
export type Handler = (call: Call) => Answer | undefined;

const envelope = ({ data = null, statusCode = 0, statusDesc = 'ok' }: Answer) =>
  new Response(JSON.stringify({ statusCode, statusDesc, data }), {
    headers: { 'Content-Type': 'application/json' },
  });

/**
 * Signs in as user 1 of shop 9 and answers the console's calls: `handler` first, then the shop,
 * filters, collections and collaborators every NFT screen reads. Returns every call made.
 */
export function mockApi({
  isOwner = true,
  handler = () => undefined,
}: { isOwner?: boolean; handler?: Handler } = {}) {
  localStorage.setItem('Token', 't');
  localStorage.setItem('uid', '1');
  localStorage.setItem('shopId', '9');
  const calls: Call[] = [];
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const call = {
      method: init?.method ?? 'GET',
      url: new URL(String(input), 'http://console.test'),
      body: init?.body ? JSON.parse(String(init.body)) : null,
    };
    calls.push(call);
    const answer = handler(call);
    if (answer) return envelope(answer);
    const path = call.url.pathname;
    if (path === '/api/shop/info') return envelope({ data: shop(isOwner) });
    if (path === '/api/filters')
      return envelope({
        data: {
          categories: [{ classificationId: 3, name: 'Art' }],
          statuses: [],
          types: [],
          ranks: [],
        },
      });
    if (path === '/api/classifications')
      return envelope({
        data: { list: [{ classificationId: 3, name: 'Art' }], total: 1, lastPage: 1 },
      });
    if (path === '/api/contracts')
      return envelope({ data: { list: [{ id: 5, name: 'Posters' }], total: 1, lastPage: 1 } });
    if (path.startsWith('/api/contracts/'))
      return envelope({ data: { id: Number(path.split('/').pop()), name: 'Posters' } });
    if (path === '/api/collaborators')
      return envelope({
        data: {
          list: [{ userId: 2, nickname: 'Ada', email: 'ada@example.com' }],
          total: 1,
          lastPage: 1,
          limit: 2,
        },
      });
    if (call.method !== 'GET')
      return envelope({ data: { ids: (call.body?.ids as number[]) ?? [] } });
    return envelope({ data: { list: [], total: 0, lastPage: 1 } });
  });
  return calls;
}

/** The API client's error toasts, as the app binds them (app/api-bridge.ts). */
export function WithToasts({ children }: { children: ReactNode }) {
  useApiToasts();
  return children;
}

export const tokenCalls = (calls: Call[]) =>
  calls.filter((c) => c.method === 'GET' && c.url.pathname === '/api/tokens');
export const lastList = (calls: Call[]) => tokenCalls(calls).at(-1)!.url.searchParams;
export const listOf = (rows: Nft[], total = rows.length) => ({
  data: { list: rows, total, lastPage: Math.ceil(total / 10) },
});
