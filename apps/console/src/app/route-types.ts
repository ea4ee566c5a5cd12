import type { ComponentType, LazyExoticComponent, ReactNode } from 'react';
import type { en } from '../i18n/en/index.ts';

type MenuLabel = keyof typeof en.layout.menu;

/** Where a route lives: outside any guard, signed in only, or in the main layout of a shop. */
export type Access = 'public' | 'user' | 'shop';

export type MenuEntry = {
  label: MenuLabel;
  icon?: ReactNode;
  order: number;
  parent?: { key: string; label: MenuLabel; icon?: ReactNode };
  /** Shown after the label, e.g. a count of unread offers (it asks the server itself); may be lazy. */
  badge?: ComponentType;
};

/** One route of spec §2, as an area declares it in its <area>.routes.tsx. */
export type ConsoleRoute = {
  /** Absolute for public/user routes ('/login'); relative to '/' for shop routes ('home'). */
  path: string;
  access: Access;
  /** Spec §6 permission mask; shop routes only; 0 opens to every member. */
  mask?: number;
  /** Only the store owner, whatever a collaborator's mask holds (the server's `owner: true`). */
  owner?: boolean;
  screen?: LazyExoticComponent<ComponentType>;
  redirectTo?: string;
  menu?: MenuEntry;
  /** The menu entry a route without one highlights (its list), e.g. 'NFT/CreatedNFT' for 'single'. */
  menuOf?: string;
  /** A shop route outside the main layout (spec doc 2 §2: the theme editor), the whole window its own. */
  fullScreen?: boolean;
};
