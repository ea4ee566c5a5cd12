import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../test/test-database.ts';
import { rowsOf } from './insert-many.ts';
import { jsonPiecesSql, JsonRows } from './json-rows.ts';

const row = (i: number) => ({
  line: i,
  text: `Row ${i}: ${'é漢🙂"\\'.repeat(i % 7)}${'x'.repeat(i % 500)}`,
});

describe('JsonRows', () => {
  it('answers the rows in order as JSON arrays of about 64 KB at most, then starts empty again', () => {
    const rows = new JsonRows(1024);
    const all = Array.from({ length: 2000 }, (_, i) => row(i));
    all.forEach((r) => rows.add(r));
    expect(rows.count).toBe(2000);
    const pieces = rows.take();
    expect(pieces.length).toBeGreaterThan(1);
    for (const p of pieces) expect(Buffer.byteLength(p)).toBeLessThan(64 * 1024 + 2048);
    expect(pieces.flatMap((p) => JSON.parse(p) as unknown[])).toEqual(all);
    expect(rows.count).toBe(0);
    expect(rows.take()).toEqual([]);
    rows.add(row(3));
    expect(rows.take().map((p) => JSON.parse(p) as unknown)).toEqual([[row(3)]]);
  });

  it('keeps a row longer than a piece whole', () => {
    const rows = new JsonRows(16);
    const long = { text: 'y'.repeat(200_000) };
    rows.add(row(1));
    rows.add(long);
    rows.add(row(2));
    expect(rows.take().flatMap((p) => JSON.parse(p) as unknown[])).toEqual([row(1), long, row(2)]);
  });
});

describe('jsonPiecesSql', () => {
  let database: Awaited<ReturnType<typeof openTestDatabase>>;
  beforeAll(async () => {
    database = await openTestDatabase();
  });
  afterAll(() => database?.closeAndDrop());

  it('reads every row of every piece as a record', async () => {
    const rows = new JsonRows();
    const all = Array.from({ length: 1500 }, (_, i) => row(i));
    all.forEach((r) => rows.add(r));
    const pieces = rows.take();
    expect(pieces.length).toBeGreaterThan(1);
    const result = await database.db.execute(
      sql`select line, text from ${jsonPiecesSql(pieces)} as x(line integer, text text) order by line`,
    );
    expect(rowsOf<{ line: number; text: string }>(result)).toEqual(all);
  });
});
