import { MASK } from '@mintfront/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  call,
  createShop,
  createTestApp,
  inviteCollaborator,
  signUp,
  type SignedUp,
  type TestApp,
} from '../../test/helper.ts';

// A change of who may do what applies to the next call (PGlite, and PostgreSQL in CI).
describe('the access check', () => {
  let app: TestApp;
  let owner: SignedUp;
  let shopId: number;
  const chunks = (who: { token: string; uid: number }) =>
    call(app, 'GET', '/api/upload/chunks?upload_id=0f8fad5b-d9cb-469f-a165-70867728950e', {
      as: who,
      shopId,
    });
  const contracts = (who: { token: string; uid: number }) =>
    call(app, 'GET', '/api/contracts', { as: who, shopId });

  beforeAll(async () => {
    app = await createTestApp();
    owner = await signUp(app);
    shopId = (await createShop(app, owner)).id;
  });
  afterAll(async () => {
    await app?.closeAll();
  });

  it('refuses a signed-out session at once', async () => {
    const me = await signUp(app);
    expect((await call(app, 'GET', '/api/shops', { as: me })).body.statusCode).toBe(0);
    expect((await call(app, 'POST', '/api/logout', { as: me })).body.statusCode).toBe(0);
    expect((await call(app, 'GET', '/api/shops', { as: me })).body.statusCode).toBe(401);
  });

  it('refuses a removed collaborator at once', async () => {
    const { who, id } = await inviteCollaborator(app, owner, shopId, { allows: MASK.nft });
    expect((await chunks(who)).body.statusCode).toBe(0);
    expect(
      (await call(app, 'DELETE', `/api/collaborators/${id}`, { as: owner, shopId })).body
        .statusCode,
    ).toBe(0);
    expect((await chunks(who)).body.statusCode).toBe(40003);
  });

  it('applies a collaborator’s narrowed permissions at once', async () => {
    const { who, id } = await inviteCollaborator(app, owner, shopId, {
      allows: MASK.nft | MASK.collectionView,
    });
    expect((await contracts(who)).body.statusCode).toBe(0);
    expect(
      (
        await call(app, 'PUT', `/api/collaborators/${id}`, {
          as: owner,
          shopId,
          body: { allows: MASK.nft },
        })
      ).body.statusCode,
    ).toBe(0);
    expect((await contracts(who)).body.statusCode).toBe(40300);
    expect((await chunks(who)).body.statusCode).toBe(0);
  });
});
