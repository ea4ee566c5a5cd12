import fp from 'fastify-plugin';
import type { DatabaseConfig } from '../../config.ts';
import { openDatabase, type Db } from './db-client.ts';
import { keepStatistics } from './pglite-statistics.ts';

declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
  }
}

/** Opens the database before any module registers; closes it after the server stopped. */
export const dbPlugin = fp<{ database: DatabaseConfig }>(
  async (app, opts) => {
    const database = await openDatabase(opts.database, (err) =>
      app.log.warn({ err }, 'idle database connection lost'),
    );
    app.decorate('db', database.db);
    // PGlite has no autovacuum to keep its tables and the planner's statistics (pglite-statistics.ts).
    const stopStatistics =
      database.driver === 'pglite'
        ? await keepStatistics(database.db, (err) => app.log.warn({ err }, 'vacuum failed'))
        : async () => {};
    app.addHook('onClose', async () => {
      await stopStatistics();
      await database.close();
    });
  },
  { name: 'db' },
);
