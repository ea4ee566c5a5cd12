import type { Config } from '../config.ts';
import { openDatabase, type Database } from '../platform/db/db-client.ts';
import { acquireDataDirLock, DataDirLockedError } from '../platform/db/data-dir-lock.ts';

/** The embedded database is in use by a running server: the operator command cannot open it. */
export class DatabaseBusyError extends Error {
  constructor(cause: DataDirLockedError) {
    super(
      `${cause.message}\nThe embedded database (PGlite) serves one process at a time: stop the server, run this ` +
        'command, then start the server again. With DATABASE_URL (PostgreSQL) operator commands run next to a running server.',
    );
    this.name = 'DatabaseBusyError';
  }
}

/**
 * Opens the configured database the way the server does (migrations applied). The embedded
 * PGlite database takes the DATA_DIR lock first, as the server does, so an operator command never
 * opens the folder a running server holds (two processes on one PGlite folder corrupt it).
 */
export async function openPlatformDatabase(
  config: Pick<Config, 'dataDir' | 'database'>,
): Promise<Database> {
  let lock: { release: () => void } | undefined;
  if (config.database.driver === 'pglite') {
    try {
      lock = acquireDataDirLock(config.dataDir);
    } catch (err) {
      throw err instanceof DataDirLockedError ? new DatabaseBusyError(err) : err;
    }
  }
  try {
    const database = await openDatabase(config.database);
    return {
      ...database,
      async close() {
        try {
          await database.close();
        } finally {
          lock?.release();
        }
      },
    };
  } catch (err) {
    lock?.release();
    throw err;
  }
}
