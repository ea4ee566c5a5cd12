import { vi } from 'vitest';
import type { Airdrop, DropView } from '@mintfront/domain';
import { ok, page, type Answer, type SentRequest } from '../../test/fake-api.ts';
import { ChunkXhr } from '../../test/fake-upload.ts';
import { ICON } from '../nfts/components/fake-nft-api.test-util.ts';
import { fakeSalesApi } from '../sell-orders/sale-test-api.test-util.ts';

// The server's answers to the launchpad screens in component tests; the server's own rules are
// tested against the real server (modules/drops, modules/airdrops).

export const PREVIEW_PATH = ICON;

export const dropView = (over: Partial<DropView> = {}): DropView => ({
  id: 1,
  name: 'Genesis',
  preview: PREVIEW_PATH,
  description: null,
  contractId: 3,
  status: 'Live',
  statusCode: 3,
  chain: 'local',
  address: '0x2222222222222222222222222222222222222222',
  openAt: '2026-02-01T00:00:00.000Z',
  total: 100,
  claimed: 12,
  remaining: 88,
  provenanceHash: `0x${'a'.repeat(64)}`,
  phases: [
    {
      index: 0,
      name: 'Allowlist',
      price: '0.01',
      startAt: '2026-01-01T00:00:00.000Z',
      endAt: '2026-01-02T00:00:00.000Z',
      whiteId: 8,
      holding: null,
      claimLimit: 2,
      unlimited: false,
      bulkDiscounts: [],
    },
  ],
  failReason: null,
  cancelledAt: null,
  createdAt: '2026-01-01T00:00:00.000Z',
  ...over,
});

export const airdrop = (over: Partial<Airdrop> = {}): Airdrop => ({
  id: 1,
  name: 'Welcome gift',
  preview: PREVIEW_PATH,
  preview_url: `/api/files/${PREVIEW_PATH}`,
  description: null,
  start_date: '2026-01-01T00:00:00.000Z',
  end_date: '2026-03-01T00:00:00.000Z',
  claim_limit: 1,
  white_id: null,
  material: null,
  status: 'Live',
  total: 5,
  claimed: 2,
  nfts: [
    { id: 12, title: 'Moon', icon_url: null, sale_id: 50, quantity: 5, claimed: 2 },
    { id: 11, title: 'Sun', icon_url: null, sale_id: 51, quantity: 1, claimed: 0 },
  ],
  created_at: '2026-01-01T00:00:00.000Z',
  ...over,
});

/**
 * Signs in as the owner of shop 9 and answers the pickers (as selling does), collections and the
 * chunked upload; `answer` decides the launchpad's own calls.
 */
export function fakeLaunchpadApi(
  answer: (request: SentRequest, url: URL) => Answer | undefined = () => undefined,
) {
  vi.stubGlobal('XMLHttpRequest', ChunkXhr);
  return fakeSalesApi((request, url) => {
    const own = answer(request, url);
    if (own) return own;
    if (url.pathname === '/api/contracts') return page([{ id: 3, name: 'Posters' }]);
    if (url.pathname === '/api/upload/chunks') return ok({ upload_id: 'x', chunks: [] });
    if (url.pathname === '/api/upload/merge')
      return ok({ path: PREVIEW_PATH, url: `/api/files/${PREVIEW_PATH}` });
    if (url.pathname === '/api/upload/check') return ok({ status: 1, path: PREVIEW_PATH });
    return undefined;
  });
}

/** The query of the newest GET to this path. */
export const queryOf = (api: ReturnType<typeof fakeLaunchpadApi>, path: string) =>
  new URL(api.last('GET', path)!.url, 'http://x').searchParams;
