// Test helpers of the upload calls: multipart bodies, chunked uploads, what is left on disk.
import { randomUUID } from 'node:crypto';
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { CHUNK_SIZE } from '@mintfront/domain';
import type { Session } from '../../test/helper.ts';

export type Part =
  | { name: string; value: string }
  | { name: string; fileName: string; bytes: Buffer; type?: string };

/** A multipart/form-data body with its parts in the given order. */
export function formData(parts: Part[]) {
  const boundary = `----mintfront${randomUUID()}`;
  const pieces: Buffer[] = [];
  for (const part of parts) {
    const head =
      'bytes' in part
        ? `--${boundary}\r\nContent-Disposition: form-data; name="${part.name}"; filename="${part.fileName}"\r\nContent-Type: ${part.type ?? 'application/octet-stream'}\r\n\r\n`
        : `--${boundary}\r\nContent-Disposition: form-data; name="${part.name}"\r\n\r\n`;
    pieces.push(
      Buffer.from(head),
      'bytes' in part ? part.bytes : Buffer.from(part.value),
      Buffer.from('\r\n'),
    );
  }
  pieces.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(pieces),
    contentType: `multipart/form-data; boundary=${boundary}`,
  };
}

export type Caller = { as: Session; shopId: number };

const headersOf = (who: Caller, extra: Record<string, string> = {}) => ({
  authorization: `Bearer ${who.as.token}`,
  'x-user-id': String(who.as.uid),
  'x-shop-id': String(who.shopId),
  ...extra,
});

/** POSTs a multipart form; answers the parsed envelope. */
export async function postForm(app: FastifyInstance, url: string, who: Caller, parts: Part[]) {
  const { payload, contentType } = formData(parts);
  const res = await app.inject({
    method: 'POST',
    url,
    headers: headersOf(who, { 'content-type': contentType }),
    payload,
  });
  return res.json();
}

export async function postJson(app: FastifyInstance, url: string, who: Caller, body: unknown) {
  const res = await app.inject({
    method: 'POST',
    url,
    headers: headersOf(who),
    payload: body as object,
  });
  return res.json();
}

export async function getJson(app: FastifyInstance, url: string, who: Caller) {
  return (await app.inject({ method: 'GET', url, headers: headersOf(who) })).json();
}

/** The file cut into CHUNK_SIZE slices. */
export function slices(bytes: Buffer): Buffer[] {
  const out: Buffer[] = [];
  for (let at = 0; at < bytes.length; at += CHUNK_SIZE)
    out.push(bytes.subarray(at, at + CHUNK_SIZE));
  return out.length ? out : [Buffer.alloc(0)];
}

export const sendChunk = (
  app: FastifyInstance,
  who: Caller,
  uploadId: string,
  index: number,
  bytes: Buffer,
  kind?: string,
) =>
  postForm(app, '/api/upload/chunk', who, [
    { name: 'index_name', value: `${uploadId}_${index}` },
    ...(kind ? [{ name: 'kind', value: kind }] : []),
    { name: 'file', fileName: 'blob', bytes },
  ]);

export const merge = (
  app: FastifyInstance,
  who: Caller,
  uploadId: string,
  total: number,
  kind: string,
  fileName = 'file.bin',
) =>
  postJson(app, '/api/upload/merge', who, {
    flag: 1,
    file_name: fileName,
    upload_id: uploadId,
    total,
    kind,
  });

/** Every file under a folder, relative, skipping none (hidden temp files included). */
export function filesUnder(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile())
    .map((e) => join(e.parentPath, e.name).slice(dir.length + 1))
    .sort();
}
