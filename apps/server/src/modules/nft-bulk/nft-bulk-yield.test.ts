import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from '../../test/helper.ts';
import {
  bulkStore,
  bulkWorker,
  infoXlsx,
  scheduleOf,
  startBulk,
  type InfoRow,
} from './nft-bulk-test-kit.ts';
import { YIELD_ROWS } from './nft-bulk-yield.ts';

let store: Awaited<ReturnType<typeof bulkStore>>;
beforeAll(async () => {
  store = await bulkStore('CYIELD');
});
afterAll(async () => store?.close());

/** Runs work while counting how often the event loop got to a setImmediate callback meanwhile. */
async function turnsDuring<T>(work: () => Promise<T>): Promise<{ result: T; turns: number }> {
  let turns = 0;
  let running = true;
  const tick = () => {
    if (!running) return;
    turns++;
    setImmediate(tick);
  };
  setImmediate(tick);
  try {
    return { result: await work(), turns };
  } finally {
    running = false;
  }
}

const ROWS = 3_000;

describe('long bulk work lets other requests run (issue 19 item 11)', () => {
  it('verifying and creating rows give the event loop a turn at least every YIELD_ROWS rows', async () => {
    const { app, owner, erc1155, art } = store;
    const row: InfoRow = {
      title: 'Dragon',
      file: 'dragon.png',
      collection: erc1155.id,
      categories: art,
      copies: 1,
      rank: 1,
    };
    const started = await startBulk(app, owner, {
      type: 2,
      files: store.folder,
      info: infoXlsx(Array.from({ length: ROWS }, () => row)),
    });
    expect(started.statusCode).toBe(0);
    const worker = bulkWorker(app);

    const verifying = await turnsDuring(() => worker.runOnce());
    expect(await scheduleOf(app, owner, started.data.id)).toMatchObject({ state: 'verified' });
    expect(verifying.turns).toBeGreaterThanOrEqual(ROWS / YIELD_ROWS);

    expect(
      (
        await call(app, 'POST', '/api/tokens/multipleCreate/confirm', {
          ...owner,
          body: { id: started.data.id },
        })
      ).body.statusCode,
    ).toBe(0);
    const creating = await turnsDuring(() => worker.runOnce());
    expect(await scheduleOf(app, owner, started.data.id)).toMatchObject({
      state: 'success',
      created: ROWS,
    });
    expect(creating.turns).toBeGreaterThanOrEqual(ROWS / YIELD_ROWS);
  });
});
