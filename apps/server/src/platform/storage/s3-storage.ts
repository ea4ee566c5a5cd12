import { createReadStream } from 'node:fs';
import type { Readable } from 'node:stream';
import {
  AbortMultipartUploadCommand,
  CompleteMultipartUploadCommand,
  CreateMultipartUploadCommand,
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  PutObjectCommand,
  S3Client,
  UploadPartCommand,
  type S3ClientConfig,
} from '@aws-sdk/client-s3';
import {
  StorageNotFoundError,
  assertSafeKey,
  drain,
  type ByteRange,
  type Storage,
  type StoredObject,
} from './storage.ts';

export type S3Location = {
  bucket: string;
  /** Folder inside the bucket, '' or ending with '/'. */
  prefix: string;
  region: string;
  endpoint?: string;
  credentials?: { accessKeyId: string; secretAccessKey: string };
};

const isNotFound = (error: unknown) => {
  const e = error as { name?: string; $metadata?: { httpStatusCode?: number } };
  return e?.name === 'NotFound' || e?.name === 'NoSuchKey' || e?.$metadata?.httpStatusCode === 404;
};

/** Bytes per part of a multipart upload (S3 asks at least 5 MiB of every part but the last). */
export const PART_SIZE = 8 * 1024 * 1024;

/**
 * The body in pieces of PART_SIZE bytes (the last one shorter), each read whole before it is
 * handed on: what is sent to the bucket is never a piece that may still fail half way.
 */
async function* partsOf(body: Readable | Buffer): AsyncGenerator<Buffer> {
  if (Buffer.isBuffer(body)) {
    for (let at = 0; at < body.length || at === 0; at += PART_SIZE)
      yield body.subarray(at, at + PART_SIZE);
    return;
  }
  let pending: Buffer[] = [];
  let size = 0;
  for await (const piece of body) {
    pending.push(piece as Buffer);
    size += (piece as Buffer).length;
    while (size >= PART_SIZE) {
      const all = Buffer.concat(pending, size);
      yield all.subarray(0, PART_SIZE);
      pending = [all.subarray(PART_SIZE)];
      size -= PART_SIZE;
    }
  }
  if (size > 0) yield Buffer.concat(pending, size);
}

/**
 * Files in an S3-compatible bucket (AWS SDK v3). A body of one part is sent with one PutObject
 * once it has been read whole; a larger one as a multipart upload, completed only when every part
 * is stored and aborted otherwise. Either way a body that fails half way leaves no object, even
 * on servers that keep what a broken request sent (s3rver does).
 */
export class S3Storage implements Storage {
  readonly client: S3Client;

  constructor(private readonly location: S3Location) {
    const config: S3ClientConfig = {
      region: location.region,
      credentials: location.credentials,
      // Other S3-compatible servers (MinIO, s3rver…) are addressed by path, not by bucket host.
      ...(location.endpoint ? { endpoint: location.endpoint, forcePathStyle: true } : {}),
      // Checksums only when the API requires them: the default aws-chunked trailers are not
      // understood by every S3-compatible server.
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
    };
    this.client = new S3Client(config);
  }

  private keyOf(key: string): { Bucket: string; Key: string } {
    assertSafeKey(key);
    return { Bucket: this.location.bucket, Key: this.location.prefix + key };
  }

  async put(key: string, body: Readable | Buffer, contentType: string): Promise<void> {
    const target = this.keyOf(key);
    if (await this.exists(key)) return drain(body);
    const parts = partsOf(body);
    const first = await parts.next();
    const second = first.done ? first : await parts.next();
    if (second.done) {
      await this.client.send(
        new PutObjectCommand({
          ...target,
          Body: first.value ?? Buffer.alloc(0),
          ContentType: contentType,
        }),
      );
      return;
    }
    await this.putParts(target, contentType, [first.value!, second.value], parts);
  }

  async putFile(key: string, file: string, contentType: string): Promise<void> {
    await this.put(key, createReadStream(file, { highWaterMark: 1024 * 1024 }), contentType);
  }

  /** A multipart upload of `head` and then `rest`, one part in memory at a time. */
  private async putParts(
    target: { Bucket: string; Key: string },
    contentType: string,
    head: Buffer[],
    rest: AsyncGenerator<Buffer>,
  ) {
    const { UploadId } = await this.client.send(
      new CreateMultipartUploadCommand({ ...target, ContentType: contentType }),
    );
    const done: { ETag: string | undefined; PartNumber: number }[] = [];
    const send = async (bytes: Buffer) => {
      const PartNumber = done.length + 1;
      const { ETag } = await this.client.send(
        new UploadPartCommand({ ...target, UploadId, PartNumber, Body: bytes }),
      );
      done.push({ ETag, PartNumber });
    };
    try {
      for (const bytes of head) await send(bytes);
      for await (const bytes of rest) await send(bytes);
      await this.client.send(
        new CompleteMultipartUploadCommand({
          ...target,
          UploadId,
          MultipartUpload: { Parts: done },
        }),
      );
    } catch (error) {
      await this.client
        .send(new AbortMultipartUploadCommand({ ...target, UploadId }))
        .catch(() => undefined);
      throw error;
    }
  }

  async get(key: string, range?: ByteRange): Promise<Readable> {
    try {
      const answer = await this.client.send(
        new GetObjectCommand({
          ...this.keyOf(key),
          ...(range ? { Range: `bytes=${range.start}-${range.end}` } : {}),
        }),
      );
      return answer.Body as Readable;
    } catch (error) {
      if (isNotFound(error)) throw new StorageNotFoundError(key);
      throw error;
    }
  }

  async head(key: string): Promise<StoredObject | null> {
    try {
      const answer = await this.client.send(new HeadObjectCommand(this.keyOf(key)));
      return {
        size: answer.ContentLength ?? 0,
        contentType: answer.ContentType ?? 'application/octet-stream',
      };
    } catch (error) {
      if (isNotFound(error)) return null;
      throw error;
    }
  }

  async delete(key: string): Promise<void> {
    await this.client.send(new DeleteObjectCommand(this.keyOf(key)));
  }

  async exists(key: string): Promise<boolean> {
    return (await this.head(key)) !== null;
  }
}
