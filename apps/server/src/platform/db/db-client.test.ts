import { sql } from 'drizzle-orm';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../test/test-database.ts';
import { openDatabase } from './db-client.ts';

const serverUrl = process.env.TEST_DATABASE_URL;

// Only PostgreSQL has a pool whose idle connections can break (CI's `npm run test:pg`).
describe.skipIf(!serverUrl)('a pooled PostgreSQL connection ended while idle', () => {
  it('is reported to the listener, does not end the process, and the next query opens another', async () => {
    const created = await createTestDatabase();
    const heard: Error[] = [];
    const database = await openDatabase(created.config, (err) => heard.push(err));
    try {
      const pid = async () =>
        (
          (await database.db.execute(sql`select pg_backend_pid() as pid`)) as unknown as {
            rows: { pid: number }[];
          }
        ).rows[0]!.pid;
      const first = await pid();
      const admin = new pg.Client({ connectionString: serverUrl });
      await admin.connect();
      await admin.query('select pg_terminate_backend($1)', [first]);
      await admin.end();
      await expect.poll(() => heard.length).toBeGreaterThan(0);
      expect(heard[0]!.message).toMatch(/terminat/i);
      expect(await pid()).not.toBe(first);
    } finally {
      await database.close();
      await created.drop();
    }
  });
});
