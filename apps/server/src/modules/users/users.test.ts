import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, signUp, type SignedUp, type TestApp } from '../../test/helper.ts';

let app: TestApp;
let who: SignedUp;
beforeAll(async () => {
  app = await createTestApp();
  who = await signUp(app);
});
afterAll(async () => app?.closeAll());

describe('user info', () => {
  it('updates the public profile and answers the User', async () => {
    const res = await call(app, 'PUT', '/api/user/info', {
      as: who,
      body: {
        nickname: 'Ada',
        introduce: 'Painter',
        social_contact: { twitter: 'https://x.com/ada' },
      },
    });
    expect(res.body.statusCode).toBe(0);
    expect(res.body.data).toMatchObject({
      nickname: 'Ada',
      introduce: 'Painter',
      socialContact: { twitter: 'https://x.com/ada' },
    });
    expect((await call(app, 'GET', '/api/user/info', { as: who })).body.data.nickname).toBe('Ada');
  });

  it('refuses a link without http(s) and changes nothing', async () => {
    const res = await call(app, 'PUT', '/api/user/info', {
      as: who,
      body: { nickname: 'Changed', social_contact: { site: 'ftp://x' } },
    });
    expect(res.body).toMatchObject({
      statusCode: 40001,
      statusDesc: 'social_contact.site: Links must start with http:// or https://',
    });
    expect((await call(app, 'GET', '/api/user/info', { as: who })).body.data.nickname).toBe('Ada');
  });

  it('refuses a nickname over 60 characters naming the limit', async () => {
    const res = await call(app, 'PUT', '/api/user/info', {
      as: who,
      body: { nickname: 'x'.repeat(61) },
    });
    expect(res.body.statusDesc).toBe('nickname: nickname cannot be longer than 60 characters');
  });

  it('updates the person behind the account; a one-letter name is refused', async () => {
    const ok = await call(app, 'PUT', '/api/account/info', {
      as: who,
      body: {
        surname: 'Lovelace',
        name: 'Ada',
        country: 'UK',
        area_code: '+44',
        tel: '20 7946 0000',
      },
    });
    expect(ok.body.data).toMatchObject({ surname: 'Lovelace', name: 'Ada', areaCode: '+44' });
    const bad = await call(app, 'PUT', '/api/account/info', { as: who, body: { name: 'A' } });
    expect(bad.body.statusDesc).toBe('name: Name must be at least 2 characters');
    expect(
      (await call(app, 'PUT', '/api/account/info', { as: who, body: { name: '   ' } })).body
        .statusDesc,
    ).toBe('name: Name must be at least 2 characters');
  });

  it('clears a field sent empty, as My account sends every field (a surname alone can be saved)', async () => {
    const res = await call(app, 'PUT', '/api/account/info', {
      as: who,
      body: { surname: 'Byron', name: '', country: '', area_code: '', tel: '' },
    });
    expect(res.body.statusCode).toBe(0);
    expect(res.body.data).toMatchObject({
      surname: 'Byron',
      name: null,
      country: null,
      areaCode: null,
      tel: null,
    });
  });

  it('keeps the language on the server and answers errors in it', async () => {
    const res = await call(app, 'PUT', '/api/user/language', { as: who, body: { language: 'zh' } });
    expect(res.body.data.language).toBe('zh');
    const bad = await call(app, 'PUT', '/api/user/language', { as: who, body: { language: 'fr' } });
    expect(bad.body.statusDesc).toBe('language: language必须是以下之一：en, zh');
    const english = await call(app, 'PUT', '/api/user/language', {
      as: who,
      body: { language: 'fr' },
      headers: { 'accept-language': 'en-US' },
    });
    expect(english.body.statusDesc).toBe('language: language must be one of: en, zh');
    await call(app, 'PUT', '/api/user/language', { as: who, body: { language: 'en' } });
  });

  it('sets tutorial bits one by one', async () => {
    await call(app, 'POST', '/api/tutorial/complete', { as: who, body: { bit: 1 } });
    const res = await call(app, 'POST', '/api/tutorial/complete', { as: who, body: { bit: 4 } });
    expect(res.body.data.tutorial).toBe(5);
    expect(
      (await call(app, 'POST', '/api/tutorial/complete', { as: who, body: { bit: 0 } })).body
        .statusCode,
    ).toBe(40001);
  });

  it('keeps the onboarding survey; onboarded turns true', async () => {
    expect((await call(app, 'GET', '/api/register/investigation', { as: who })).body.data).toEqual({
      data: null,
    });
    const bad = await call(app, 'POST', '/api/register/investigation', {
      as: who,
      body: { data: { revenue: 'lots' } },
    });
    expect(bad.body.statusDesc).toMatch(/^data\.revenue: /);
    const res = await call(app, 'POST', '/api/register/investigation', {
      as: who,
      body: { data: { revenue: '1000_10000', role: 'artist' } },
    });
    expect(res.body.statusCode).toBe(0);
    expect((await call(app, 'GET', '/api/register/investigation', { as: who })).body.data).toEqual({
      data: { revenue: '1000_10000', role: 'artist' },
    });
    expect((await call(app, 'GET', '/api/user/info', { as: who })).body.data.onboarded).toBe(true);
  });
});
