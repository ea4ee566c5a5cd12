import { parseArgs } from 'node:util';
import type { Config } from '../config.ts';
import {
  CommandError,
  CURRENCY_USAGE,
  runCurrencyCommand,
  type CommandIo,
} from './currency-commands.ts';
import { DatabaseBusyError, openPlatformDatabase } from './platform-database.ts';

const COMMANDS = ['currency:list', 'currency:approve', 'currency:reject'];
const USAGE = [
  'Usage: npm run platform -- <command>',
  '',
  ...CURRENCY_USAGE.map((line) => `  ${line}`),
].join('\n');

/** Runs one operator command; answers the exit code (0 done, 1 refused, 2 bad usage). */
export async function runPlatformCli(
  argv: string[],
  config: Pick<Config, 'dataDir' | 'database' | 'publicUrl'>,
  io: CommandIo,
): Promise<number> {
  let parsed;
  try {
    parsed = parseArgs({
      args: argv,
      allowPositionals: true,
      options: {
        status: { type: 'string' },
        reason: { type: 'string' },
        help: { type: 'boolean', short: 'h' },
      },
    });
  } catch (err) {
    io.err(`${(err as Error).message}\n\n${USAGE}`);
    return 2;
  }
  const [command, ...positionals] = parsed.positionals;
  if (!command || parsed.values.help) {
    io.out(USAGE);
    return 0;
  }
  if (!COMMANDS.includes(command)) {
    io.err(`Unknown command ${command}\n\n${USAGE}`);
    return 2;
  }
  let database;
  try {
    database = await openPlatformDatabase(config);
  } catch (err) {
    if (err instanceof DatabaseBusyError) {
      io.err(err.message);
      return 1;
    }
    throw err;
  }
  try {
    await runCurrencyCommand(
      { db: database.db, publicUrl: config.publicUrl },
      command,
      positionals,
      parsed.values,
      io,
    );
    return 0;
  } catch (err) {
    if (!(err instanceof CommandError)) throw err;
    io.err(err.message);
    return 1;
  } finally {
    await database.close();
  }
}
