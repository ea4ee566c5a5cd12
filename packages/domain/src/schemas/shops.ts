import { z } from 'zod';
import { CHAIN_KEYS } from '../chains.ts';
import { recordId } from './common.ts';
import { anyPassword, domainLabel, storeName } from './fields.ts';

export const createShopBody = z.object({
  name: storeName,
  chain: z.enum(CHAIN_KEYS, { error: 'oneOf' }),
  subdomain: domainLabel,
});
export type CreateShopBody = z.infer<typeof createShopBody>;

export const SHOP_LIST_TYPES = ['owned', 'joined', 'closed'] as const;
export const shopsQuery = z.object({
  type: z.enum(SHOP_LIST_TYPES, { error: 'oneOf' }).default('owned'),
});

export const shopIdBody = z.object({ shop_id: recordId(z.coerce.number({ error: 'number' })) });
export const shopOpenBody = shopIdBody.extend({ password: anyPassword });
/** POST /api/shop/close: the owner's login password (spec doc 2 §6). */
export const shopCloseBody = z.object({ password: anyPassword });

/** Shop as the API answers it (spec doc 1 §3). */
export type Shop = {
  id: number;
  name: string;
  chain: string;
  subdomain: string;
  domain: string;
  icon: string | null;
  language: string;
  status: 'open' | 'closed';
  publishingStatus: 'published' | 'unpublished';
  storeOwnerName: string;
  storeOwnerEmail: string | null;
  storeOwnerWallet: string | null;
  payoutWalletAddress: string | null;
  visit: { password: boolean; message: string | null };
  closedAt: string | null;
  createdAt: string;
  /** The caller's effective permission mask in this shop. */
  allows: number;
  isOwner: boolean;
  setup: { customizeTheme: boolean; setUpDomain: boolean; createNft: boolean; sellNft: boolean };
};
