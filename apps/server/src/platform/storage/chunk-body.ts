import type { FileHandle } from 'node:fs/promises';
import type { Readable } from 'node:stream';
import { CHUNK_SIZE } from '@mintfront/domain';

/** A chunk's bytes as they arrived (not copied into one buffer), and their total size. */
export type ChunkBody = { parts: Buffer[]; size: number };

export class ChunkTooLargeError extends Error {
  constructor() {
    super(`A chunk is at most ${CHUNK_SIZE} bytes`);
    this.name = 'ChunkTooLargeError';
  }
}

/** Reads a chunk body whole, refusing more than CHUNK_SIZE bytes; a body that fails half way throws. */
export async function readChunkBody(body: Readable | Buffer): Promise<ChunkBody> {
  if (Buffer.isBuffer(body)) {
    if (body.length > CHUNK_SIZE) throw new ChunkTooLargeError();
    return { parts: [body], size: body.length };
  }
  const parts: Buffer[] = [];
  let size = 0;
  try {
    for await (const part of body) {
      size += (part as Buffer).length;
      if (size > CHUNK_SIZE) throw new ChunkTooLargeError();
      parts.push(part as Buffer);
    }
  } catch (error) {
    body.destroy();
    throw error;
  }
  return { parts, size };
}

/** Writes every part at `position` onwards, with as few calls as the system allows (usually one). */
export async function writeParts(file: FileHandle, { parts, size }: ChunkBody, position: number) {
  let rest = parts;
  for (let done = 0; done < size;) {
    const { bytesWritten } = await file.writev(rest, position + done);
    done += bytesWritten;
    if (done < size) rest = remainderAfter(rest, bytesWritten);
  }
}

function remainderAfter(parts: Buffer[], written: number): Buffer[] {
  let skip = written;
  const rest: Buffer[] = [];
  for (const part of parts) {
    if (skip >= part.length) skip -= part.length;
    else {
      rest.push(skip > 0 ? part.subarray(skip) : part);
      skip = 0;
    }
  }
  return rest;
}
