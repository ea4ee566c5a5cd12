import { describe, expect, it } from 'vitest';
import { shopChangesTracker } from './shop-changes.ts';
import { versionedCache } from './versioned-cache.ts';

function setup(maxBytes = 1_000) {
  const tracker = shopChangesTracker(5_000);
  tracker.listens();
  const clock = { ms: 0 };
  const renewalErrors: unknown[] = [];
  const cache = versionedCache(tracker.changes, 'nfts', maxBytes, { now: () => clock.ms, onRenewalError: (error) => renewalErrors.push(error) });
  let reads = 0;
  /** Reads `json` through the cache, counting the reads that reached the "database". */
  const get = async (shopId: number, key: string, json = `"${key}"`, during?: () => void) =>
    (
      await cache.through(shopId, key, async () => {
        reads++;
        during?.();
        return Buffer.from(json);
      })
    ).toString();
  return { tracker, cache, clock, get, reads: () => reads, renewalErrors };
}
type Setup = ReturnType<typeof setup>;

/** A read that answers when told to (the latest one started, or the nth), counting how often it was started. */
function heldRead() {
  const answers: ((body: string) => void)[] = [];
  let fail!: (error: Error) => void;
  const read = () =>
    new Promise<Buffer>((resolve, reject) => {
      answers.push((body) => resolve(Buffer.from(body)));
      fail = reject;
    });
  return {
    read,
    started: () => answers.length,
    answer: (body: string, nth = answers.length - 1) => answers[nth]!(body),
    fail: (error: Error) => fail(error),
  };
}

describe('versionedCache', () => {
  it('answers a kept answer while the store’s version stands, and reads again once a change to that store is heard', async () => {
    const { tracker, get, reads } = setup();
    expect(await get(1, 'a', '"v1"')).toBe('"v1"');
    expect(await get(1, 'a', '"v2"')).toBe('"v1"');
    expect(await get(2, 'a', '"w1"')).toBe('"w1"');
    expect(reads()).toBe(2);
    tracker.heard('nfts:1@501');
    expect(await get(1, 'a', '"v2"')).toBe('"v2"');
    expect(await get(2, 'a', '"w2"')).toBe('"w1"');
    tracker.heard('access:*@502');
    expect(await get(2, 'a', '"w2"')).toBe('"w1"');
    expect(reads()).toBe(3);
  });

  it('does not keep an answer whose read a change overlapped: it may predate the change', async () => {
    const { tracker, get, reads } = setup();
    expect(await get(1, 'a', '"old"', () => tracker.heard('nfts:1@503'))).toBe('"old"');
    expect(await get(1, 'a', '"new"')).toBe('"new"');
    expect(await get(1, 'a', '"newer"')).toBe('"new"');
    expect(reads()).toBe(2);
  });

  it('keeps nothing while changes cannot be heard', async () => {
    const { tracker, get, reads } = setup();
    await get(1, 'a');
    tracker.stoppedListening();
    await get(1, 'a');
    await get(1, 'a');
    expect(reads()).toBe(3);
  });

  it('keeps at most maxBytes (bodies, keys and a cost per answer), dropping the least recently used first; 0 keeps nothing', async () => {
    // Three answers of 10 bytes with their one-letter keys ("1\na": 3 characters, 6 bytes) and overhead.
    const { cache, get, reads } = setup(3 * (10 + 6 + 200));
    await get(1, 'a', 'x'.repeat(10));
    await get(1, 'b', 'y'.repeat(10));
    await get(1, 'a');
    await get(1, 'c', 'z'.repeat(10));
    expect(cache.size).toBe(3);
    await get(1, 'd', 'w'.repeat(10));
    expect(cache.size).toBe(3);
    const before = reads();
    await get(1, 'a');
    expect(reads()).toBe(before);
    await get(1, 'b', 'y'.repeat(10));
    expect(reads()).toBe(before + 1);
    const beforeBig = reads();
    await get(1, 'big', 'q'.repeat(3 * 216));
    await get(1, 'big', 'q'.repeat(3 * 216));
    expect(reads()).toBe(beforeBig + 2);

    const none = setup(0);
    await none.get(1, 'a');
    await none.get(1, 'a');
    expect(none.reads()).toBe(2);
    expect(none.cache.size).toBe(0);
  });

  it('keeps a read that fails out of the cache and passes its error on', async () => {
    const { cache, get } = setup();
    await expect(cache.through(1, 'a', async () => Promise.reject(new Error('database down')))).rejects.toThrow('database down');
    expect(cache.size).toBe(0);
    expect(await get(1, 'a', '"ok"')).toBe('"ok"');
  });

  it('reads again an answer kept keptAtMostMs, with no change heard (the bound on a missed notice)', async () => {
    const { clock, get, reads } = setup();
    await get(1, 'a', '"v1"');
    clock.ms = 3_999;
    expect(await get(1, 'a', '"v2"')).toBe('"v1"');
    expect(reads()).toBe(1);
    clock.ms = 5_000;
    expect(await get(1, 'a', '"v2"')).toBe('"v2"');
    expect(reads()).toBe(2);
  });

  it('from 80 % of keptAtMostMs, answers the kept answer while one read in the background renews it', async () => {
    const { cache, clock, get, reads } = setup();
    await get(1, 'a', '"v1"');
    clock.ms = 4_000;
    const renewal = heldRead();
    expect((await cache.through(1, 'a', renewal.read)).toString()).toBe('"v1"');
    expect((await cache.through(1, 'a', renewal.read)).toString()).toBe('"v1"');
    expect(renewal.started()).toBe(1);
    clock.ms = 4_900;
    renewal.answer('"v2"');
    await new Promise((r) => setImmediate(r));
    // Kept from the renewal's start (4,000), not its end: renewed again from 8,000, read again at 9,000.
    clock.ms = 7_999;
    expect(await get(1, 'a', '"v3"')).toBe('"v2"');
    expect(reads()).toBe(1);
    clock.ms = 9_000;
    expect(await get(1, 'a', '"v3"')).toBe('"v3"');
  });

  it('keeps the kept answer while renewals fail, reporting each, until the bound; then the asker reads on their own', async () => {
    const { cache, clock, get, renewalErrors } = setup();
    await get(1, 'a', '"v1"');
    let failures = 0;
    const failing = async () => {
      failures++;
      throw new Error('database down');
    };
    for (const ms of [4_000, 4_999]) {
      clock.ms = ms;
      expect((await cache.through(1, 'a', failing)).toString()).toBe('"v1"');
      await new Promise((r) => setImmediate(r));
    }
    expect(failures).toBe(2);
    expect(renewalErrors.map((e) => (e as Error).message)).toEqual(['database down', 'database down']);
    clock.ms = 5_000;
    await expect(cache.through(1, 'a', failing)).rejects.toThrow('database down');
  });

  it('renews nothing from a read a change overlapped: the answer read after the change stays', async () => {
    const { tracker, cache, clock, get, reads } = setup();
    await get(1, 'a', '"v1"');
    clock.ms = 4_000;
    const renewal = heldRead();
    expect((await cache.through(1, 'a', renewal.read)).toString()).toBe('"v1"');
    tracker.heard('nfts:1@701');
    expect(await get(1, 'a', '"after the change"')).toBe('"after the change"');
    renewal.answer('"before the change"');
    await new Promise((r) => setImmediate(r));
    expect(await get(1, 'a', '"later"')).toBe('"after the change"');
    expect(reads()).toBe(2);
  });

  it('keeps an answer with no time bound where no notice can be missed (PGlite: keptAtMostMs Infinity)', async () => {
    const tracker = shopChangesTracker();
    tracker.listens();
    const clock = { ms: 0 };
    const cache = versionedCache(tracker.changes, 'nfts', 1_000, { now: () => clock.ms });
    await cache.through(1, 'a', async () => Buffer.from('"v1"'));
    clock.ms = 86_400_000;
    expect((await cache.through(1, 'a', async () => Buffer.from('"v2"'))).toString()).toBe('"v1"');
  });

  describe('askers of one answer while it is read', () => {
    it('of one store share one read; another store reads its own', async () => {
      const { cache } = setup();
      const held = heldRead();
      const first = cache.through(1, 'a', held.read);
      const second = cache.through(1, 'a', held.read);
      expect(held.started()).toBe(1);
      const otherStore = cache.through(2, 'a', held.read);
      expect(held.started()).toBe(2);
      held.answer('"store 2"');
      expect((await otherStore).toString()).toBe('"store 2"');
      // Store 1's read is still held: both its askers wait for it.
      const waiting = await Promise.race([first, second, new Promise((r) => setTimeout(() => r('waiting'), 20))]);
      expect(waiting).toBe('waiting');
    });

    it('answer each asker the one read, and keep it', async () => {
      const { cache, get, reads } = setup();
      const held = heldRead();
      const askers = [cache.through(1, 'a', held.read), cache.through(1, 'a', held.read), cache.through(1, 'a', held.read)];
      expect(held.started()).toBe(1);
      held.answer('"one"');
      expect((await Promise.all(askers)).map(String)).toEqual(['"one"', '"one"', '"one"']);
      expect(await get(1, 'a', '"two"')).toBe('"one"');
      expect(reads()).toBe(0);
    });

    it('all get the error of a failed read, and the next asker reads again', async () => {
      const { cache, get } = setup();
      const held = heldRead();
      const askers = [cache.through(1, 'a', held.read), cache.through(1, 'a', held.read)];
      held.fail(new Error('database down'));
      for (const asker of askers) await expect(asker).rejects.toThrow('database down');
      expect(await get(1, 'a', '"ok"')).toBe('"ok"');
    });

    // Once a change was heard (a process reads its own writes), or the read began keptAtMostMs ago
    // (stuck on a dead connection, say).
    it.each([
      ['a change was heard since the read began', ({ tracker }: Setup) => tracker.heard('nfts:1@601')],
      ['the read began keptAtMostMs ago or more', ({ clock }: Setup) => (clock.ms = 5_000)],
    ])('read on their own once %s; the older read ends later and its answer is not kept', async (_, after) => {
      const setUp = setup();
      const { cache, get, reads } = setUp;
      const held = heldRead();
      const older = cache.through(1, 'a', held.read);
      after(setUp);
      expect(await get(1, 'a', '"fresh"')).toBe('"fresh"');
      expect([held.started(), reads()]).toEqual([1, 1]);
      held.answer('"stale"');
      expect((await older).toString()).toBe('"stale"');
      expect(await get(1, 'a', '"later"')).toBe('"fresh"');
    });

    it('who came after a change join the read begun after it, even once the older read ends', async () => {
      const { tracker, cache } = setup();
      const held = heldRead();
      const older = cache.through(1, 'a', held.read);
      tracker.heard('nfts:1@801');
      const newer = cache.through(1, 'a', held.read);
      expect(held.started()).toBe(2);
      held.answer('"older"', 0);
      expect((await older).toString()).toBe('"older"');
      const joining = cache.through(1, 'a', held.read);
      expect(held.started()).toBe(2);
      held.answer('"newer"');
      expect([(await newer).toString(), (await joining).toString()]).toEqual(['"newer"', '"newer"']);
    });

    it('do not share while changes cannot be heard', async () => {
      const { tracker, cache } = setup();
      tracker.stoppedListening();
      const held = heldRead();
      const first = cache.through(1, 'a', held.read);
      held.answer('"1"');
      const second = cache.through(1, 'a', held.read);
      held.answer('"2"');
      expect(held.started()).toBe(2);
      expect([(await first).toString(), (await second).toString()]).toEqual(['"1"', '"2"']);
    });
  });
});
