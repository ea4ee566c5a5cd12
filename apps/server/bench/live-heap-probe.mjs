// Loaded into the benchmark's server with BENCH_LIVE_HEAP=1 (node --expose-gc --import): on SIGUSR2 a full
// GC, then the memory left, i.e. what is still referenced, appended as one JSON line to LIVE_HEAP_FILE.
// Peak RSS alone mixes that with garbage V8 has not collected yet (it defers major GCs while the heap is small).
import { appendFileSync } from 'node:fs';
import { isMainThread } from 'node:worker_threads';

const file = process.env.LIVE_HEAP_FILE;
if (isMainThread && file && typeof globalThis.gc === 'function') {
  process.on('SIGUSR2', () => {
    globalThis.gc();
    const { rss, heapUsed, external } = process.memoryUsage();
    appendFileSync(file, `${JSON.stringify({ rss, heapUsed, external })}\n`);
  });
}
