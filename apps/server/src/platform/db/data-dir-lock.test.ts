import { spawn, spawnSync, type ChildProcessWithoutNullStreams } from 'node:child_process';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  utimesSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { pathToFileURL } from 'node:url';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { acquireDataDirLock, DataDirLockedError } from './data-dir-lock.ts';

const root = mkdtempSync(join(tmpdir(), 'data-dir-lock-'));
let folders = 0;
function freshDataDir(lockContent?: string): { dir: string; lockFile: string } {
  const dir = join(root, String(folders++));
  const lockFile = join(dir, 'server.lock');
  mkdirSync(dir);
  if (lockContent !== undefined) writeFileSync(lockFile, lockContent);
  return { dir, lockFile };
}

/** A pid that belonged to a process which has exited. */
const deadPid = spawnSync(process.execPath, ['-e', '']).pid;
const live: { release: () => void }[] = [];
afterEach(() => live.splice(0).forEach((lock) => lock.release()));
afterAll(() => rmSync(root, { recursive: true, force: true }));

describe('acquireDataDirLock', () => {
  it('refuses a folder whose lock belongs to a live process, naming its pid', () => {
    const { dir, lockFile } = freshDataDir(String(process.ppid));
    const err = (() => {
      try {
        live.push(acquireDataDirLock(dir));
      } catch (e) {
        return e;
      }
    })();
    expect(err).toBeInstanceOf(DataDirLockedError);
    expect((err as Error).message).toContain(`(pid ${process.ppid})`);
    expect(readFileSync(lockFile, 'utf8')).toBe(String(process.ppid));
  });

  it('takes over the lock of a dead process', () => {
    const { dir, lockFile } = freshDataDir(String(deadPid));
    live.push(acquireDataDirLock(dir));
    expect(readFileSync(lockFile, 'utf8')).toBe(String(process.pid));
  });

  it('release removes our own lock', () => {
    const { dir, lockFile } = freshDataDir();
    acquireDataDirLock(dir).release();
    expect(existsSync(lockFile)).toBe(false);
  });

  it('release leaves a lock that is not ours', () => {
    const { dir, lockFile } = freshDataDir();
    const lock = acquireDataDirLock(dir);
    writeFileSync(lockFile, String(process.ppid));
    lock.release();
    expect(readFileSync(lockFile, 'utf8')).toBe(String(process.ppid));
  });

  it('does not remove a fresh empty (legacy) lock file, and takes over an old one', () => {
    const { dir, lockFile } = freshDataDir('');
    expect(() => acquireDataDirLock(dir)).toThrow(/Could not take the lock/);
    expect(readFileSync(lockFile, 'utf8')).toBe('');
    const minuteAgo = new Date(Date.now() - 60_000);
    utimesSync(lockFile, minuteAgo, minuteAgo);
    live.push(acquireDataDirLock(dir));
    expect(readFileSync(lockFile, 'utf8')).toBe(String(process.pid));
  });

  it('waits for a takeover mutex its dead holder left, and breaks it once 10 s old', () => {
    const { dir, lockFile } = freshDataDir(String(deadPid));
    writeFileSync(`${lockFile}.takeover`, String(deadPid));
    expect(() => acquireDataDirLock(dir)).toThrow(/takeover is held by pid/);
    const minuteAgo = new Date(Date.now() - 60_000);
    utimesSync(`${lockFile}.takeover`, minuteAgo, minuteAgo);
    live.push(acquireDataDirLock(dir));
    expect(readFileSync(lockFile, 'utf8')).toBe(String(process.pid));
    expect(existsSync(`${lockFile}.takeover`)).toBe(false);
  });
});

// Real processes racing for one folder whose lock a dead process left: the children start once,
// then each round they all call acquireDataDirLock at the same instant on a new folder.
describe('servers starting at the same instant', () => {
  const starters = 6;
  const children: { child: ChildProcessWithoutNullStreams; lines: AsyncIterator<string> }[] = [];
  const script = `
    import { createInterface } from 'node:readline';
    import { acquireDataDirLock, DataDirLockedError } from ${JSON.stringify(pathToFileURL(join(import.meta.dirname, 'data-dir-lock.ts')).href)};
    const sleeper = new Int32Array(new SharedArrayBuffer(4));
    console.log('ready');
    for await (const line of createInterface({ input: process.stdin })) {
      const { dir, at } = JSON.parse(line);
      Atomics.wait(sleeper, 0, 0, Math.max(0, at - Date.now() - 3));
      while (performance.timeOrigin + performance.now() < at);
      try { acquireDataDirLock(dir); console.log('won'); }
      catch (err) { console.log(err instanceof DataDirLockedError ? 'locked' : 'error: ' + err.message); }
    }`;

  beforeAll(async () => {
    const scriptFile = join(root, 'starter.mts');
    writeFileSync(scriptFile, script);
    for (let i = 0; i < starters; i++) {
      const child = spawn(process.execPath, ['--import', 'tsx', scriptFile], {
        cwd: import.meta.dirname,
      });
      children.push({
        child,
        lines: createInterface({ input: child.stdout })[Symbol.asyncIterator](),
      });
    }
    for (const { lines } of children) expect((await lines.next()).value).toBe('ready');
  });
  afterAll(() => children.forEach(({ child }) => child.kill()));

  it('exactly one takes over the dead lock; the others are refused', async () => {
    for (let round = 0; round < 20; round++) {
      const { dir } = freshDataDir(String(deadPid));
      const at = Date.now() + 40;
      for (const { child } of children) child.stdin.write(`${JSON.stringify({ dir, at })}\n`);
      const outcomes = await Promise.all(
        children.map(async ({ lines }) => (await lines.next()).value as string),
      );
      expect({ round, outcomes: outcomes.sort() }).toEqual({
        round,
        outcomes: [...Array(starters - 1).fill('locked'), 'won'],
      });
    }
  });
});
