// The thread of upload-hasher.ts: SHA-256 of upload data files, read from the disk (the page
// cache, just written) off the server's main thread. Plain JavaScript so that Node runs it as
// it is, under tsx, vitest or a build alike. One message at a time, in the order sent:
//   { op: 'extend', path, to }   hash the file's bytes up to `to` (from where the last call stopped)
//   { op: 'reset', path, to }    forget what was hashed (bytes were rewritten), then extend
//   { op: 'digest', path, to, reply }  extend, answer { reply, sha256 } or { reply, error }, forget
//   { op: 'drop', path }         forget
import { createHash } from 'node:crypto';
import { closeSync, openSync, readSync } from 'node:fs';
import { parentPort } from 'node:worker_threads';

/** path → { hash, offset, error }: what has been hashed of each upload's data file. */
const states = new Map();
const buffer = Buffer.allocUnsafe(1 << 20);

function extend(state, path, to) {
  if (state.error || state.offset >= to) return;
  const fd = openSync(path, 'r');
  try {
    while (state.offset < to) {
      const read = readSync(
        fd,
        buffer,
        0,
        Math.min(buffer.length, to - state.offset),
        state.offset,
      );
      if (read === 0) throw new Error(`${path} ends at ${state.offset}, before ${to}`);
      state.hash.update(buffer.subarray(0, read));
      state.offset += read;
    }
  } finally {
    closeSync(fd);
  }
}

parentPort.on('message', (message) => {
  const { op, path, to, reply } = message;
  if (op === 'drop') {
    states.delete(path);
    return;
  }
  let state = states.get(path);
  // A digest short of what was hashed (chunks sent past the merge's last) starts again.
  if (!state || op === 'reset' || (op === 'digest' && state.offset > to)) {
    state = { hash: createHash('sha256'), offset: 0, error: null };
    states.set(path, state);
  }
  try {
    extend(state, path, to);
  } catch (error) {
    state.error = String(error?.message ?? error);
  }
  if (op === 'digest') {
    states.delete(path);
    parentPort.postMessage(
      state.error ? { reply, error: state.error } : { reply, sha256: state.hash.digest('hex') },
    );
  }
});
