import { PictureOutlined, RocketOutlined } from '@ant-design/icons';
import type { MenuEntry } from './route-types.ts';

/**
 * Menu groups that several areas' route files join: entries naming the same group show under one
 * heading, placed at the lowest `order` among them (see menu.tsx).
 */
export const menuGroups = {
  /** spec doc 1 §2 NFT: created NFTs, mystery boxes, import. */
  nft: { key: 'nft', label: 'nft', icon: <PictureOutlined /> },
  /** spec doc 2 §2 Launchpad (mask 128): airdrops and drops; raffles join it. */
  launchpad: { key: 'launchpad', label: 'launchpad', icon: <RocketOutlined /> },
} as const satisfies Record<string, NonNullable<MenuEntry['parent']>>;
