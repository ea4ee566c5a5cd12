import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { DEFAULT_COLLABORATOR_ALLOWS, MASK, OWNER_ALLOWS } from '@mintfront/domain';
import { renderRoutes, renderWithProviders } from '../test/render.tsx';
import { menuGroups } from './menu-groups.tsx';
import { activeMenuKey, buildMenuItems, menuGroupOf } from './menu.tsx';
import { consoleRoutes } from './router.tsx';
import type { ConsoleRoute } from './route-types.ts';
import { SideMenu } from './side-menu.tsx';

const keysOf = (items: ReturnType<typeof buildMenuItems>): string[] =>
  items.flatMap((i) =>
    i && 'children' in i && i.children
      ? [String(i.key), ...keysOf(i.children)]
      : i
        ? [String(i.key)]
        : [],
  );

const routes: ConsoleRoute[] = [
  { path: 'home', access: 'shop', mask: MASK.guide, menu: { label: 'home', order: 0 } },
  {
    path: 'Settings/general',
    access: 'shop',
    mask: MASK.none,
    menu: { label: 'settingsGeneral', order: 9, parent: { key: 'settings', label: 'settings' } },
  },
  { path: 'Revenue', access: 'shop', mask: MASK.revenue, menu: { label: 'home', order: 5 } },
];

describe('side menu (spec §6 masks)', () => {
  it('the owner sees every entry of the areas that work now', () => {
    expect(keysOf(buildMenuItems(consoleRoutes, OWNER_ALLOWS, (k) => k, true))).toEqual([
      '/home',
      'nft',
      '/NFT/CreatedNFT',
      '/NFT/MysteryBox',
      '/NFT/ImportNFT',
      '/Collection',
      'sellOrders',
      '/SellOrder',
      '/SellOrder/offers',
      '/timing/tipaimai',
      '/CreateSellOrder',
      '/CreateMultipleSellOrders',
      'launchpad',
      '/Launchpad/Airdrop',
      '/Launchpad/Drop',
      '/Raffle',
      '/Discount',
      'appearance',
      '/Appearance/Theme',
      '/Appearance/Pages',
      '/Appearance/Navigation',
      '/Appearance/Domain',
      'marketing',
      '/Marketing/General',
      'settings',
      '/Settings/general',
      '/Settings/category',
      '/Settings/payoutGroup',
      '/Settings/team',
      '/Settings/token',
      '/Settings/whiteList',
    ]);
  });

  it('shows the Raffle entry under Launchpad with the launchpad mask (128) only', () => {
    const keys = (allows: number) => keysOf(buildMenuItems(consoleRoutes, allows, (k) => k));
    expect(keys(MASK.launchpad)).toEqual(expect.arrayContaining(['launchpad', '/Raffle']));
    expect(keys(OWNER_ALLOWS & ~MASK.launchpad)).not.toContain('/Raffle');
  });

  it('shows each Appearance entry with its own mask only (512, 1024, 2048, 4096)', () => {
    const keys = (allows: number) => keysOf(buildMenuItems(consoleRoutes, allows, (k) => k));
    expect(keys(MASK.themes)).toContain('/Appearance/Theme');
    expect(keys(MASK.themes)).not.toContain('/Appearance/Pages');
    expect(keys(MASK.pages)).toContain('/Appearance/Pages');
    expect(keys(MASK.pages)).not.toContain('/Appearance/Theme');
    expect(keys(MASK.navigation)).toContain('/Appearance/Navigation');
    expect(keys(MASK.domains)).toContain('/Appearance/Domain');
    expect(keys(MASK.nft)).not.toContain('appearance');
  });

  it('hides the owner-only Team entry from a collaborator holding every bit', () => {
    expect(keysOf(buildMenuItems(consoleRoutes, OWNER_ALLOWS, (k) => k))).not.toContain(
      '/Settings/team',
    );
  });

  it('shows Collections with the collection view bit (mask 2) only', () => {
    expect(keysOf(buildMenuItems(consoleRoutes, MASK.collectionView, (k) => k))).toContain(
      '/Collection',
    );
    expect(keysOf(buildMenuItems(consoleRoutes, MASK.nft, (k) => k))).not.toContain('/Collection');
  });

  it('a default collaborator (204671) holds the guide bits and sees Home', () => {
    expect(keysOf(buildMenuItems(consoleRoutes, DEFAULT_COLLABORATOR_ALLOWS, (k) => k))).toContain(
      '/home',
    );
  });

  it('shows the NFT group (mask 1) with Created NFTs, and hides it without the NFT bit', () => {
    const items = buildMenuItems(consoleRoutes, MASK.nft, (k) => k);
    const group = items.find((i) => i?.key === 'nft') as
      { children: { key: string }[] } | undefined;
    expect(group?.children.map((c) => c.key)).toContain('/NFT/CreatedNFT');
    expect(keysOf(buildMenuItems(consoleRoutes, MASK.collectionView, (k) => k))).not.toContain(
      'nft',
    );
  });

  it('entries of different route files naming the same group form one group, at its lowest order', () => {
    const joined: ConsoleRoute[] = [
      {
        path: 'Collection',
        access: 'shop',
        mask: MASK.none,
        menu: { label: 'collections', order: 200 },
      },
      {
        path: 'NFT/MysteryBox',
        access: 'shop',
        mask: MASK.nft,
        menu: { label: 'mysteryBoxes', order: 110, parent: menuGroups.nft },
      },
      {
        path: 'NFT/CreatedNFT',
        access: 'shop',
        mask: MASK.nft,
        menu: { label: 'createdNfts', order: 100, parent: menuGroups.nft },
      },
    ];
    expect(keysOf(buildMenuItems(joined, MASK.nft, (k) => k))).toEqual([
      'nft',
      '/NFT/CreatedNFT',
      '/NFT/MysteryBox',
      '/Collection',
    ]);
  });

  it('hides the entries whose mask the member lacks', () => {
    expect(keysOf(buildMenuItems(routes, MASK.nft, (k) => k))).toEqual([
      'settings',
      '/Settings/general',
    ]);
    expect(keysOf(buildMenuItems(routes, MASK.revenue, (k) => k))).toEqual([
      '/Revenue',
      'settings',
      '/Settings/general',
    ]);
  });

  it('renders only the permitted entries in the navigation landmark', async () => {
    renderWithProviders(<SideMenu routes={routes} allows={MASK.collectionView} />);
    const nav = await screen.findByRole('navigation', { name: 'Main navigation' });
    expect(within(nav).getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/home');
    expect(within(nav).queryAllByRole('link', { name: 'Home' })).toHaveLength(1);
    expect(within(nav).getByText('Settings')).toBeInTheDocument();
  });

  it('renders no Home entry for a member without the guide bits', async () => {
    renderWithProviders(<SideMenu routes={routes} allows={MASK.nft} />);
    const nav = await screen.findByRole('navigation', { name: 'Main navigation' });
    expect(within(nav).queryByRole('link', { name: 'Home' })).not.toBeInTheDocument();
  });
});

describe('side menu: where am I (issue 22)', () => {
  it.each([
    ['/NFT/CreatedNFT', '/NFT/CreatedNFT'],
    ['/single', '/NFT/CreatedNFT'],
    ['/specifics', '/NFT/CreatedNFT'],
    ['/multiple', '/NFT/CreatedNFT'],
    ['/CreateMysteryBox', '/NFT/MysteryBox'],
    ['/Collection/CollectionDetail/4', '/Collection'],
    ['/Collection/CreatCollection', '/Collection'],
    ['/Discount/changeDiscount/3', '/Discount'],
    ['/SellOrder/details/9', '/SellOrder'],
    ['/SellOrder/offers', '/SellOrder/offers'],
    ['/CreateSellOrder/auction', '/CreateSellOrder'],
    ['/Appearance/Pages/create', '/Appearance/Pages'],
    ['/Settings/general', '/Settings/general'],
    ['/DropDetail/5', '/Launchpad/Drop'],
    ['/CreateDrop', '/Launchpad/Drop'],
    ['/AirdropDetail/2', '/Launchpad/Airdrop'],
    ['/Launchpad/CreateAirdrop', '/Launchpad/Airdrop'],
  ])('%s highlights %s', (pathname, key) => {
    expect(activeMenuKey(consoleRoutes, pathname)).toBe(key);
  });

  it('NFT pages open the NFT group; settings pages the Settings group', () => {
    expect(menuGroupOf(consoleRoutes, activeMenuKey(consoleRoutes, '/single'))).toBe('nft');
    expect(menuGroupOf(consoleRoutes, activeMenuKey(consoleRoutes, '/Settings/team'))).toBe(
      'settings',
    );
    expect(menuGroupOf(consoleRoutes, activeMenuKey(consoleRoutes, '/Discount'))).toBeNull();
  });

  it('opens and highlights the group of the page only: Settings stays closed on an NFT page', async () => {
    const { router } = renderRoutes(
      [{ path: '*', element: <SideMenu routes={consoleRoutes} allows={OWNER_ALLOWS} isOwner /> }],
      { at: '/single' },
    );
    const nav = await screen.findByRole('navigation', { name: 'Main navigation' });
    const created = within(nav).getByRole('link', { name: 'Created NFTs' });
    expect(created.closest('li')).toHaveClass('ant-menu-item-selected');
    expect(within(nav).getByText('NFT').closest('li')).toHaveClass('ant-menu-submenu-selected');
    expect(within(nav).getByText('NFT').closest('li')).toHaveClass('ant-menu-submenu-open');
    expect(within(nav).getByText('Settings').closest('li')).not.toHaveClass(
      'ant-menu-submenu-open',
    );
    await router.navigate('/Settings/general');
    await waitFor(() =>
      expect(within(nav).getByText('Settings').closest('li')).toHaveClass('ant-menu-submenu-open'),
    );
  });
});
