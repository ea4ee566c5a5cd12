import { randomBytes } from 'node:crypto';
import {
  linkSync,
  mkdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { join } from 'node:path';

export class DataDirLockedError extends Error {
  constructor(
    readonly dataDir: string,
    readonly pid: number,
  ) {
    super(
      `The data folder ${dataDir} is in use by another Mintfront server (pid ${pid}). ` +
        'Stop that server first, or start this one with another DATA_DIR.',
    );
    this.name = 'DataDirLockedError';
  }
}

/**
 * How long a start waits for other starters to settle who holds the lock: less than
 * PIDLESS_STALE_MS, so one start never sees a pid-less lock both fresh and stale.
 */
const DECIDE_MS = 3_000;
const WAIT_MS = 25;
/** A lock without a pid (left by an older version between create and write) is stale after this. */
const PIDLESS_STALE_MS = 5_000;
/** A takeover mutex whose holder died is broken after this; the mutex is held for microseconds. */
const MUTEX_STALE_MS = 10_000;
const sleeper = new Int32Array(new SharedArrayBuffer(4));

/**
 * PGlite keeps no lock of its own (issue 2): two servers on one folder would corrupt it.
 * The lock file holds the owner's pid and is linked into place whole, so no one reads it half
 * written. A lock left by a dead process is removed only under the takeover mutex, after reading
 * it again: two starters that both saw the dead pid cannot remove each other's new lock.
 */
export function acquireDataDirLock(dataDir: string): { release: () => void } {
  mkdirSync(dataDir, { recursive: true });
  const file = join(dataDir, 'server.lock');
  const mutex = `${file}.takeover`;
  let waitingFor = 'it kept changing';
  for (const deadline = Date.now() + DECIDE_MS; Date.now() < deadline;) {
    if (createWithPid(file)) return ownedLock(file);
    const lock = inspect(file);
    if (lock === 'gone') continue;
    if (lock.alive) throw new DataDirLockedError(dataDir, lock.pid!);
    if (!lock.stale) {
      waitingFor = `it holds no pid and is less than ${PIDLESS_STALE_MS / 1000} s old`;
      Atomics.wait(sleeper, 0, 0, WAIT_MS);
      continue;
    }
    if (!createWithPid(mutex)) {
      waitingFor = `${mutex} is held by pid ${readPid(mutex) ?? '?'}`;
      breakIfStale(mutex);
      Atomics.wait(sleeper, 0, 0, WAIT_MS);
      continue;
    }
    try {
      const again = inspect(file); // another starter may have taken it over since we read it
      if (again !== 'gone' && again.stale) rmSync(file, { force: true });
    } finally {
      if (readPid(mutex) === process.pid) rmSync(mutex, { force: true });
    }
  }
  throw new Error(`Could not take the lock ${file}: ${waitingFor}. Try again in a few seconds.`);
}

function ownedLock(file: string): { release: () => void } {
  let released = false;
  return {
    release() {
      if (released) return;
      released = true;
      if (readPid(file) === process.pid) rmSync(file, { force: true });
    },
  };
}

/** Creates `file` holding our pid, atomically with its content; false if it exists. */
function createWithPid(file: string): boolean {
  const temp = `${file}.${process.pid}.${randomBytes(6).toString('hex')}.tmp`;
  try {
    writeFileSync(temp, String(process.pid), { flag: 'wx' });
    linkSync(temp, file);
    return true;
  } catch (err) {
    const code = (err as NodeJS.ErrnoException).code;
    if (code === 'EEXIST') return false;
    // A folder without hard links (some network and bind mounts): created, then written.
    if (code && NO_HARD_LINKS.has(code)) return createThenWrite(file);
    throw err;
  } finally {
    rmSync(temp, { force: true });
  }
}

const NO_HARD_LINKS = new Set(['EPERM', 'ENOTSUP', 'EOPNOTSUPP', 'ENOSYS', 'EXDEV']);

function createThenWrite(file: string): boolean {
  try {
    writeFileSync(file, String(process.pid), { flag: 'wx' });
    return true;
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw err;
  }
}

type LockState = 'gone' | { pid: number | null; alive: boolean; stale: boolean; ageMs: number };

/** A lock of our own pid is a previous run's (a container restarts with the same pid). */
function inspect(file: string): LockState {
  const ageMs = fileAgeMs(file);
  const pid = readPid(file);
  if (ageMs === null) return 'gone';
  const alive = pid !== null && pid !== process.pid && isAlive(pid);
  return { pid, alive, stale: !alive && (pid !== null || ageMs > PIDLESS_STALE_MS), ageMs };
}

/**
 * Removes a mutex whose holder died holding it, once it is old. It is renamed aside first and
 * judged again there, so a fresh mutex another starter created meanwhile is put back, not lost.
 */
function breakIfStale(mutex: string): void {
  const isStale = (state: LockState) =>
    state !== 'gone' && !state.alive && state.ageMs >= MUTEX_STALE_MS;
  if (!isStale(inspect(mutex))) return;
  const aside = `${mutex}.${process.pid}.${randomBytes(6).toString('hex')}.stale`;
  try {
    renameSync(mutex, aside);
  } catch {
    return; // another starter broke it first
  }
  try {
    if (!isStale(inspect(aside))) linkSync(aside, mutex);
  } catch {
    // a third starter made a mutex meanwhile; the live one we took aside is lost (needs a crash
    // inside the mutex, then three starters at one instant)
  } finally {
    rmSync(aside, { force: true });
  }
}

function fileAgeMs(file: string): number | null {
  try {
    return Date.now() - statSync(file).mtimeMs;
  } catch {
    return null;
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function readPid(file: string): number | null {
  try {
    const pid = Number.parseInt(readFileSync(file, 'utf8').trim(), 10);
    return Number.isInteger(pid) && pid > 0 ? pid : null;
  } catch {
    return null;
  }
}
