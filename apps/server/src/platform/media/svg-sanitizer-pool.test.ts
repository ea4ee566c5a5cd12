import { afterEach, describe, expect, it } from 'vitest';
import { sanitizeSvg } from './sanitize-svg.ts';
import { SvgSanitizerPool } from './svg-sanitizer-pool.ts';
import { SvgTooComplexError } from './svg-sanitizer.ts';

const NS = 'xmlns="http://www.w3.org/2000/svg"';
const small = (label: string) => Buffer.from(`<svg ${NS}><title>${label}</title><rect/></svg>`);
/** The document of issue 19: 200,000 nested groups, 1.4 MB. */
const NESTED = Buffer.from(`<svg ${NS}>${'<g>'.repeat(200_000)}${'</g>'.repeat(200_000)}</svg>`);

const started: SvgSanitizerPool[] = [];
const pool = (threads: number) => {
  const p = new SvgSanitizerPool(threads, { heapMb: 256, timeMs: 60_000, idleMs: 60_000 });
  started.push(p);
  return p;
};
afterEach(async () => {
  for (const p of started.splice(0)) await p.stop();
});

/** Sanitises each [store, label, document] at once; answers the labels in the order they settled, and the outcomes. */
async function settleOrder(p: SvgSanitizerPool, docs: [number, string, Buffer][]) {
  const order: string[] = [];
  const outcomes = await Promise.allSettled(
    docs.map(([store, label, svg]) =>
      p
        .forOwner(store)
        .sanitize(svg)
        .finally(() => order.push(label)),
    ),
  );
  return { order, outcomes };
}

describe('SVG sanitiser pool (issue 19 item 4: one store does not hold up another)', () => {
  it("refuses 200,000 nested groups by their shape while another store's small SVG is answered", async () => {
    const { outcomes } = await settleOrder(pool(2), [
      [1, 'nested', NESTED],
      [2, 'small', small('b')],
    ]);
    expect(outcomes[0]).toMatchObject({
      status: 'rejected',
      reason: expect.any(SvgTooComplexError),
    });
    expect((outcomes[0] as PromiseRejectedResult).reason).toMatchObject({
      limit: 'depth',
      max: 256,
    });
    expect(outcomes[1]).toEqual({ status: 'fulfilled', value: sanitizeSvg(small('b')) });
  });

  it("takes the stores in turn: a store's queued documents wait behind one of another store's, not all", async () => {
    const { order, outcomes } = await settleOrder(pool(1), [
      [1, 'a1', small('a1')],
      [1, 'a2', small('a2')],
      [1, 'a3', small('a3')],
      [2, 'b1', small('b1')],
    ]);
    expect(order).toEqual(['a1', 'b1', 'a2', 'a3']);
    expect(outcomes.every((o) => o.status === 'fulfilled')).toBe(true);
  });
});
