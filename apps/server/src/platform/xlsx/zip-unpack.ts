import { Inflate } from 'fflate';
import { XlsxError, formatBytes } from './xlsx-error.ts';
import type { ZipEntry } from './zip-directory.ts';

/** What is left of the archive's unpacked-bytes allowance, shared by every part read from it. */
export type UnpackBudget = { left: number; limit: number };

/** Packed bytes fed to the inflater at a time: one step unpacks at most ~1,000 times this (deflate's best ratio). */
const SLICE_BYTES = 4 * 1024;

/**
 * The unpacked bytes of one part, a slice at a time, so nothing holds the whole part. Refused
 * as soon as the part unpacks to more than its directory declared or the budget runs out.
 */
export function* unpackEntry(
  bytes: Uint8Array,
  entry: ZipEntry,
  budget: UnpackBudget,
): Generator<Uint8Array> {
  const packed = bytes.subarray(entry.dataStart, entry.dataStart + entry.compressedSize);
  let produced = 0;
  const count = (chunk: Uint8Array) => {
    produced += chunk.length;
    budget.left -= chunk.length;
    if (produced > entry.size)
      throw new XlsxError(
        'unpackedSize',
        `part ${entry.name} unpacks to more than the ${formatBytes(entry.size)} it declares`,
      );
    if (budget.left < 0)
      throw new XlsxError(
        'unpackedSize',
        `the file unpacks to more than the ${formatBytes(budget.limit)} allowed`,
      );
  };

  if (entry.method === 0) {
    for (let at = 0; at < packed.length; at += SLICE_BYTES) {
      const slice = packed.subarray(at, at + SLICE_BYTES);
      count(slice);
      yield slice;
    }
  } else {
    const out: Uint8Array[] = [];
    let ended = false;
    const inflater = new Inflate((chunk, final) => {
      count(chunk);
      if (chunk.length) out.push(chunk);
      ended = final;
    });
    let at = 0;
    do {
      const next = Math.min(at + SLICE_BYTES, packed.length);
      try {
        inflater.push(packed.subarray(at, next), next === packed.length);
      } catch (error) {
        if (error instanceof XlsxError) throw error;
        throw new XlsxError('corrupt', `part ${entry.name} is damaged`);
      }
      at = next;
      while (out.length) yield out.shift()!;
    } while (at < packed.length);
    if (!ended) throw new XlsxError('corrupt', `part ${entry.name} is damaged`);
  }
  if (produced !== entry.size)
    throw new XlsxError(
      'corrupt',
      `part ${entry.name} is damaged (it declares ${entry.size} bytes and holds ${produced})`,
    );
}
