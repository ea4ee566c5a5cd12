import { createReadStream } from 'node:fs';
import { PassThrough, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  PutObjectCommand,
  S3Client,
  type S3ClientConfig,
} from '@aws-sdk/client-s3';
import { StorageNotFoundError, assertSafeKey, drain, type ByteRange, type Storage, type StoredObject } from './storage.ts';

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

async function toBuffer(body: Readable): Promise<Buffer> {
  const parts: Buffer[] = [];
  for await (const part of body) parts.push(Buffer.from(part as Uint8Array));
  return Buffer.concat(parts);
}

/** Files in an S3-compatible bucket (AWS SDK v3). PutObject is atomic: no partial object. */
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

  async put(key: string, body: Readable | Buffer, contentType: string, size?: number): Promise<void> {
    const target = this.keyOf(key);
    if (await this.exists(key)) return drain(body);
    // A stream of unknown length cannot be sent in one PutObject; callers that stream pass the size.
    if (Buffer.isBuffer(body) || size === undefined) {
      const bytes = await bufferOf(body);
      await this.client.send(new PutObjectCommand({ ...target, Body: bytes, ContentType: contentType }));
      return;
    }
    await this.putStream(new PutObjectCommand({ ...target, ContentType: contentType, ContentLength: size }), body);
  }

  async putFile(key: string, file: string, contentType: string, size: number): Promise<void> {
    await this.put(key, createReadStream(file), contentType, size);
  }

  /** The SDK pipes the body without watching it: a failing body must abort the request itself. */
  private async putStream(command: PutObjectCommand, body: Readable): Promise<void> {
    const abort = new AbortController();
    const relay = new PassThrough();
    command.input.Body = relay;
    let firstError: unknown;
    const fail = (error: unknown) => {
      firstError ??= error;
      abort.abort(error);
      relay.destroy();
    };
    await Promise.allSettled([
      pipeline(body, relay).catch(fail),
      this.client.send(command, { abortSignal: abort.signal }).catch(fail),
    ]);
    if (firstError !== undefined) throw firstError;
  }

  async get(key: string, range?: ByteRange): Promise<Readable> {
    try {
      const answer = await this.client.send(
        new GetObjectCommand({ ...this.keyOf(key), ...(range ? { Range: `bytes=${range.start}-${range.end}` } : {}) }),
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
      return { size: answer.ContentLength ?? 0, contentType: answer.ContentType ?? 'application/octet-stream' };
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

function bufferOf(body: Readable | Buffer): Promise<Buffer> {
  return Buffer.isBuffer(body) ? Promise.resolve(body) : toBuffer(body);
}
