import { vi } from 'vitest';
import {
  MASK,
  OWNER_ALLOWS,
  hasPermission,
  type Collection,
  type Nft,
  type NftDetail,
} from '@mintfront/domain';
import { fail, fakeApi, ok, page, type Answer } from '../../../test/fake-api.ts';
import { ChunkXhr } from '../../../test/fake-upload.ts';

// The server's answers to the NFT form in component tests (test/fake-api.ts); the server's own
// rules are tested against the real server (tokens.test.ts).

export const ICON = `ab/cd/${'e'.repeat(64)}.png`;

const collection = (id: number, name: string, over: Partial<Collection> = {}): Collection => ({
  id,
  name,
  title: name,
  symbol: 'MFT',
  type: 2,
  source: 0,
  status: 1,
  icon: null,
  icon_url: null,
  icon_thumbnail: null,
  icon_thumbnail_url: null,
  banner: null,
  banner_url: null,
  description: null,
  page_title: null,
  page_description: null,
  page_url: null,
  royalties: 10,
  category: [],
  chain: 'local',
  address: `0x${String(id).repeat(40)}`,
  txHash: null,
  failReason: null,
  createdAt: '2026-01-01T00:00:00Z',
  ...over,
});

/** Deployed: Posters (3). Not offered: a Processing one and an imported one. */
export const COLLECTIONS = [
  collection(3, 'Posters'),
  collection(4, 'Still deploying', { status: 0, address: null }),
  collection(5, 'Imported', { source: 1 }),
];
export const CATEGORIES = [
  { classificationId: 1, name: 'Art', status: 1 },
  { classificationId: 4, name: 'Music', status: 1 },
];

export const nft = (over: Partial<NftDetail> = {}): NftDetail => ({
  id: 42,
  title: 'Moon',
  icon: ICON,
  icon_url: `/api/files/${ICON}`,
  type: 2,
  copies: 5,
  total_minted: 5,
  order_no: 1,
  contract_id: 3,
  contract_address: COLLECTIONS[0]!.address,
  royalties: 7.5,
  rank: 2,
  category: [4],
  uid: 1,
  status: 1,
  link: '/nft/42',
  description: 'Full moon',
  page_title: 'Moon page',
  page_description: null,
  page_url: null,
  attrs: {
    properties: [['Colour', 'Blue']],
    levels: [['Speed', 3, 5]],
    stats: [],
    boosts: [['Luck', 10]],
    date: [['Drop', '2024-03-01']],
  },
  is_locked: true,
  unlockable_content: 'code 42',
  token_id: '1',
  tx_hash: null,
  reason: null,
  ever_on_sale: false,
  views: 0,
  likes: 0,
  createdAt: '2026-01-01T00:00:00Z',
  chain: null,
  ...over,
});

/** A preview image uploaded as `nftPreview`. */
export const PREVIEW = `ab/cd/${'f'.repeat(64)}.png`;

/** The stored path of an upload: ICON for a PNG of NFT content, else one with the file's extension (a preview image: PREVIEW). */
function storedPathOf({ file_name, kind }: { file_name: string; kind: string }) {
  if (kind === 'nftPreview') return PREVIEW;
  return ICON.replace('.png', `.${file_name.slice(file_name.lastIndexOf('.') + 1).toLowerCase()}`);
}

/**
 * Answers the calls of the NFT form: the shop (its owner, or a member with `allows`), collections,
 * categories, the chunked upload, and GET/POST/PUT /api/tokens. `save` decides the answer to the
 * POST or PUT. Signs in to shop 9.
 */
export function fakeNftApi(
  options: {
    detail?: NftDetail;
    save?: (body: unknown) => Answer | Response;
    allows?: number;
  } = {},
) {
  vi.stubGlobal('XMLHttpRequest', ChunkXhr);
  const allows = options.allows ?? OWNER_ALLOWS;
  const api = fakeApi(({ method, url, body }) => {
    if (url.startsWith('/api/shop/info'))
      return ok({ id: 9, isOwner: options.allows === undefined, allows });
    // The server's rule: listing collections needs collection view (mask 2).
    if (url.startsWith('/api/contracts'))
      return hasPermission(allows, MASK.collectionView)
        ? page(COLLECTIONS)
        : fail(40300, 'You do not have permission for this action');
    if (url.startsWith('/api/classifications')) return page(CATEGORIES);
    if (url.startsWith('/api/upload/chunks')) return ok({ upload_id: 'x', chunks: [] });
    if (url.startsWith('/api/upload/merge')) {
      const path = storedPathOf(body as { file_name: string; kind: string });
      return ok({ path, url: `/api/files/${path}` });
    }
    if (url.startsWith('/api/upload/check')) return ok({ status: 1, path: ICON });
    if (url.startsWith('/api/tokens') && (method === 'POST' || method === 'PUT')) {
      return options.save
        ? options.save(body)
        : ok({ ...nft(), ...(body as object), id: options.detail?.id ?? 77, status: 5 } as Nft);
    }
    if (url.startsWith('/api/tokens/') && options.detail) return ok(options.detail);
    return undefined;
  });
  return {
    ...api,
    /** The last POST or PUT to /api/tokens. */
    saved: () =>
      api.sent.filter((r) => r.url.startsWith('/api/tokens') && r.method !== 'GET').at(-1),
  };
}
