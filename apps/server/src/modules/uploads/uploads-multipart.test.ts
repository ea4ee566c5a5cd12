import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import fastifyMultipart from '@fastify/multipart';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readMultipart } from './uploads-multipart.ts';
import { filesUnder, formData } from './uploads-test-kit.ts';

let app: FastifyInstance;
let spoolDir: string;
/** What the handler was given: whether the file came as a stream, and the spool's files meanwhile. */
let seen: { stream: boolean; spooled: string[]; bytes: Buffer; kind: string } | null = null;

beforeAll(async () => {
  spoolDir = join(mkdtempSync(join(tmpdir(), 'mf-multipart-')), 'spool');
  app = Fastify();
  await app.register(fastifyMultipart);
  app.post('/form', async (req) =>
    readMultipart(
      req,
      { fileSize: 8 * 1024 * 1024, spoolDir },
      (f) => 'kind' in f,
      async (fields, file) => {
        if (!fields.kind) throw new Error('kind is required');
        const stream = !Buffer.isBuffer(file.body);
        const spooled = filesUnder(spoolDir);
        const chunks: Buffer[] = [];
        for await (const chunk of Readable.from(file.body as Readable))
          chunks.push(chunk as Buffer);
        seen = { stream, spooled, bytes: Buffer.concat(chunks), kind: fields.kind! };
        return { ok: true };
      },
    ),
  );
});
afterAll(async () => {
  await app?.close();
  rmSync(join(spoolDir, '..'), { recursive: true, force: true });
});

const post = (parts: Parameters<typeof formData>[0]) => {
  const { payload, contentType } = formData(parts);
  return app.inject({
    method: 'POST',
    url: '/form',
    headers: { 'content-type': contentType },
    payload,
  });
};

describe('multipart forms (issue 19 item 5: a file never held in memory)', () => {
  it('streams a file that comes before the field it needs to disk, hands it over as a stream, then removes it', async () => {
    const bytes = randomBytes(3 * 1024 * 1024);
    const res = await post([
      { name: 'file', fileName: 'a.bin', bytes },
      { name: 'kind', value: 'photo' },
    ]);
    expect(res.json()).toEqual({ ok: true });
    expect(seen).toMatchObject({ stream: true, kind: 'photo' });
    expect(seen!.spooled).toHaveLength(1);
    expect(seen!.bytes.equals(bytes)).toBe(true);
    expect(filesUnder(spoolDir)).toEqual([]);
  });

  it('hands over a file that comes after its field as the request stream, spooling nothing', async () => {
    const bytes = randomBytes(1024);
    await post([
      { name: 'kind', value: 'photo' },
      { name: 'file', fileName: 'a.bin', bytes },
    ]);
    expect(seen).toMatchObject({ stream: true, spooled: [], kind: 'photo' });
    expect(seen!.bytes.equals(bytes)).toBe(true);
  });

  it('removes the spooled file when the form fails after it', async () => {
    const res = await post([{ name: 'file', fileName: 'a.bin', bytes: randomBytes(1024) }]);
    expect(res.statusCode).not.toBe(200);
    expect(filesUnder(spoolDir)).toEqual([]);
  });
});
