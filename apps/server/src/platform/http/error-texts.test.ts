import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERRORS, MAX_CHUNKS, MAX_PAGE, PAYOUT_PAYEES_MAX } from '@mintfront/domain';
import { getJson, merge, sendChunk } from '../../modules/uploads/uploads-test-kit.ts';
import {
  call,
  createShop,
  createTestApp,
  signUp,
  type SignedUp,
  type TestApp,
} from '../../test/helper.ts';

// Issue 19 item 10: every refusal names the field and the rule it broke, not a neighbouring one.

let app: TestApp;
let owner: SignedUp;
let shopId: number;
beforeAll(async () => {
  app = await createTestApp();
  owner = await signUp(app);
  shopId = (await createShop(app, owner)).id;
});
afterAll(async () => app?.closeAll());

const who = () => ({ as: owner, shopId });

/** The 40001 answer's statusDesc and the error of `field`. */
async function refusal(method: string, url: string, body?: unknown, lang?: string) {
  const res = await call(app, method, url, {
    as: owner,
    shopId,
    body,
    headers: {
      ...(lang ? { 'accept-language': lang } : {}),
      ...(typeof body === 'string' ? { 'content-type': 'application/json' } : {}),
    },
  });
  expect(res.body.statusCode).toBe(ERRORS.VALIDATION.code);
  return res.body as {
    statusDesc: string;
    data: { errors: { field: string; key: string; message: string }[] };
  };
}

describe('error texts name the field and the real rule (issue 19 item 10)', () => {
  it('a chunk index past the largest file is a bad index_name, not "File too large"', async () => {
    const uploadId = randomUUID();
    const res = await sendChunk(app, who(), uploadId, MAX_CHUNKS, Buffer.from('x'));
    expect(res.statusCode).toBe(ERRORS.VALIDATION.code);
    expect(res.data.errors).toEqual([
      expect.objectContaining({ field: 'index_name', key: 'chunkIndex' }),
    ]);
    expect(res.statusDesc).toBe(
      `index_name: The chunk index is 0 to ${MAX_CHUNKS - 1}: a file has at most ${MAX_CHUNKS} chunks of 1 MB`,
    );
    const far = await sendChunk(app, who(), uploadId, 9999, Buffer.from('x'));
    expect(far.data.errors[0]).toMatchObject({ field: 'index_name', key: 'chunkIndex' });
  });

  it('a chunk index past the largest file keeps the chunks already sent (nothing changes)', async () => {
    const uploadId = randomUUID();
    await sendChunk(app, who(), uploadId, 0, Buffer.from('x'));
    await sendChunk(app, who(), uploadId, MAX_CHUNKS, Buffer.from('x'));
    const listed = await getJson(app, `/api/upload/chunks?upload_id=${uploadId}`, who());
    expect(listed.data.chunks).toEqual([0]);
  });

  it('a merge of `total: 101` chunks names total and its limit', async () => {
    const res = await merge(app, who(), randomUUID(), MAX_CHUNKS + 1, 'nftContent');
    expect(res.statusCode).toBe(ERRORS.VALIDATION.code);
    expect(res.data.errors).toEqual([
      expect.objectContaining({ field: 'total', key: 'chunkTotal' }),
    ]);
    expect(res.statusDesc).toBe(
      `total: total is the number of chunks: a whole number from 1 to ${MAX_CHUNKS} (1 MB each)`,
    );
  });

  it('copies written as "1e6" must be digits, not "is required"', async () => {
    const res = await refusal('POST', '/api/tokens', { copies: '1e6' });
    const copies = res.data.errors.find((e) => e.field === 'copies');
    expect(copies).toMatchObject({ key: 'digits' });
    expect(copies!.message).toBe('copies must be a number written in digits, such as 10 or 2.5');
  });

  it('copies left out is still required', async () => {
    const res = await refusal('POST', '/api/tokens', {});
    expect(res.data.errors.find((e) => e.field === 'copies')).toMatchObject({ key: 'required' });
  });

  it('an e-mail sent as a number must be text, not "is required"', async () => {
    const res = await refusal('POST', '/api/login', { email: 123, password: 'x' });
    expect(res.statusDesc).toBe('email: email must be text');
    expect(res.data.errors[0]).toMatchObject({ field: 'email', key: 'typeText' });
    const zh = await refusal('POST', '/api/login', { email: 123, password: 'x' }, 'zh-CN');
    expect(zh.statusDesc).toBe('email: email必须是文本');
  });

  it('any text sent as another type must be text (a field without its own message too)', async () => {
    const res = await refusal('PUT', '/api/user/info', { nickname: 5 });
    expect(res.statusDesc).toBe('nickname: nickname must be text');
  });

  it('a list over its limit counts items, not characters', async () => {
    const payees = Array.from({ length: PAYOUT_PAYEES_MAX + 1 }, (_, i) => ({
      contact: `p${i}@example.com`,
      rate: 1,
    }));
    const res = await refusal('POST', '/api/payment/groups', { name: 'Team', payees });
    const error = res.data.errors.find((e) => e.field === 'payees');
    expect(error).toMatchObject({ key: 'tooMany' });
    expect(error!.message).toBe(`payees can hold at most ${PAYOUT_PAYEES_MAX} items`);
  });

  it('a list sent as another type must be a list', async () => {
    const res = await refusal('POST', '/api/whites', { name: 'List', addresses: 'abc' });
    expect(res.data.errors).toContainEqual(
      expect.objectContaining({ field: 'addresses', key: 'typeList' }),
    );
  });

  it.each(['1e17', '0', '1.5', String(MAX_PAGE + 1), 'abc'])(
    'page=%s names the range of a page',
    async (page) => {
      const res = await refusal('GET', `/api/discounts?page=${page}`);
      expect(res.statusDesc).toBe('page: page must be a whole number from 1 to 1,000,000');
    },
  );

  it('limit=1e17 names the range of a limit', async () => {
    const res = await refusal('GET', '/api/discounts?limit=1e17');
    expect(res.statusDesc).toBe('limit: limit must be between 1 and 200');
  });

  it('the last page is still a page', async () => {
    const res = await call(app, 'GET', `/api/discounts?page=${MAX_PAGE}`, who());
    expect(res.body.statusCode).toBe(0);
  });

  it('a JSON body with a __proto__ key names the key', async () => {
    const res = await refusal('PUT', '/api/user/info', '{"nickname":"a","__proto__":{"x":1}}');
    expect(res.data.errors).toEqual([
      expect.objectContaining({ field: '__proto__', key: 'bodyProto' }),
    ]);
    expect(res.statusDesc).toBe(
      '__proto__: The key "__proto__" is not accepted in a JSON body: it would change how the body is read',
    );
  });

  it('a __proto__ key deeper in the body, or escaped, names its path', async () => {
    const nested = await refusal(
      'POST',
      '/api/payment/groups',
      '{"name":"a","payees":[{"\\u005f_proto__":{"x":1}}]}',
    );
    expect(nested.data.errors[0]).toMatchObject({ field: 'payees.0.__proto__', key: 'bodyProto' });
    const ctor = await refusal('PUT', '/api/user/info', '{"constructor":{"prototype":{"x":1}}}');
    expect(ctor.data.errors[0]).toMatchObject({
      field: 'constructor.prototype',
      key: 'bodyProto',
    });
  });

  it('a body that is not JSON is still "body is invalid"', async () => {
    const res = await refusal('PUT', '/api/user/info', '{"nickname":');
    expect(res.statusDesc).toBe('body: body is invalid');
  });

  it('a key named constructor that is no prototype is an ordinary key', async () => {
    const res = await call(app, 'PUT', '/api/user/info', {
      as: owner,
      body: '{"nickname":"a","constructor":"b"}',
      headers: { 'content-type': 'application/json' },
    });
    expect(res.body.statusCode).toBe(0);
  });
});
