import { randomUUID } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, rm } from 'node:fs/promises';
import { join } from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { FastifyRequest } from 'fastify';
import { fieldError } from '../../platform/http/validation.ts';

/** `spoolDir`: where a file that comes before the fields it needs waits for them, on disk. */
export type Limits = { fileSize: number; spoolDir: string };
export type FileBody = { body: Readable | Buffer; fileName: string };

async function drainStream(stream: Readable) {
  for await (const _ of stream) {
    // discard: a part nobody reads would stall the form
  }
}

/** Writes a stream to a new file of the folder: its path. */
async function spool(stream: Readable, dir: string): Promise<string> {
  await mkdir(dir, { recursive: true });
  const path = join(dir, randomUUID());
  await pipeline(stream, createWriteStream(path));
  return path;
}

/**
 * Reads a multipart form with one `file` part and text fields. When the fields `ready` needs
 * come before the file (the documented order), the file is handed over as the request's stream;
 * otherwise it is written to `limits.spoolDir` and handed over as a stream of that file after the
 * last part, then removed (issue 19: a file before its fields was held whole in memory).
 */
export async function readMultipart<T>(
  req: FastifyRequest,
  limits: Limits,
  ready: (fields: Record<string, string>) => boolean,
  handle: (fields: Record<string, string>, file: FileBody) => Promise<T>,
): Promise<T> {
  if (!req.isMultipart()) throw fieldError('file', 'required');
  const fields: Record<string, string> = {};
  let result: { value: T } | null = null;
  let spooled: { path: string; fileName: string } | null = null;
  const parts = req.parts({
    limits: { fileSize: limits.fileSize, files: 1, fields: 8, fieldSize: 1024, parts: 10 },
  });
  try {
    for await (const part of parts) {
      if (part.type === 'field') {
        if (typeof part.value === 'string') fields[part.fieldname] = part.value;
        continue;
      }
      if (part.fieldname !== 'file' || result || spooled) {
        await drainStream(part.file);
        continue;
      }
      if (ready(fields))
        result = { value: await handle(fields, { body: part.file, fileName: part.filename }) };
      else spooled = { path: await spool(part.file, limits.spoolDir), fileName: part.filename };
    }
    if (result) return result.value;
    if (!spooled) throw fieldError('file', 'required');
    return await handle(fields, {
      body: createReadStream(spooled.path),
      fileName: spooled.fileName,
    });
  } finally {
    if (spooled) await rm(spooled.path, { force: true });
  }
}
