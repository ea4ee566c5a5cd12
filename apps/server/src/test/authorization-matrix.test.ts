import type { RouteOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OWNER_ALLOWS, PLAN_LIMITS } from '@mintfront/domain';
import { isUnguardedRoute, type Access } from '../platform/auth/access-plugin.ts';
import {
  call,
  createTestApp,
  createShop,
  inviteCollaborator,
  signIn,
  signUp,
  type Session,
  type SignedUp,
  type TestApp,
} from './helper.ts';

/**
 * Every route the server registers, with who may call it (docs/api.md "Access"). A route
 * without a row fails this test: an area adds its rows when it adds its routes.
 * `owner`: only the shop's owner, whatever a collaborator's mask holds.
 */
const MATRIX: Record<string, { access: Access; mask?: number; owner?: boolean }> = {
  'GET /api/health': { access: 'public' },
  'GET /api/config': { access: 'public' },
  'GET /api/registerVerification': { access: 'public' },
  'GET /api/account/check': { access: 'public' },
  'POST /api/verify/code': { access: 'public' },
  'POST /api/login': { access: 'public' },
  'POST /api/password/forgot/random': { access: 'public' },
  'POST /api/password/verification': { access: 'public' },
  // public: a reset_token needs no session; the old_password variant reads the caller's session
  'POST /api/password/update': { access: 'public' },
  'POST /api/logout': { access: 'user' },
  'GET /api/user/info': { access: 'user' },
  'PUT /api/user/info': { access: 'user' },
  'PUT /api/account/info': { access: 'user' },
  'PUT /api/user/language': { access: 'user' },
  'POST /api/tutorial/complete': { access: 'user' },
  'GET /api/register/investigation': { access: 'user' },
  'POST /api/register/investigation': { access: 'user' },
  'POST /api/shops': { access: 'user' },
  'GET /api/shops': { access: 'user' },
  'POST /api/shop/into': { access: 'user' },
  'PUT /api/shop/open': { access: 'user' },
  'GET /api/shop/info': { access: 'shop', mask: 0 },
  'POST /api/shop/close': { access: 'shop', mask: 0, owner: true },
  'GET /api/classification/default': { access: 'shop', mask: 0 },
  'POST /api/classification/default/set': { access: 'shop', mask: 0, owner: true },
  // Wallets (issue 4): sign-in with Ethereum and the store owner's wallet.
  'GET /api/wallet/random': { access: 'public' },
  'GET /api/wallet/sign': { access: 'user' },
  'POST /api/shop/wallet/bind': { access: 'shop', mask: 0, owner: true },
  // Collections (spec doc 1 §6: 2 view, 256 create/change).
  'GET /api/contracts': { access: 'shop', mask: 2 },
  'POST /api/contracts': { access: 'shop', mask: 256 },
  'POST /api/contracts/import': { access: 'shop', mask: 256 },
  'GET /api/contracts/:id': { access: 'shop', mask: 2 },
  'PUT /api/contracts/:id': { access: 'shop', mask: 256 },
  'GET /api/contract/status/:id': { access: 'shop', mask: 2 },
  // Contract-level metadata marketplaces read from contractURI() (no session).
  'GET /api/contract-metadata/:id': { access: 'public' },
  // NFTs (issue 5; spec doc 1 §6 mask 1). Approval checks the owner in the service (E119).
  'GET /api/tokens': { access: 'shop', mask: 1 },
  'POST /api/tokens': { access: 'shop', mask: 1 },
  'GET /api/tokens/:id': { access: 'shop', mask: 1 },
  'PUT /api/tokens/:id': { access: 'shop', mask: 1 },
  'DELETE /api/tokens/:id': { access: 'shop', mask: 1 },
  'PUT /api/tokens/batch/destroy': { access: 'shop', mask: 1 },
  'PUT /api/tokens/batch/examine/agree': { access: 'shop', mask: 1 },
  'PUT /api/tokens/batch/examine/refuse': { access: 'shop', mask: 1 },
  'POST /api/tokens/import': { access: 'shop', mask: 1 },
  'GET /api/token/owner/:id': { access: 'shop', mask: 1 },
  'POST /api/nft/minted/history': { access: 'shop', mask: 1 },
  'GET /api/secondary/:id': { access: 'shop', mask: 1 },
  // NFT bulk creation (issue 5; spec doc 1 §7, mask 1): paths of the spec, plus errors, report and template.
  'POST /api/tokens/multipleCreate': { access: 'shop', mask: 1 },
  'POST /api/tokens/multipleCreate/confirm': { access: 'shop', mask: 1 },
  'GET /api/tokens/multipleCreate/schedule': { access: 'shop', mask: 1 },
  'GET /api/tokens/multipleCreate/errors': { access: 'shop', mask: 1 },
  'GET /api/tokens/multipleCreate/report': { access: 'shop', mask: 1 },
  'GET /api/tokens/multipleCreate/template': { access: 'shop', mask: 1 },
  // Token metadata wallets and marketplaces read from tokenURI() (no session).
  'GET /api/token-metadata/:id': { access: 'public' },
  // Mystery boxes (issue 5; NFT pages, mask 1).
  'POST /api/boxes': { access: 'shop', mask: 1 },
  'GET /api/boxe/contents': { access: 'shop', mask: 1 },
  'GET /api/sale/box/minted': { access: 'shop', mask: 1 },
  'GET /api/boxes/availability': { access: 'shop', mask: 1 },
  'GET /api/classifications': { access: 'shop', mask: 0 },
  'POST /api/classifications': { access: 'shop', mask: 0, owner: true },
  'PUT /api/classifications/:id': { access: 'shop', mask: 0, owner: true },
  'GET /api/filters': { access: 'shop', mask: 0 },
  'POST /api/upload/chunk': { access: 'shop', mask: 0 },
  'GET /api/upload/chunks': { access: 'shop', mask: 0 },
  'DELETE /api/upload/chunks': { access: 'shop', mask: 0 },
  'POST /api/upload/merge': { access: 'shop', mask: 0 },
  'POST /api/upload/check': { access: 'shop', mask: 0 },
  'POST /api/upload/file': { access: 'shop', mask: 0 },
  'POST /api/upload/file/full': { access: 'shop', mask: 0 },
  // public: content-addressed files shown by <img> tags and storefronts, which send no session
  'GET /api/files/*': { access: 'public' },
  // Payout groups (issue 6; spec doc 2 §6 mask 32).
  'GET /api/payment/groups': { access: 'shop', mask: 32 },
  'POST /api/payment/groups': { access: 'shop', mask: 32 },
  'GET /api/payment/groups/default/wallet': { access: 'shop', mask: 32 },
  'PUT /api/payment/groups/default/wallet': { access: 'shop', mask: 32 },
  'GET /api/payment/groups/:id': { access: 'shop', mask: 32 },
  'PUT /api/payment/groups/:id': { access: 'shop', mask: 32 },
  'DELETE /api/payment/groups/:id': { access: 'shop', mask: 32 },
  'POST /api/bind/wallet': { access: 'shop', mask: 32 },
  // Whitelists (issue 6; mask 64).
  'GET /api/whites': { access: 'shop', mask: 64 },
  'POST /api/whites': { access: 'shop', mask: 64 },
  'POST /api/whites/upload': { access: 'shop', mask: 64 },
  'GET /api/whites/:id': { access: 'shop', mask: 64 },
  'PUT /api/whites/:id': { access: 'shop', mask: 64 },
  'DELETE /api/whites/:id': { access: 'shop', mask: 64 },
  // Discount codes (issue 6; mask 16).
  'GET /api/discounts': { access: 'shop', mask: 16 },
  'POST /api/discounts': { access: 'shop', mask: 16 },
  'GET /api/discounts/:id': { access: 'shop', mask: 16 },
  'PUT /api/discounts/:id': { access: 'shop', mask: 16 },
  'DELETE /api/discounts/:id': { access: 'shop', mask: 16 },
  // Payment tokens (issue 6; mask 32, the payout/money mask).
  'GET /api/currencys': { access: 'shop', mask: 32 },
  'POST /api/currencys': { access: 'shop', mask: 32 },
  'GET /api/currencys/verification/address': { access: 'shop', mask: 32 },
  'PUT /api/currencys/:id': { access: 'shop', mask: 32 },
  // Selling (issue 20; spec doc 2 §6 mask 4). Collaborators cancel only their own (in the service).
  'GET /api/sales': { access: 'shop', mask: 4 },
  'POST /api/sales': { access: 'shop', mask: 4 },
  'GET /api/sales/:id': { access: 'shop', mask: 4 },
  'POST /api/sales/cancel/:id': { access: 'shop', mask: 4 },
  'POST /api/sales/batch/cancel': { access: 'shop', mask: 4 },
  'GET /api/sales/history/:id': { access: 'shop', mask: 4 },
  'GET /api/offers': { access: 'shop', mask: 4 },
  'GET /api/sale/offer/status': { access: 'shop', mask: 4 },
  'POST /api/sale/offer/choice': { access: 'shop', mask: 4 },
  'GET /api/offer/unread': { access: 'shop', mask: 4 },
  'POST /api/sale/multiple/nfts/:type': { access: 'shop', mask: 4 },
  'GET /api/sale/multiple/nfts/status': { access: 'shop', mask: 4 },
  'POST /api/sale/multiple/nfts/upload/:type': { access: 'shop', mask: 4 },
  'GET /api/sale/multiple/nfts/upload/check/status': { access: 'shop', mask: 4 },
  'POST /api/sale/multiple/nfts/import/key': { access: 'shop', mask: 4 },
  'GET /api/sale/multiple/nfts/upload/status': { access: 'shop', mask: 4 },
  // The buyer's calls: signed in (a wallet account), no shop header (docs/API.md "Storefront (buyer) calls").
  'POST /api/store/:subdomain/checkout': { access: 'user' },
  'POST /api/store/:subdomain/bids': { access: 'user' },
  'GET /api/store/:subdomain/orders': { access: 'user' },
  'POST /api/store/:subdomain/checkout/:order_id/cancel': { access: 'user' },
  // Drops (issue 21): the buyer's claim (signed in) and the storefront's drop page (public).
  'POST /api/store/:subdomain/claims': { access: 'user' },
  'GET /api/store/:subdomain/drop/:id': { access: 'public' },
  // Drops (spec doc 2 §6: 128 launchpad and airdrop).
  'POST /api/drop/store': { access: 'shop', mask: 128 },
  'GET /api/drop': { access: 'shop', mask: 128 },
  'GET /api/drop/show/:id': { access: 'shop', mask: 128 },
  'POST /api/drop/cancel/:id': { access: 'shop', mask: 128 },
  'GET /api/drop/nft/:id': { access: 'shop', mask: 128 },
  'GET /api/drop/nft/claim/:id/:x': { access: 'shop', mask: 128 },
  // A revealed drop's token metadata, read from tokenURI() (no session).
  'GET /api/drop/:id/art/:n': { access: 'public' },
  // Airdrops (issue 21; spec doc 2 §6 mask 128 launchpad and airdrop) and the buyer's claim.
  'POST /api/airdrop': { access: 'shop', mask: 128 },
  'GET /api/airdrop': { access: 'shop', mask: 128 },
  'GET /api/airdrop/:id': { access: 'shop', mask: 128 },
  'GET /api/airdrop/nft/:id': { access: 'shop', mask: 128 },
  'POST /api/airdrop/cancel/:id': { access: 'shop', mask: 128 },
  'GET /api/airdrop/nft/claim/:id/:x': { access: 'shop', mask: 128 },
  'GET /api/store/:subdomain/airdrops/:id': { access: 'public' },
  // Raffles (issue 21; paths ours, mask 128) and the buyer's entry, view and claim.
  'GET /api/raffles': { access: 'shop', mask: 128 },
  'POST /api/raffles': { access: 'shop', mask: 128 },
  'GET /api/raffles/:id': { access: 'shop', mask: 128 },
  'POST /api/raffles/:id/draw': { access: 'shop', mask: 128 },
  'POST /api/raffles/:id/cancel': { access: 'shop', mask: 128 },
  'GET /api/store/:subdomain/raffles/:id': { access: 'public' },
  'POST /api/store/:subdomain/raffles/:id/entries': { access: 'user' },
  'POST /api/store/:subdomain/raffles/:id/claim': { access: 'user' },
  // Raffle income (spec doc 2 §7 Revenue; revenue mask 8).
  'GET /api/income/raffle': { access: 'shop', mask: 8 },
  // The storefront (issue 24): what any visitor of a store sees (docs/API.md "Storefront").
  'GET /api/store/:subdomain': { access: 'public' },
  'GET /api/store/:subdomain/nfts': { access: 'public' },
  'GET /api/store/:subdomain/nft/:id': { access: 'public' },
  'GET /api/store/:subdomain/collection/:id': { access: 'public' },
  // Collaborators (issue 6): only the owner manages them; the invited user accepts.
  'GET /api/permissions': { access: 'shop', mask: 0 },
  'GET /api/collaborators': { access: 'shop', mask: 0, owner: true },
  'POST /api/collaborators': { access: 'shop', mask: 0, owner: true },
  'POST /api/collaborators/accept': { access: 'user' },
  'GET /api/collaborators/:id': { access: 'shop', mask: 0, owner: true },
  'PUT /api/collaborators/:id': { access: 'shop', mask: 0, owner: true },
  'DELETE /api/collaborators/:id': { access: 'shop', mask: 0, owner: true },
  // Appearance (issue 24; spec doc 2 §6: 512 themes, 1024 pages, 2048 navigation, 4096 domains).
  'GET /api/themes': { access: 'shop', mask: 512 },
  'POST /api/themes': { access: 'shop', mask: 512 },
  'DELETE /api/themes/:id': { access: 'shop', mask: 512 },
  'GET /api/themes/themeConfig/:id': { access: 'shop', mask: 512 },
  'PUT /api/themes/themeConfig/layout/:id': { access: 'shop', mask: 512 },
  'PUT /api/themes/themeConfig/sectionConfig/:id': { access: 'shop', mask: 512 },
  'PUT /api/themes/themeConfig/globalConfig/:id': { access: 'shop', mask: 512 },
  'PUT /api/themes/themeConfig/themeColor/:id': { access: 'shop', mask: 512 },
  'PUT /api/themes/themeConfig/store/:id': { access: 'shop', mask: 512 },
  'POST /api/themes/preview': { access: 'shop', mask: 512 },
  'GET /api/theme/page/list': { access: 'shop', mask: 512 },
  'GET /api/pages': { access: 'shop', mask: 1024 },
  'POST /api/pages': { access: 'shop', mask: 1024 },
  'GET /api/page/:id': { access: 'shop', mask: 1024 },
  'PUT /api/page/:id': { access: 'shop', mask: 1024 },
  'DELETE /api/page/:id': { access: 'shop', mask: 1024 },
  'GET /api/navigations': { access: 'shop', mask: 2048 },
  'GET /api/navigation/page/list': { access: 'shop', mask: 2048 },
  'POST /api/navigation': { access: 'shop', mask: 2048 },
  'GET /api/navigation/:id': { access: 'shop', mask: 2048 },
  'PUT /api/navigation/:id': { access: 'shop', mask: 2048 },
  'DELETE /api/navigation/:id': { access: 'shop', mask: 2048 },
  // The storefront head's SEO settings (issue 24; spec doc 2 §6 Marketing SEO 16384).
  'GET /api/marketing/common/seo': { access: 'shop', mask: 16384 },
  'PUT /api/marketing/common/seo': { access: 'shop', mask: 16384 },
  'GET /api/marketing/common/analytics': { access: 'shop', mask: 32768 },
  'PUT /api/marketing/common/analytics': { access: 'shop', mask: 32768 },
  'GET /api/domains': { access: 'shop', mask: 4096 },
  'POST /api/domains': { access: 'shop', mask: 4096 },
  'GET /api/domains/valid': { access: 'shop', mask: 4096 },
  'PUT /api/domain/main/update': { access: 'shop', mask: 4096 },
  'PUT /api/domain/:id': { access: 'shop', mask: 4096 },
  'DELETE /api/domain/:id': { access: 'shop', mask: 4096 },
  // public: Caddy's on-demand TLS asks with no session; the route answers only loopback without a proxy header
  'GET /api/tls/ask': { access: 'public' },
};

const ACCESS_ERRORS = [401, 40003, 40012, 40300];
const MISSING_SHOP_ID = 987654321;
/** Calls that end the session they are made with: those rows sign in sessions of their own. */
const ENDS_SESSION = new Set(['POST /api/logout']);
/** Each distinct mask of a shop row: one collaborator holds exactly it, one holds every bit but it. */
const SHOP_MASKS = [
  ...new Set(
    Object.values(MATRIX)
      .filter((row) => row.access === 'shop')
      .map((row) => row.mask ?? 0),
  ),
];

const registered = new Map<string, RouteOptions>();
const headTwins = new Map<string, RouteOptions>();
let app: TestApp;
let owner: SignedUp, stranger: SignedUp;
let shopId: number;
/** Real collaborators (invited by the owner, accepted from the mailed link), by mask. */
const holding = new Map<number, Session>();
const lacking = new Map<number, Session>();

beforeAll(async () => {
  // Two collaborators per mask exceed the Free plan's cap: this app's plan allows them.
  const planLimits = { ...PLAN_LIMITS, free: { collaborators: 2 * SHOP_MASKS.length } };
  app = await createTestApp(
    { planLimits },
    {
      onRoute(route) {
        // Documented rule: the OpenAPI pages (/api/docs…) and the console's files (outside /api)
        // are open to everyone and carry no access config; isUnguardedRoute is the same rule
        // the access hook applies.
        if (isUnguardedRoute(route.url)) return;
        // exposeHeadRoutes: Fastify adds a HEAD twin of every GET route, checked against it below.
        if (route.method === 'HEAD') return void headTwins.set(route.url, route);
        for (const method of [route.method].flat()) registered.set(`${method} ${route.url}`, route);
      },
    },
  );
  owner = await signUp(app);
  shopId = (await createShop(app, owner)).id;
  stranger = await signUp(app);
  await createShop(app, stranger);
  for (const mask of SHOP_MASKS) {
    holding.set(mask, (await inviteCollaborator(app, owner, shopId, { allows: mask })).who);
    lacking.set(
      mask,
      (await inviteCollaborator(app, owner, shopId, { allows: OWNER_ALLOWS & ~mask })).who,
    );
  }
}, 120_000);
afterAll(async () => app?.closeAll());

it('has a row for every registered route, and a registered route for every row', () => {
  expect([...registered.keys()].filter((k) => !(k in MATRIX))).toEqual([]);
  expect(Object.keys(MATRIX).filter((k) => !registered.has(k))).toEqual([]);
});

it('answers HEAD on every GET route, and only there, with the GET route access config', () => {
  const gets = [...registered.keys()]
    .filter((k) => k.startsWith('GET '))
    .map((k) => k.slice('GET '.length));
  expect([...headTwins.keys()].sort()).toEqual(gets.sort());
  for (const url of gets)
    expect({ url, config: headTwins.get(url)?.config }).toEqual({
      url,
      config: registered.get(`GET ${url}`)?.config,
    });
});

it('matches each route config to its row', () => {
  for (const [key, row] of Object.entries(MATRIX)) {
    const config = registered.get(key)?.config as
      { access?: string; mask?: number; owner?: boolean } | undefined;
    expect({
      key,
      access: config?.access,
      mask: config?.mask ?? 0,
      owner: config?.owner ?? false,
    }).toEqual({
      key,
      access: row.access,
      mask: row.mask ?? 0,
      owner: row.owner ?? false,
    });
  }
});

describe.each(Object.entries(MATRIX))('%s', (key, row) => {
  const [method, url] = key.split(' ') as [string, string];
  const mask = row.mask ?? 0;
  let asOwner: Session, asStranger: Session;

  beforeAll(async () => {
    const fresh = ENDS_SESSION.has(key);
    [asOwner, asStranger] = fresh
      ? await Promise.all([signIn(app, owner), signIn(app, stranger)])
      : [owner, stranger];
  });
  // A download (an XLSX, not the JSON envelope) means the call got past every access check: 0.
  const statusOf = async (opts: Parameters<typeof call>[3]) =>
    (
      await call(app, method, url, opts).catch((e: unknown) =>
        e instanceof SyntaxError ? { body: { statusCode: 0 } } : Promise.reject(e),
      )
    ).body.statusCode;

  it('anonymous caller', async () => {
    const code = await statusOf({});
    if (row.access === 'public') expect(ACCESS_ERRORS).not.toContain(code);
    else expect(code).toBe(401);
  });

  if (row.access !== 'public')
    it('spoofed X-User-Id', async () => {
      expect(
        await statusOf({ as: asOwner, shopId, headers: { 'x-user-id': String(stranger.uid) } }),
      ).toBe(401);
    });

  if (row.access === 'shop')
    it('user of another shop', async () => {
      expect(await statusOf({ as: asStranger, shopId })).toBe(40003);
    });

  if (row.access === 'shop')
    it('shop id that does not exist', async () => {
      expect(await statusOf({ as: asOwner, shopId: MISSING_SHOP_ID })).toBe(40003);
    });

  if (row.access === 'shop')
    it('shop route without X-Shop-Id', async () => {
      expect(await statusOf({ as: asOwner })).toBe(40012);
    });

  if (row.access === 'shop')
    it(`collaborator holding exactly mask ${mask}`, async () => {
      const code = await statusOf({ as: holding.get(mask)!, shopId });
      if (row.owner) expect(code).toBe(40300);
      else expect(ACCESS_ERRORS).not.toContain(code);
    });

  if (row.access === 'shop')
    it('collaborator holding every bit but the mask', async () => {
      const code = await statusOf({ as: lacking.get(mask)!, shopId });
      // mask 0: no mask applies, so only an owner-only route refuses the collaborator
      if (mask !== 0 || row.owner) expect(code).toBe(40300);
      else expect(ACCESS_ERRORS).not.toContain(code);
    });

  it('owner', async () => {
    const code = await statusOf({
      as: asOwner,
      shopId: row.access === 'shop' ? shopId : undefined,
    });
    expect(ACCESS_ERRORS).not.toContain(code);
  });
});
