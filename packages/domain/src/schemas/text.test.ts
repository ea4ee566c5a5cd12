import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { messageText } from '../messages.ts';
import { CHUNK_SIZE, MAX_CHUNKS, MB, MEDIA_KINDS } from '../media.ts';
import { email } from './fields.ts';
import { PAYOUT_PAYEES_MAX, payoutGroupBody } from './payout-groups.ts';
import { nftCopies, nftIdsBody } from './nfts.ts';
import { uploadChunkFields, uploadMergeBody } from './uploads.ts';
import { WHITELIST_ADDRESSES_MAX, whitelistBody } from './whitelists.ts';
import { zString } from './text.ts';

// Issue 19 item 10: a message names the rule that was broken, not a neighbouring one.

const messagesOf = (schema: z.ZodType, input: unknown) => {
  const r = schema.safeParse(input);
  return r.success ? [] : r.error.issues.map((i) => ({ path: i.path, message: i.message }));
};

describe('a value of another type is not a missing one', () => {
  it('a text sent as a number must be text; a missing one is required', () => {
    expect(messagesOf(email, 123)).toEqual([{ path: [], message: 'typeText' }]);
    expect(messagesOf(email, undefined)).toEqual([{ path: [], message: 'required' }]);
    expect(messagesOf(email, null)).toEqual([{ path: [], message: 'required' }]);
  });

  it("a text's own missing message is kept, and a text without one is required", () => {
    expect(messagesOf(zString({ error: 'attrIncomplete' }), undefined)).toEqual([
      { path: [], message: 'attrIncomplete' },
    ]);
    expect(messagesOf(zString({ error: 'attrIncomplete' }), 5)).toEqual([
      { path: [], message: 'typeText' },
    ]);
    expect(messagesOf(zString(), undefined)).toEqual([{ path: [], message: 'required' }]);
    expect(messagesOf(zString(), ['a'])).toEqual([{ path: [], message: 'typeText' }]);
  });

  it('copies "1e6" must be written in digits; "12" is read as 12', () => {
    expect(messagesOf(nftCopies, '1e6')).toEqual([{ path: [], message: 'digits' }]);
    expect(messagesOf(nftCopies, undefined)).toEqual([{ path: [], message: 'required' }]);
    expect(nftCopies.parse('12')).toBe(12);
  });

  it('the texts say so in English and Chinese', () => {
    expect(messageText('typeText', 'en', { field: 'email' })).toBe('email must be text');
    expect(messageText('typeText', 'zh', { field: 'email' })).toBe('email必须是文本');
    expect(messageText('digits', 'en', { field: 'copies' })).toBe(
      'copies must be a number written in digits, such as 10 or 2.5',
    );
  });
});

describe('a list over its limit counts items', () => {
  it.each([
    [
      'payees',
      payoutGroupBody,
      {
        name: 'Team',
        payees: Array.from({ length: PAYOUT_PAYEES_MAX + 1 }, () => ({
          contact: 'a@b.co',
          rate: 1,
        })),
      },
    ],
    [
      'addresses',
      whitelistBody,
      { name: 'List', addresses: Array.from({ length: WHITELIST_ADDRESSES_MAX + 1 }, () => 'x') },
    ],
    ['ids', nftIdsBody, { ids: Array.from({ length: 201 }, (_, i) => i + 1) }],
  ])('%s', (field, schema, input) => {
    expect(messagesOf(schema, input)).toContainEqual({ path: [field], message: 'tooMany' });
  });

  it('reads "can hold at most N items"', () => {
    expect(messageText('tooMany', 'en', { field: 'payees', max: 50 })).toBe(
      'payees can hold at most 50 items',
    );
    expect(messageText('tooMany', 'zh', { field: 'payees', max: 50 })).toBe('payees最多包含 50 项');
  });
});

describe('chunked upload limits', () => {
  it('the largest file of any kind is MAX_CHUNKS chunks', () => {
    const largest = Math.max(...Object.values(MEDIA_KINDS).map((k) => k.maxBytes));
    expect(MAX_CHUNKS * CHUNK_SIZE).toBeGreaterThanOrEqual(largest);
    expect((MAX_CHUNKS - 1) * CHUNK_SIZE).toBeLessThan(largest);
    expect(CHUNK_SIZE).toBe(MB);
  });

  it('a chunk index past the largest file is chunkIndex; the last one passes', () => {
    const id = '0123456789abcdef';
    expect(messagesOf(uploadChunkFields, { index_name: `${id}_${MAX_CHUNKS}` })).toEqual([
      { path: ['index_name'], message: 'chunkIndex' },
    ]);
    expect(messagesOf(uploadChunkFields, { index_name: `${id}_${MAX_CHUNKS - 1}` })).toEqual([]);
    expect(messagesOf(uploadChunkFields, { index_name: '../x_1' })).toEqual([
      { path: ['index_name'], message: 'invalid' },
    ]);
  });

  it('a merge total past the largest file, or below 1, is chunkTotal', () => {
    const body = { flag: 1, file_name: 'a.png', upload_id: '0123456789abcdef', kind: 'photo' };
    for (const total of [0, 1.5, MAX_CHUNKS + 1])
      expect(messagesOf(uploadMergeBody, { ...body, total })).toEqual([
        { path: ['total'], message: 'chunkTotal' },
      ]);
    expect(messagesOf(uploadMergeBody, { ...body, total: MAX_CHUNKS })).toEqual([]);
  });

  it('the texts name the limits', () => {
    expect(messageText('chunkIndex', 'en')).toBe(
      `The chunk index is 0 to ${MAX_CHUNKS - 1}: a file has at most ${MAX_CHUNKS} chunks of 1 MB`,
    );
    expect(messageText('chunkTotal', 'zh', { field: 'total' })).toContain(String(MAX_CHUNKS));
  });
});
