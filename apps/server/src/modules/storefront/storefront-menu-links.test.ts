import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, createShop, signUp, type TestApp } from '../../test/helper.ts';
import { domains } from '../domains/index.ts';
import { drops } from '../drops/drops.tables.ts';
import { getPage, liveThemeId, setPublished } from './storefront-test-kit.ts';

// issue 21: the launchpad pages are reached through menu links (docs/decisions.md "Launchpad
// pages in menus"); a menu item `/drop/{id}` must work on every host a store answers on.
let app: TestApp;
let sub: string;
let dropId: number;
let pageId: number;

const DAY = 86_400_000;
const at = (days: number) => new Date(Date.now() + days * DAY).toISOString();

beforeAll(async () => {
  app = await createTestApp();
  const as = await signUp(app);
  const shop = await createShop(app, as);
  const owner = { as, shopId: shop.id };
  sub = shop.subdomain;
  await setPublished(app, owner, { published: true });
  // The drop row is written directly: the storefront only reads it (drops has its chain tests).
  const [drop] = await app.db
    .insert(drops)
    .values({
      shopId: shop.id,
      creatorId: as.uid,
      name: 'Harbour Lights',
      preview: 'shop/p.png',
      contractId: 1,
      nftIds: [1, 2],
      chain: 'local',
      openAt: new Date(at(2)),
      phases: [
        {
          name: 'Public',
          price: '0.01',
          startAt: at(-1),
          endAt: at(1),
          whiteId: null,
          allowlist: [],
          merkleRoot: null,
          holding: null,
          claimLimit: null,
          bulkDiscounts: [],
        },
      ],
      provenanceHash: '0x00',
      state: 'ready',
    })
    .returning();
  dropId = drop!.id;
  pageId = (await call(app, 'POST', '/api/pages', { ...owner, body: { title: 'About' } })).body.data
    .id;
  const menu = await call(app, 'POST', '/api/navigation', {
    ...owner,
    body: {
      title: 'Explore',
      items: [
        { name: 'About', link: `/page/${pageId}` },
        { name: 'Mint', link: `/drop/${dropId}` },
      ],
    },
  });
  const themeId = await liveThemeId(app, owner);
  await call(app, 'PUT', `/api/themes/themeConfig/sectionConfig/${themeId}`, {
    ...owner,
    body: { section_id: 'footer', config: { menuIds: [menu.body.data.id] } },
  });
  await app.db
    .insert(domains)
    .values({ shopId: shop.id, domain: 'harbour.example.org', token: 't', status: 'valid' });
});
afterAll(() => app?.closeAll());

const HOSTS = [
  { form: '/s/{subdomain}/ on the main host', host: 'localhost:8080', base: () => `/s/${sub}` },
  { form: 'its subdomain', host: () => `${sub}.localhost:8080`, base: () => '' },
  { form: 'its own domain', host: 'harbour.example.org', base: () => '' },
];
const hostOf = (h: (typeof HOSTS)[number]) => (typeof h.host === 'string' ? h.host : h.host());

describe('a menu link to a drop on every host form of the store', () => {
  it.each(HOSTS)('on $form: the footer links the drop as it links a page', async (h) => {
    const base = h.base();
    const home = await getPage(app, `${base}/`, hostOf(h));
    expect(home.statusCode).toBe(200);
    expect(home.body).toContain(`href="${base}/page/${pageId}"`);
    expect(home.body).toContain(`href="${base}/drop/${dropId}"`);
  });

  it.each(HOSTS)('on $form: the link opens the drop page, with the menu around it', async (h) => {
    const base = h.base();
    const drop = await getPage(app, `${base}/drop/${dropId}`, hostOf(h));
    expect(drop.statusCode).toBe(200);
    expect(drop.body).toContain('Harbour Lights');
    expect(drop.body).toContain(`href="${base}/drop/${dropId}"`);
  });
});
