import { join } from 'node:path';
import { buildApp } from './app.ts';
import { loadConfig } from './config.ts';
import { startLocalChain, type ChainLog, type LocalChain } from './platform/chain/anvil.ts';
import { createChainClients } from './platform/chain/clients.ts';
import { acquireDataDirLock, DataDirLockedError } from './platform/db/data-dir-lock.ts';

// Anvil starts before the app (and its logger) exists: its lines go out in the same JSON shape,
// filtered by LOG_LEVEL like the app's.
const LEVELS: Record<string, number> = {
  trace: 10,
  debug: 20,
  info: 30,
  warn: 40,
  error: 50,
  fatal: 60,
  silent: Infinity,
};
function chainLogFor(logLevel: string): ChainLog {
  const min = LEVELS[logLevel] ?? 30;
  const line = (level: number, obj: object, msg: string) => {
    if (level < min) return;
    const err = 'err' in obj ? { err: String(obj.err) } : {};
    (level >= 50 ? console.error : console.log)(
      JSON.stringify({ level, time: Date.now(), area: 'chain', ...obj, ...err, msg }),
    );
  };
  return {
    info: (obj, msg) => line(30, obj, msg),
    warn: (obj, msg) => line(40, obj, msg),
    error: (obj, msg) => line(50, obj, msg),
  };
}

async function main() {
  const config = loadConfig();
  let lock: { release: () => void } | undefined;
  if (config.database.driver === 'pglite') {
    try {
      lock = acquireDataDirLock(config.dataDir);
    } catch (err) {
      if (err instanceof DataDirLockedError) {
        console.error(err.message);
        process.exit(1);
      }
      throw err;
    }
  }

  // ARCHITECTURE.md "Chain": without RPC_URL_LOCAL the server runs its own anvil, state in DATA_DIR/chain.
  let localChain: LocalChain | undefined;
  try {
    if (!config.chain.rpcUrls.local)
      localChain = await startLocalChain({
        stateDir: join(config.dataDir, 'chain'),
        log: chainLogFor(config.logLevel),
      });
  } catch (err) {
    lock?.release();
    throw err;
  }
  const chain = createChainClients(config.chain, localChain?.rpcUrl);

  const app = await buildApp(config, { chain }).catch(async (err: unknown) => {
    await localChain?.stop();
    lock?.release();
    throw err;
  });

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    try {
      // Stops taking requests, then closes the database (onClose hooks), then frees DATA_DIR.
      await app.close();
      await localChain?.stop();
      lock?.release();
      process.exit(0);
    } catch (err) {
      app.log.error({ err }, 'unclean shutdown');
      await localChain?.stop().catch(() => undefined);
      lock?.release();
      process.exit(1);
    }
  };
  process.once('SIGTERM', () => void shutdown('SIGTERM'));
  process.once('SIGINT', () => void shutdown('SIGINT'));

  try {
    await app.listen({ port: config.port, host: config.host });
  } catch (err) {
    app.log.error({ err }, 'could not listen');
    await app.close();
    await localChain?.stop();
    lock?.release();
    process.exit(1);
  }
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
