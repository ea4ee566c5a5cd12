import type { LinkTarget } from '@mintfront/domain';
import type { Db } from '../../platform/db/db-client.ts';
import { listPage } from '../../platform/db/repo-helper.ts';
import { airdropLinkTargets } from '../airdrops/index.ts';
import { dropLinkTargets } from '../drops/index.ts';
import { pageLinkTargets } from '../pages/index.ts';
import { raffleLinkTargets } from '../raffles/index.ts';

/**
 * Where a menu item or a section may link inside the store (docs/api.md): home, every page, and
 * the drops, airdrops and raffles not cancelled and not ended (docs/decisions.md "Launchpad
 * pages in menus": a menu link is how the store's site reaches them).
 */
export async function linkTargets(db: Db, shopId: number, now = new Date()) {
  const list: LinkTarget[] = [
    { kind: 'home', name: 'Home', link: '/' },
    ...(await pageLinkTargets(db, shopId)),
    ...(await dropLinkTargets(db, shopId, now)),
    ...(await airdropLinkTargets(db, shopId, now)),
    ...(await raffleLinkTargets(db, shopId, now)),
  ];
  return listPage(list, list.length, Math.max(list.length, 1));
}
