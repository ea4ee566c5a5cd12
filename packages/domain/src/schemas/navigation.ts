import { z } from 'zod';
import { pagingQuery } from './common.ts';
import { storeLink } from './fields.ts';
import { zString } from './text.ts';

// Navigation menus of the store's site (spec doc 2 §3 Navigation menu, §5, §7 "Navigation").

/** spec doc 2 §5 / §9: a menu holds up to 5 items. */
export const MENU_ITEMS_MAX = 5;
export const MENU_TITLE_MAX = 60;
export const MENU_ITEM_NAME_MAX = 60;

export const navigationItem = z.object({
  name: zString({ error: 'required' })
    .trim()
    .min(1, { error: 'required', abort: true })
    .max(MENU_ITEM_NAME_MAX, { error: 'tooLong' }),
  link: storeLink,
});

/** POST /api/navigation and PUT /api/navigation/{id}. */
export const navigationBody = z.object({
  title: zString({ error: 'required' })
    .trim()
    .min(1, { error: 'required', abort: true })
    .max(MENU_TITLE_MAX, { error: 'tooLong' }),
  items: z
    .array(navigationItem, { error: 'invalid' })
    .max(MENU_ITEMS_MAX, { error: 'tooManyItems' })
    .default([]),
});
export type NavigationBody = z.output<typeof navigationBody>;

export const navigationsQuery = pagingQuery.extend({
  search: zString().trim().max(MENU_TITLE_MAX, { error: 'tooLong' }).optional(),
});
export type NavigationsQuery = z.output<typeof navigationsQuery>;

export type NavigationMenu = {
  id: number;
  title: string;
  items: { name: string; link: string }[];
  createdAt: string;
  updatedAt: string;
};

/** A place of the store's site a link can point to (GET /api/navigation/page/list, /api/theme/page/list). */
export type LinkTarget = {
  kind: 'home' | 'page' | 'collection' | 'nfts' | 'drop' | 'airdrop' | 'raffle';
  name: string;
  link: string;
};
