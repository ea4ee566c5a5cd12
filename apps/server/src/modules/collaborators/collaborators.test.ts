import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_COLLABORATOR_ALLOWS, MASK, PLAN_LIMITS } from '@mintfront/domain';
import {
  call,
  createShop,
  createTestApp,
  invitationToken,
  inviteCollaborator,
  signUp,
  type Invitation,
  type SignedUp,
  type TestApp,
} from '../../test/helper.ts';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(async () => app?.closeAll());

const mailedToken = (email: string) => invitationToken(app, email);

async function ownerWithShop(on = app) {
  const owner = await signUp(on);
  const shop = await createShop(on, owner);
  return { owner, shopId: shop.id };
}

/** Invites a new user through the API and accepts from the mailed link: a real collaborator. */
const realCollaborator = (owner: SignedUp, shopId: number, terms: Invitation = {}) =>
  inviteCollaborator(app, owner, shopId, terms);

describe('GET /api/permissions', () => {
  it('lists the masks of spec §6 with labels in the caller language and the default 204671', async () => {
    const { owner, shopId } = await ownerWithShop();
    const en = await call(app, 'GET', '/api/permissions', { as: owner, shopId });
    expect(en.body.data.defaultAllows).toBe(204671);
    expect(en.body.data.list).toContainEqual({
      key: 'payoutGroup',
      mask: 32,
      label: 'Payout groups',
    });
    const zh = await call(app, 'GET', '/api/permissions', {
      as: owner,
      shopId,
      headers: { 'accept-language': 'zh' },
    });
    expect(zh.body.data.list).toContainEqual({ key: 'payoutGroup', mask: 32, label: '分账组' });
  });
});

describe('inviting and accepting (spec doc 2 §4)', () => {
  it('mails a link, shows Inviting, then Joined with the shop among the joined stores', async () => {
    const { owner, shopId } = await ownerWithShop();
    const artist = await signUp(app);
    const invited = await call(app, 'POST', '/api/collaborators', {
      as: owner,
      shopId,
      body: { email: artist.email.toUpperCase(), store_fee: 12.5, require_approval: true, role: 1 },
    });
    expect(invited.body.data).toMatchObject({
      email: artist.email,
      state: 1,
      allows: DEFAULT_COLLABORATOR_ALLOWS,
      storeFee: '12.50',
      requireApproval: true,
      role: 1,
    });
    const token = await mailedToken(artist.email);
    expect(
      (await call(app, 'GET', '/api/shops?type=joined', { as: artist })).body.data.list,
    ).toEqual([]);

    const accepted = await call(app, 'POST', '/api/collaborators/accept', {
      as: artist,
      body: { token },
    });
    expect(accepted.body.data).toMatchObject({ shopId, allows: DEFAULT_COLLABORATOR_ALLOWS });
    const joined = await call(app, 'GET', '/api/shops?type=joined', { as: artist });
    expect(joined.body.data.list).toMatchObject([
      { id: shopId, allows: DEFAULT_COLLABORATOR_ALLOWS, isOwner: false },
    ]);
    const got = await call(app, 'GET', `/api/collaborators/${invited.body.data.id}`, {
      as: owner,
      shopId,
    });
    expect(got.body.data).toMatchObject({ state: 2, userId: artist.uid });

    // Single use.
    expect(
      (await call(app, 'POST', '/api/collaborators/accept', { as: artist, body: { token } })).body
        .statusCode,
    ).toBe(40073);
  });

  it('refuses the link for another e-mail, an unknown token and an expired invitation', async () => {
    const { owner, shopId } = await ownerWithShop();
    const artist = await signUp(app);
    const other = await signUp(app);
    await call(app, 'POST', '/api/collaborators', {
      as: owner,
      shopId,
      body: { email: artist.email },
    });
    const token = await mailedToken(artist.email);
    expect(
      (await call(app, 'POST', '/api/collaborators/accept', { as: other, body: { token } })).body
        .statusCode,
    ).toBe(40074);
    expect(
      (
        await call(app, 'POST', '/api/collaborators/accept', {
          as: artist,
          body: { token: 'nope' },
        })
      ).body.statusCode,
    ).toBe(40073);
    const { collaboratorInvitations } = await import('./collaborators.tables.ts');
    await app.db
      .update(collaboratorInvitations)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(collaboratorInvitations.email, artist.email));
    expect(
      (await call(app, 'POST', '/api/collaborators/accept', { as: artist, body: { token } })).body
        .statusCode,
    ).toBe(40073);
  });

  it("refuses the owner's own e-mail (E155), a repeated invitation, a fee above 50% and a bad mask", async () => {
    const { owner, shopId } = await ownerWithShop();
    expect(
      (
        await call(app, 'POST', '/api/collaborators', {
          as: owner,
          shopId,
          body: { email: owner.email },
        })
      ).body.statusCode,
    ).toBe(41155);
    const email = `x${Date.now()}@example.com`;
    expect(
      (await call(app, 'POST', '/api/collaborators', { as: owner, shopId, body: { email } })).body
        .statusCode,
    ).toBe(0);
    expect(
      (await call(app, 'POST', '/api/collaborators', { as: owner, shopId, body: { email } })).body
        .statusCode,
    ).toBe(40075);
    const fee = await call(app, 'POST', '/api/collaborators', {
      as: owner,
      shopId,
      body: { email: `y${email}`, store_fee: 50.01 },
    });
    expect(fee.body.statusDesc).toBe('store_fee: Store fee is 0% to 50% with at most 2 decimals');
    expect(
      (
        await call(app, 'POST', '/api/collaborators', {
          as: owner,
          shopId,
          body: { email: `z${email}`, allows: 262144 },
        })
      ).body.statusCode,
    ).toBe(40001);
  });

  it('caps collaborators by the plan (E71), counting invitations; a cancelled one frees its place', async () => {
    const { owner, shopId } = await ownerWithShop();
    const invite = (email: string) =>
      call(app, 'POST', '/api/collaborators', { as: owner, shopId, body: { email } });
    const a = (await invite(`a${Date.now()}@example.com`)).body.data;
    await invite(`b${Date.now()}@example.com`);
    expect((await invite(`c${Date.now()}@example.com`)).body.statusCode).toBe(41071);
    expect(
      (await call(app, 'DELETE', `/api/collaborators/${a.id}`, { as: owner, shopId })).body
        .statusCode,
    ).toBe(0);
    expect((await invite(`c${Date.now()}@example.com`)).body.statusCode).toBe(0);
    expect(
      (await call(app, 'GET', '/api/collaborators', { as: owner, shopId })).body.data.total,
    ).toBe(2);
  });

  it('caps by the configured plan limits (PLAN_COLLABORATOR_LIMITS), and the list answers that cap', async () => {
    const roomy = await createTestApp({
      planLimits: { ...PLAN_LIMITS, free: { collaborators: 3 } },
    });
    try {
      const { owner, shopId } = await ownerWithShop(roomy);
      const invite = (email: string) =>
        call(roomy, 'POST', '/api/collaborators', { as: owner, shopId, body: { email } });
      for (const n of [1, 2, 3])
        expect((await invite(`cap${n}-${Date.now()}@example.com`)).body.statusCode).toBe(0);
      expect((await invite(`cap4-${Date.now()}@example.com`)).body.statusCode).toBe(41071);
      expect(
        (await call(roomy, 'GET', '/api/collaborators', { as: owner, shopId })).body.data,
      ).toMatchObject({ total: 3, limit: 3 });
    } finally {
      await roomy.closeAll();
    }
  });

  it('pages the list (API.md list contract): page 2 of limit 1 holds the older invitation', async () => {
    const { owner, shopId } = await ownerWithShop();
    const first = `p1${Date.now()}@example.com`;
    const second = `p2${Date.now()}@example.com`;
    await call(app, 'POST', '/api/collaborators', { as: owner, shopId, body: { email: first } });
    await call(app, 'POST', '/api/collaborators', { as: owner, shopId, body: { email: second } });
    const page1 = await call(app, 'GET', '/api/collaborators?page=1&limit=1', {
      as: owner,
      shopId,
    });
    expect(page1.body.data).toMatchObject({ total: 2, lastPage: 2, list: [{ email: second }] });
    const page2 = await call(app, 'GET', '/api/collaborators?page=2&limit=1', {
      as: owner,
      shopId,
    });
    expect(page2.body.data.list.map((c: { email: string }) => c.email)).toEqual([first]);
    expect(
      (await call(app, 'GET', '/api/collaborators?limit=0', { as: owner, shopId })).body.statusCode,
    ).toBe(40001);
  });

  it('a cancelled invitation cannot be accepted; a removed user loses access at once', async () => {
    const { owner, shopId } = await ownerWithShop();
    const pending = await signUp(app);
    const inv = await call(app, 'POST', '/api/collaborators', {
      as: owner,
      shopId,
      body: { email: pending.email },
    });
    await call(app, 'DELETE', `/api/collaborators/${inv.body.data.id}`, { as: owner, shopId });
    expect(
      (
        await call(app, 'POST', '/api/collaborators/accept', {
          as: pending,
          body: { token: await mailedToken(pending.email) },
        })
      ).body.statusCode,
    ).toBe(40073);

    const { who, id } = await realCollaborator(owner, shopId, { allows: MASK.discounts });
    expect((await call(app, 'GET', '/api/discounts', { as: who, shopId })).body.statusCode).toBe(0);
    expect(
      (await call(app, 'DELETE', `/api/collaborators/${id}`, { as: owner, shopId })).body
        .statusCode,
    ).toBe(0);
    expect((await call(app, 'GET', '/api/discounts', { as: who, shopId })).body.statusCode).toBe(
      40003,
    );
  });

  it('PUT changes the permissions of a joined collaborator at once', async () => {
    const { owner, shopId } = await ownerWithShop();
    const { who, id } = await realCollaborator(owner, shopId, { allows: MASK.discounts });
    expect((await call(app, 'GET', '/api/whites', { as: who, shopId })).body.statusCode).toBe(
      40300,
    );
    const put = await call(app, 'PUT', `/api/collaborators/${id}`, {
      as: owner,
      shopId,
      body: { allows: MASK.whitelist, store_fee: '50' },
    });
    expect(put.body.data).toMatchObject({ allows: MASK.whitelist, storeFee: '50.00', state: 2 });
    expect((await call(app, 'GET', '/api/whites', { as: who, shopId })).body.statusCode).toBe(0);
    expect((await call(app, 'GET', '/api/discounts', { as: who, shopId })).body.statusCode).toBe(
      40300,
    );
  });
});

describe('a real collaborator per mask (authorization with invited and accepted users)', () => {
  const ROUTES = [
    { mask: MASK.payoutGroup, method: 'GET', url: '/api/payment/groups' },
    { mask: MASK.payoutGroup, method: 'GET', url: '/api/payment/groups/default/wallet' },
    { mask: MASK.whitelist, method: 'GET', url: '/api/whites' },
    { mask: MASK.discounts, method: 'GET', url: '/api/discounts' },
  ];
  it.each([MASK.payoutGroup, MASK.whitelist, MASK.discounts])(
    'a collaborator holding only mask %i reaches exactly its routes',
    async (mask) => {
      const { owner, shopId } = await ownerWithShop();
      const { who } = await realCollaborator(owner, shopId, { allows: mask });
      for (const route of ROUTES) {
        const code = (await call(app, route.method, route.url, { as: who, shopId })).body
          .statusCode;
        expect({ url: route.url, code }).toEqual({
          url: route.url,
          code: route.mask === mask ? 0 : 40300,
        });
      }
      // Collaborator management stays with the owner, whatever the mask.
      expect(
        (await call(app, 'GET', '/api/collaborators', { as: who, shopId })).body.statusCode,
      ).toBe(40300);
      expect(
        (await call(app, 'GET', '/api/permissions', { as: who, shopId })).body.statusCode,
      ).toBe(0);
    },
  );
});
