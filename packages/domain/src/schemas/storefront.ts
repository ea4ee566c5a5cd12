import { z } from 'zod';
import { pagingQuery, recordId } from './common.ts';
import { zString } from './text.ts';
import type { NftAttrs } from './nft-attrs.ts';
import type { SeoSettings } from './marketing.ts';

// The storefront's public calls (docs/API.md "Storefront (buyer) calls"): what a visitor sees.

/** How a storefront list is ordered. */
export const STORE_NFT_ORDERS = ['newest', 'oldest', 'title'] as const;
export type StoreNftOrder = (typeof STORE_NFT_ORDERS)[number];

/** GET /api/store/{subdomain}/nfts */
export const storeNftsQuery = pagingQuery.extend({
  collection: recordId(z.coerce.number({ error: 'number' })).optional(),
  category: recordId(z.coerce.number({ error: 'number' })).optional(),
  search: zString().trim().max(100, { error: 'tooLong' }).optional(),
  order_by: z.enum(STORE_NFT_ORDERS, { error: 'oneOf' }).default('newest'),
});
export type StoreNftsQuery = z.infer<typeof storeNftsQuery>;

/** How an NFT's content is shown, by its file type. */
export type ContentKind = 'image' | 'video' | 'audio' | 'model';

/** A store as its visitors see it (GET /api/store/{subdomain}). */
export type StoreFace = {
  subdomain: string;
  name: string;
  icon_url: string | null;
  language: 'en' | 'zh';
  chain: string;
  published: boolean;
  /** The store's SEO settings, which every page's head carries (empty texts, null files when unset). */
  seo: Pick<SeoSettings, 'title' | 'description' | 'favicon_url' | 'share_image_url'>;
  /** The analytics tracking ID the store's pages load Google's tag for; null when unset. */
  analytics_id: string | null;
};

/** An NFT in a storefront list. Never carries the unlockable text. */
export type StoreNftCard = {
  id: number;
  title: string;
  content_url: string;
  content_kind: ContentKind;
  /** The picture shown for video, audio or 3D content; null for an image. */
  preview_url: string | null;
  /** The list thumbnail (WebP, 320 px wide) of the picture a card shows; null when it has none (SVG, none stored). */
  thumbnail_url: string | null;
  collection_id: number;
  /** 'onSale' | 'soldOut' | 'offSale' */
  sale_status: 'onSale' | 'soldOut' | 'offSale';
  /** The NFT's live sell orders (Active or Open), newest first (docs/api.md "Selling"). */
  sell_orders?: StoreSellOrder[];
};

/** A sell order as the storefront shows it: what the buy button or the bid form needs. */
export type StoreSellOrder = {
  id: number;
  type: number;
  offer_mode: boolean;
  status: string;
  price: string | null;
  minimum_price: string | null;
  increment_rate: number;
  /** Left to buy now: surplus less pending checkouts. */
  available: number;
  quantity: number;
  currency: { symbol: string; address: string; decimals: number };
  start_at: string;
  end_at: string | null;
  open_at: string | null;
  has_discount: boolean;
  whitelist: boolean;
  /** How many one wallet may buy (pending checkouts counted); null: no limit. */
  wallet_limit?: number | null;
  material: { is_must: boolean; name: string | null; message: string | null } | null;
};

/** GET /api/store/{subdomain}/nft/{id} */
export type StoreNftDetail = StoreNftCard & {
  /** The picture the NFT page shows (WebP, at most 960 px wide); null when it has none (older uploads, GIF, SVG). */
  display_url: string | null;
  /** Plain text (a mystery box's rich text without its tags). */
  description: string | null;
  /** A mystery box's description as sanitised HTML (spec doc 1 §2 rich text); null for an NFT. */
  description_html: string | null;
  copies: number;
  type: number;
  token_id: string | null;
  contract_address: string | null;
  collection_name: string;
  attrs: NftAttrs;
  page_title: string | null;
  page_description: string | null;
};

/** GET /api/store/{subdomain}/collection/{id} */
export type StoreCollection = {
  id: number;
  name: string;
  description: string | null;
  icon_url: string | null;
  banner_url: string | null;
  address: string | null;
  type: 1 | 2;
};

/** A category as a storefront shows it. */
export type StoreCategory = { id: number; name: string; image_url: string | null };
