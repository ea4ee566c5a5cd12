import { z } from 'zod';
import { MASK, OWNER_ALLOWS, DEFAULT_COLLABORATOR_ALLOWS } from '../permissions.ts';
import { email } from './fields.ts';
import { percentToHundredths } from './payout-groups.ts';
import { zString } from './text.ts';

// Collaborators (spec doc 2 §3 Collaborator, §4 Inviting/Joined, §5 store fee ≤ 50%, doc 1 §6).

/**
 * The default plan limits (spec doc 2 §6 "maximum collaborators is set by the plan"; the values
 * are not in the spec: ours, see docs/decisions.md). The server's configuration may override
 * them (PLAN_COLLABORATOR_LIMITS). Shops have no plan column yet: every shop is on Free until
 * subscriptions arrive.
 */
export const PLAN_LIMITS = {
  free: { collaborators: 2 },
  basic: { collaborators: 5 },
  standard: { collaborators: 15 },
  advanced: { collaborators: 50 },
} as const satisfies Record<string, { collaborators: number }>;
export type Plan = keyof typeof PLAN_LIMITS;
export type PlanLimits = Record<Plan, { collaborators: number }>;
export const PLANS = Object.keys(PLAN_LIMITS) as Plan[];
export const DEFAULT_PLAN: Plan = 'free';

/** An invitation link is valid for 7 days and used once. */
export const INVITATION_TTL_MS = 7 * 24 * 3600 * 1000;
export const STORE_FEE_MAX = 50;

/** 1 Inviting, 2 Joined (spec doc 2 §4). */
export const COLLABORATOR_STATE = { inviting: 1, joined: 2 } as const;
export type CollaboratorState = (typeof COLLABORATOR_STATE)[keyof typeof COLLABORATOR_STATE];

/** The permission checkboxes of spec doc 1 §6, in the order the form shows them. */
export const PERMISSIONS: readonly { key: string; mask: number; en: string; zh: string }[] = [
  { key: 'nft', mask: MASK.nft, en: 'Manage NFTs', zh: '管理 NFT' },
  { key: 'collectionView', mask: MASK.collectionView, en: 'View collections', zh: '查看合集' },
  {
    key: 'collectionChange',
    mask: MASK.collectionChange,
    en: 'Create and change collections',
    zh: '创建和修改合集',
  },
  { key: 'sellOrders', mask: MASK.sellOrders, en: 'Sell orders', zh: '销售订单' },
  { key: 'revenue', mask: MASK.revenue, en: 'Revenue', zh: '收入' },
  { key: 'discounts', mask: MASK.discounts, en: 'Discounts', zh: '折扣' },
  { key: 'payoutGroup', mask: MASK.payoutGroup, en: 'Payout groups', zh: '分账组' },
  { key: 'whitelist', mask: MASK.whitelist, en: 'Whitelists', zh: '白名单' },
  {
    key: 'launchpad',
    mask: MASK.launchpad,
    en: 'NFT sale: launchpad and airdrops',
    zh: 'NFT 发售：发射台与空投',
  },
  { key: 'themes', mask: MASK.themes, en: 'Appearance: themes', zh: '外观：主题' },
  { key: 'pages', mask: MASK.pages, en: 'Appearance: pages', zh: '外观：页面' },
  { key: 'navigation', mask: MASK.navigation, en: 'Appearance: navigation', zh: '外观：导航' },
  { key: 'domains', mask: MASK.domains, en: 'Domains', zh: '域名' },
  {
    key: 'marketingGeneral',
    mask: MASK.marketingGeneral,
    en: 'Marketing: general',
    zh: '营销：通用',
  },
  { key: 'marketingSeo', mask: MASK.marketingSeo, en: 'Marketing: SEO', zh: '营销：SEO' },
  {
    key: 'marketingAnalytics',
    mask: MASK.marketingAnalytics,
    en: 'Marketing: analytics',
    zh: '营销：分析',
  },
  { key: 'blogPosts', mask: MASK.blogPosts, en: 'Blog posts', zh: '博客文章' },
  { key: 'blogCategories', mask: MASK.blogCategories, en: 'Blog categories', zh: '博客分类' },
];

const allows = z
  .number({ error: 'number' })
  .int({ error: 'invalid' })
  .min(0, { error: 'invalid' })
  .max(OWNER_ALLOWS, { error: 'invalid' });
const role = z
  .number({ error: 'number' })
  .int({ error: 'invalid' })
  .min(0, { error: 'invalid' })
  .max(100, { error: 'invalid' });
/** spec doc 2 §5: store fee at most 50%, 2 decimals; in hundredths. */
const storeFee = z.union([z.number(), zString()], { error: 'storeFeeMax' }).transform((v, ctx) => {
  const h = percentToHundredths(v);
  if (h === null || h > STORE_FEE_MAX * 100) {
    ctx.addIssue({ code: 'custom', message: 'storeFeeMax' });
    return z.NEVER;
  }
  return h;
});

export const collaboratorInviteBody = z.object({
  email,
  allows: allows.default(DEFAULT_COLLABORATOR_ALLOWS),
  role: role.default(0),
  store_fee: storeFee.default(0),
  require_approval: z.boolean({ error: 'invalid' }).default(false),
});
export type CollaboratorInviteBody = z.infer<typeof collaboratorInviteBody>;

export const collaboratorUpdateBody = z.object({
  allows: allows.optional(),
  role: role.optional(),
  store_fee: storeFee.optional(),
  require_approval: z.boolean({ error: 'invalid' }).optional(),
});
export type CollaboratorUpdateBody = z.infer<typeof collaboratorUpdateBody>;

export const collaboratorAcceptBody = z.object({
  token: zString({ error: 'required' })
    .trim()
    .min(1, { error: 'required' })
    .max(200, { error: 'invalid' }),
});

export type Permission = { key: string; mask: number; label: string };
export type Permissions = { list: Permission[]; defaultAllows: number };
export type Collaborator = {
  id: number;
  email: string;
  userId: number | null;
  nickname: string | null;
  wallet: string | null;
  allows: number;
  role: number;
  storeFee: string;
  requireApproval: boolean;
  state: CollaboratorState;
  expiresAt: string;
  createdAt: string;
};
