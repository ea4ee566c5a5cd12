import { SvgSanitizer, type SvgSanitizerLimits } from './svg-sanitizer.ts';

type Job = {
  svg: Buffer;
  resolve: (clean: string | null) => void;
  reject: (error: unknown) => void;
};
/** Whose documents queue together: a store. */
type Owner = string | number;

/** Threads of the process's pool: two, as a long document of one store leaves the other thread to the rest. */
export const SVG_SANITIZER_THREADS = 2;

/**
 * SVG sanitiser threads shared fairly between stores (issue 19: one store's document held every
 * store's uploads): each store's documents wait in a queue of their own, a store has at most one
 * document on a thread at a time, and free threads take the stores in turn.
 */
export class SvgSanitizerPool {
  private readonly threads: { sanitizer: SvgSanitizer; busy: boolean }[];
  /** Each waiting store's documents, in order. */
  private readonly waiting = new Map<Owner, Job[]>();
  private readonly running = new Set<Owner>();
  /** The turn at which each store with documents waiting or running last got a thread. */
  private readonly served = new Map<Owner, number>();
  private turn = 0;

  constructor(threads = SVG_SANITIZER_THREADS, limits: Partial<SvgSanitizerLimits> = {}) {
    this.threads = Array.from({ length: threads }, () => ({
      sanitizer: new SvgSanitizer(limits),
      busy: false,
    }));
  }

  /** The sanitiser as one store sees it: what SvgSanitizer.sanitize answers, in that store's queue. */
  forOwner(owner: Owner): Pick<SvgSanitizer, 'sanitize'> {
    return {
      sanitize: (svg) =>
        new Promise((resolve, reject) => {
          const queue = this.waiting.get(owner) ?? [];
          queue.push({ svg, resolve, reject });
          this.waiting.set(owner, queue);
          this.dispatch();
        }),
    };
  }

  /** Ends every thread; documents waiting are refused (tests; the server lets them end with the process). */
  async stop() {
    for (const job of [...this.waiting.values()].flat())
      job.reject(new Error('SVG sanitiser stopped'));
    this.waiting.clear();
    await Promise.all(this.threads.map((t) => t.sanitizer.stop()));
  }

  /** The waiting store with no document on a thread that was served longest ago (never first). */
  private nextOwner(): Owner | undefined {
    let next: Owner | undefined;
    for (const owner of this.waiting.keys()) {
      if (this.running.has(owner)) continue;
      if (next === undefined || (this.served.get(owner) ?? -1) < (this.served.get(next) ?? -1))
        next = owner;
    }
    return next;
  }

  private dispatch() {
    for (const thread of this.threads) {
      if (thread.busy) continue;
      const owner = this.nextOwner();
      if (owner === undefined) return;
      const queue = this.waiting.get(owner)!;
      const job = queue.shift()!;
      if (!queue.length) this.waiting.delete(owner);
      thread.busy = true;
      this.running.add(owner);
      this.served.set(owner, this.turn++);
      thread.sanitizer
        .sanitize(job.svg)
        .then(job.resolve, job.reject)
        .finally(() => {
          thread.busy = false;
          this.running.delete(owner);
          if (!this.waiting.has(owner)) this.served.delete(owner);
          this.dispatch();
        });
    }
  }
}

/** The process's SVG sanitisers. */
export const svgSanitizers = new SvgSanitizerPool();
