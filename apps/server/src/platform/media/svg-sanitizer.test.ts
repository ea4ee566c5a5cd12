import { afterEach, describe, expect, it, vi } from 'vitest';
import { sanitizeSvg } from './sanitize-svg.ts';
import { SvgSanitizer, SvgTooComplexError, type SvgSanitizerLimits } from './svg-sanitizer.ts';

const SCRIPTED = Buffer.from(
  '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script><circle r="1" onclick="x()"/></svg>',
);
/** A drawing of `paths` small shapes: jsdom needs far more memory and time than its size. */
const dense = (paths: number) =>
  Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg">${Array.from({ length: paths }, (_, i) => `<path d="M${i} 0 L${i} 9 Z" fill="#0a0"/>`).join('')}</svg>`,
  );

const started: SvgSanitizer[] = [];
const sanitizer = (limits: Partial<SvgSanitizerLimits> = {}) => {
  // Shapes far past the default limits, so that the thread's own heap and time limits are reached.
  const s = new SvgSanitizer({
    heapMb: 256,
    timeMs: 60_000,
    idleMs: 60_000,
    maxElements: 1_000_000,
    ...limits,
  });
  started.push(s);
  return s;
};
afterEach(async () => {
  for (const s of started.splice(0)) await s.stop();
});

describe('SvgSanitizer', () => {
  it('answers what sanitizeSvg answers, off the main thread', async () => {
    const s = sanitizer();
    let mainThreadRan = false;
    setImmediate(() => (mainThreadRan = true));
    const clean = await s.sanitize(SCRIPTED);
    // The answer arrives as a message after the main thread's own work: nothing ran synchronously.
    expect(mainThreadRan).toBe(true);
    expect(clean).toBe(sanitizeSvg(SCRIPTED));
    expect(clean).not.toMatch(/script|onclick/);
    expect(await s.sanitize(Buffer.from('<html><body>not svg</body></html>'))).toBeNull();
  });

  it('refuses 200,000 nested groups by their shape, before parsing them (issue 19 item 4)', async () => {
    const s = sanitizer();
    const nested = Buffer.from(
      `<svg xmlns="http://www.w3.org/2000/svg">${'<g>'.repeat(200_000)}${'</g>'.repeat(200_000)}</svg>`,
    );
    const results = await Promise.allSettled([s.sanitize(nested), s.sanitize(SCRIPTED)]);
    expect(results[0]).toMatchObject({
      status: 'rejected',
      reason: { name: 'SvgTooComplexError', limit: 'depth', max: 256 },
    });
    expect(results[1]).toEqual({ status: 'fulfilled', value: sanitizeSvg(SCRIPTED) });
  });

  it('refuses a document that does not fit its heap, and sanitises the ones queued behind it', async () => {
    const s = sanitizer({ heapMb: 128 });
    const results = await Promise.allSettled([
      s.sanitize(dense(80_000)),
      s.sanitize(SCRIPTED),
      s.sanitize(SCRIPTED),
    ]);
    expect(results[0]).toMatchObject({
      status: 'rejected',
      reason: expect.any(SvgTooComplexError),
    });
    expect((results[0] as PromiseRejectedResult).reason.limit).toBe('heap');
    expect(results.slice(1)).toEqual([
      { status: 'fulfilled', value: sanitizeSvg(SCRIPTED) },
      { status: 'fulfilled', value: sanitizeSvg(SCRIPTED) },
    ]);
  });

  it('refuses a document that takes longer than its time limit, and sanitises the one queued behind it', async () => {
    // A limit far below a dense drawing's time (seconds), far above a small one's (milliseconds,
    // even first on a new thread, as the one queued behind is).
    const s = sanitizer({ timeMs: 1_000 });
    await s.sanitize(SCRIPTED);
    const results = await Promise.allSettled([s.sanitize(dense(120_000)), s.sanitize(SCRIPTED)]);
    expect(results[0]).toMatchObject({ status: 'rejected', reason: { limit: 'time' } });
    expect(results[1]).toEqual({ status: 'fulfilled', value: sanitizeSvg(SCRIPTED) });
  });

  it('ignores an answer that arrives after its time ran out, and goes on with the next document', async () => {
    const s = sanitizer({ timeMs: 1_000 });
    await s.sanitize(SCRIPTED);
    const first = s.sanitize(SCRIPTED);
    const second = s.sanitize(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><rect/></svg>'));
    // The main thread is busy past the limit (in the event loop's check phase, after the answers
    // already read): the next loop runs the limit's timer before it reads the thread's answer.
    await new Promise<void>((resolve) =>
      setImmediate(() => {
        const until = Date.now() + 1_500;
        while (Date.now() < until);
        resolve();
      }),
    );
    await expect(first).rejects.toMatchObject({ limit: 'time' });
    expect(await second).toBe('<svg xmlns="http://www.w3.org/2000/svg"><rect/></svg>');
  });

  it('ends its thread when idle and starts a new one on the next document', async () => {
    const s = sanitizer({ idleMs: 20 });
    await s.sanitize(SCRIPTED);
    expect(s.running).toBe(true);
    await vi.waitFor(() => expect(s.running).toBe(false), { timeout: 5_000 });
    expect(await s.sanitize(SCRIPTED)).toBe(sanitizeSvg(SCRIPTED));
  });
});
