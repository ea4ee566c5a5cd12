import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERRORS } from '@mintfront/domain';
import {
  call,
  createShop,
  createTestApp,
  signUp,
  type SignedUp,
  type TestApp,
} from '../../test/helper.ts';
import { postForm, type Caller } from '../uploads/uploads-test-kit.ts';

let app: TestApp;
let who: SignedUp;
let mine: Caller;
let other: Caller;
beforeAll(async () => {
  app = await createTestApp();
  who = await signUp(app);
  mine = { as: who, shopId: (await createShop(app, who)).id };
  const stranger = await signUp(app);
  other = { as: stranger, shopId: (await createShop(app, stranger)).id };
});
afterAll(async () => app?.closeAll());

/** A PNG of a colour, uploaded by a caller as a kind: its stored path. */
async function upload(caller: Caller, kind: string, background: string): Promise<string> {
  const bytes = await sharp({ create: { width: 8, height: 8, channels: 3, background } })
    .png()
    .toBuffer();
  const res = await postForm(app, '/api/upload/file', caller, [
    { name: 'kind', value: kind },
    { name: 'file', fileName: 'me.png', bytes },
  ]);
  expect(res.statusCode).toBe(0);
  return res.data.path;
}

const setIcon = (icon: string) =>
  call(app, 'PUT', '/api/user/info', { as: who, body: { nickname: 'Changed', icon } });
const current = async () => (await call(app, 'GET', '/api/user/info', { as: who })).body.data;

describe('user icon (issue 19 item 9: the rule of every icon field)', () => {
  it('takes a photo the user uploaded, and clears with ""', async () => {
    const photo = await upload(mine, 'photo', '#123456');
    expect((await setIcon(photo)).body).toMatchObject({ statusCode: 0, data: { icon: photo } });
    expect((await setIcon('')).body).toMatchObject({ statusCode: 0, data: { icon: null } });
  });

  it('refuses what is not a photo this user uploaded with 40019 naming icon, and changes nothing', async () => {
    const kept = await upload(mine, 'photo', '#00ff00');
    expect(
      (
        await call(app, 'PUT', '/api/user/info', {
          as: who,
          body: { nickname: 'Kept', icon: kept },
        })
      ).body.statusCode,
    ).toBe(0);
    const refused = [
      'javascript:alert(1)',
      'https://evil.example/me.png',
      await upload(other, 'photo', '#ff0000'), // another store's (and user's) file
      await upload(mine, 'nftContent', '#0000ff'), // this user's file, but not a photo
    ];
    for (const icon of refused) {
      expect((await setIcon(icon)).body, icon).toMatchObject({
        statusCode: ERRORS.FILE_NOT_UPLOADED.code,
        data: { field: 'icon' },
      });
    }
    expect(await current()).toMatchObject({ nickname: 'Kept', icon: kept });
  });
});
