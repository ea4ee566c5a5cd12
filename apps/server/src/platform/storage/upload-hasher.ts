import { Worker } from 'node:worker_threads';

type Pending = { resolve: (sha256: string) => void; reject: (error: Error) => void };

/**
 * SHA-256 of upload data files, computed on a thread of its own (upload-hash-worker.mjs) while
 * the chunks arrive: the chunk store hands it each new run of consecutive chunks, so at merge
 * only the tail is left to hash and the server's main thread never hashes at all. One thread for
 * the whole process, started on first use; it keeps nothing alive (unref'd) unless a digest is
 * awaited. A thread that fails rejects every awaited digest, and the next call starts a new one.
 */
export class UploadHasher {
  private worker: Worker | null = null;
  private readonly pending = new Map<number, Pending>();
  private nextReply = 0;

  private thread(): Worker {
    if (this.worker) return this.worker;
    const worker = new Worker(new URL('./upload-hash-worker.mjs', import.meta.url));
    worker.unref();
    worker.on('message', (answer: { reply: number; sha256?: string; error?: string }) => {
      const waiting = this.pending.get(answer.reply);
      this.pending.delete(answer.reply);
      if (this.pending.size === 0) worker.unref();
      if (answer.sha256) waiting?.resolve(answer.sha256);
      else waiting?.reject(new Error(answer.error ?? 'no digest'));
    });
    const fail = (error: Error) => {
      if (this.worker === worker) this.worker = null;
      for (const waiting of this.pending.values()) waiting.reject(error);
      this.pending.clear();
    };
    worker.on('error', fail);
    worker.on('exit', (code) => fail(new Error(`upload hash thread exited with ${code}`)));
    this.worker = worker;
    return worker;
  }

  /** Hashes the file at `path` up to byte `to`, continuing where the last call for it stopped. */
  extend(path: string, to: number) {
    this.thread().postMessage({ op: 'extend', path, to });
  }

  /** Forgets what was hashed of `path` (some of it was rewritten) and hashes it again up to `to`. */
  reset(path: string, to: number) {
    this.thread().postMessage({ op: 'reset', path, to });
  }

  /** Forgets `path` (the upload is gone). */
  drop(path: string) {
    this.worker?.postMessage({ op: 'drop', path });
  }

  /** The SHA-256 (hex) of the first `size` bytes of `path`, hashing what was not hashed yet. */
  digest(path: string, size: number): Promise<string> {
    const worker = this.thread();
    const reply = this.nextReply++;
    return new Promise<string>((resolve, reject) => {
      this.pending.set(reply, { resolve, reject });
      worker.ref();
      worker.postMessage({ op: 'digest', path, to: size, reply });
    });
  }

  /** Stops the thread (tests; the server lets it end with the process). */
  async stop() {
    const worker = this.worker;
    this.worker = null;
    await worker?.terminate();
  }
}

/** The process's one hasher: every chunk store shares its thread. */
export const uploadHasher = new UploadHasher();
