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
  private current: { worker: Worker; pending: Map<number, Pending> } | null = null;
  private nextReply = 0;

  private thread(): { worker: Worker; pending: Map<number, Pending> } {
    if (this.current) return this.current;
    const worker = new Worker(new URL('./upload-hash-worker.mjs', import.meta.url));
    // The digests awaited from this thread; a thread that fails rejects only its own.
    const pending = new Map<number, Pending>();
    worker.unref();
    worker.on('message', (answer: { reply: number; sha256?: string; error?: string }) => {
      const waiting = pending.get(answer.reply);
      pending.delete(answer.reply);
      if (pending.size === 0) worker.unref();
      if (answer.sha256) waiting?.resolve(answer.sha256);
      else waiting?.reject(new Error(answer.error ?? 'no digest'));
    });
    const fail = (error: Error) => {
      if (this.current?.worker === worker) this.current = null;
      for (const waiting of pending.values()) waiting.reject(error);
      pending.clear();
    };
    worker.on('error', fail);
    worker.on('exit', (code) => fail(new Error(`upload hash thread exited with ${code}`)));
    this.current = { worker, pending };
    return this.current;
  }

  /** Hashes the file at `path` up to byte `to`, continuing where the last call for it stopped. */
  extend(path: string, to: number) {
    this.thread().worker.postMessage({ op: 'extend', path, to });
  }

  /** Forgets what was hashed of `path` (some of it was rewritten) and hashes it again up to `to`. */
  reset(path: string, to: number) {
    this.thread().worker.postMessage({ op: 'reset', path, to });
  }

  /** Forgets `path` (the upload is gone). */
  drop(path: string) {
    this.current?.worker.postMessage({ op: 'drop', path });
  }

  /** The SHA-256 (hex) of the first `size` bytes of `path`, hashing what was not hashed yet. */
  digest(path: string, size: number): Promise<string> {
    const { worker, pending } = this.thread();
    const reply = this.nextReply++;
    return new Promise<string>((resolve, reject) => {
      pending.set(reply, { resolve, reject });
      worker.ref();
      worker.postMessage({ op: 'digest', path, to: size, reply });
    });
  }

  /** Stops the thread (tests; the server lets it end with the process). */
  async stop() {
    const worker = this.current?.worker;
    this.current = null;
    await worker?.terminate();
  }
}

/** The process's one hasher: every chunk store shares its thread. */
export const uploadHasher = new UploadHasher();
