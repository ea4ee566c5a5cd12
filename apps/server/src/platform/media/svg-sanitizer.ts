import { Worker } from 'node:worker_threads';
import { SVG_SHAPE_LIMITS, type SvgShapeLimits, type SvgShapeProblem } from './svg-shape.ts';

/** The shape limits are checked on the thread before the document is parsed (svg-shape.ts). */
export type SvgSanitizerLimits = SvgShapeLimits & {
  /** The thread's heap: jsdom holds the whole document (dense markup takes ~150 times its size). */
  heapMb: number;
  /** One document's time on the thread; past it the thread is ended and the document refused. */
  timeMs: number;
  /** The thread ends after this long without work, giving its memory back. */
  idleMs: number;
};

/** A thread that has not loaded the sanitiser (tsx, jsdom) by then is ended as if its document took too long. */
const STARTUP_MS = 30_000;

export const SVG_SANITIZER_LIMITS: SvgSanitizerLimits = {
  heapMb: 512,
  timeMs: 5_000,
  idleMs: 30_000,
  ...SVG_SHAPE_LIMITS,
};

const TOO_COMPLEX = {
  heap: () => 'The SVG document does not fit in memory',
  time: () => 'The SVG document takes too long to sanitise',
  elements: (max?: number) => `The SVG document has more than ${max} elements`,
  depth: (max?: number) => `The SVG document nests elements more than ${max} deep`,
};

/** An SVG past a limit of its shape, or whose document did not fit the thread's heap or time: refused as too large (E18). */
export class SvgTooComplexError extends Error {
  constructor(
    readonly limit: keyof typeof TOO_COMPLEX,
    readonly max?: number,
  ) {
    super(TOO_COMPLEX[limit](max));
    this.name = 'SvgTooComplexError';
  }
}

type Job = {
  id: number;
  svg: Buffer;
  resolve: (clean: string | null) => void;
  reject: (error: Error) => void;
};
type Answer =
  | { ready: true }
  | { id: number; clean: string | null }
  | { id: number; tooComplex: SvgShapeProblem };

/**
 * Sanitises SVG on a thread of its own (svg-sanitize-worker.mjs), started on first use. Jobs run
 * one at a time in the order given; when the thread dies on a document (heap or time limit) that
 * document alone is refused and the ones waiting behind it go to a new thread.
 */
export class SvgSanitizer {
  private worker: Worker | null = null;
  /** Sent to the current thread, in order: the first is the one it works on. */
  private jobs: Job[] = [];
  private nextId = 0;
  private timer: NodeJS.Timeout | null = null;
  /** Whether the current thread has loaded the sanitiser. */
  private ready = false;

  private readonly limits: SvgSanitizerLimits;

  constructor(limits: Partial<SvgSanitizerLimits> = {}) {
    this.limits = { ...SVG_SANITIZER_LIMITS, ...limits };
  }

  /** The clean SVG, or null when the bytes are not an SVG document. */
  sanitize(svg: Buffer): Promise<string | null> {
    return new Promise((resolve, reject) => {
      const job: Job = { id: this.nextId++, svg, resolve, reject };
      this.jobs.push(job);
      this.send(job);
      if (this.jobs.length === 1) this.startClock();
    });
  }

  /** Whether the thread is running (tests). */
  get running() {
    return this.worker !== null;
  }

  /** Ends the thread; jobs waiting are refused (tests; the server lets it end with the process). */
  async stop() {
    const worker = this.worker;
    this.worker = null;
    this.setTimer(null);
    for (const job of this.jobs.splice(0)) job.reject(new Error('SVG sanitiser stopped'));
    await worker?.terminate();
  }

  private thread(): Worker {
    if (this.worker) return this.worker;
    const worker = new Worker(new URL('./svg-sanitize-worker.mjs', import.meta.url), {
      resourceLimits: { maxOldGenerationSizeMb: this.limits.heapMb },
    });
    this.ready = false;
    let ended: Error | null = null;
    worker.on('message', (answer: Answer) => {
      // An answer sent before the thread was ended (its time ran out meanwhile): that job is settled.
      if (this.worker !== worker) return;
      // Loading jsdom is not a document's time: each document's clock starts once the thread is ready.
      if ('ready' in answer) {
        this.ready = true;
        return this.startClock();
      }
      if (this.jobs[0]?.id !== answer.id) return; // answers come in the order sent
      const job = this.jobs.shift()!;
      if ('tooComplex' in answer)
        job.reject(new SvgTooComplexError(answer.tooComplex.limit, answer.tooComplex.max));
      else job.resolve(answer.clean);
      this.startClock();
    });
    worker.on('error', (error: Error & { code?: string }) => {
      ended ??= error.code === 'ERR_WORKER_OUT_OF_MEMORY' ? new SvgTooComplexError('heap') : error;
    });
    worker.on('exit', () => {
      if (this.worker === worker)
        this.threadEnded(ended ?? new Error('SVG sanitiser thread exited'));
    });
    this.worker = worker;
    return worker;
  }

  private send(job: Job) {
    const { maxElements, maxDepth } = this.limits;
    this.thread().postMessage({ id: job.id, svg: job.svg, shape: { maxElements, maxDepth } });
  }

  /** The thread died on the first job: refuse it, hand the others to a new thread. */
  private threadEnded(error: Error) {
    this.worker = null;
    this.setTimer(null);
    this.jobs.shift()?.reject(error);
    for (const job of this.jobs) this.send(job);
    this.startClock();
  }

  /**
   * The first job's time limit while there is work (counted from when the thread is ready; its
   * start-up has a limit of its own); otherwise the idle timer, and nothing keeps the process alive.
   */
  private startClock() {
    const worker = this.worker;
    if (!worker) return;
    if (this.jobs.length > 0) {
      worker.ref();
      this.setTimer(
        () => {
          if (this.worker !== worker) return;
          this.worker = null;
          void worker.terminate();
          this.threadEnded(new SvgTooComplexError('time'));
        },
        this.ready ? this.limits.timeMs : Math.max(this.limits.timeMs, STARTUP_MS),
      );
    } else {
      worker.unref();
      this.setTimer(() => {
        if (this.worker === worker && this.jobs.length === 0) void this.stop();
      }, this.limits.idleMs);
    }
  }

  private setTimer(run: (() => void) | null, ms = 0) {
    if (this.timer) clearTimeout(this.timer);
    this.timer = run ? setTimeout(run, ms) : null;
    this.timer?.unref();
  }
}
