import { readFileSync } from 'node:fs';
import { uptime } from 'node:os';

/**
 * What identifies this run of the machine: the kernel's boot id on Linux, elsewhere the minute
 * the machine started. A chunk written since then is in the page cache or on disk even if the
 * server was killed; a chunk from an earlier boot may have been lost with the page cache.
 */
export function machineBootId(): string {
  try {
    return readFileSync('/proc/sys/kernel/random/boot_id', 'utf8').trim().replaceAll('-', '');
  } catch {
    return `t${Math.round((Date.now() - uptime() * 1000) / 60_000)}`;
  }
}

/** What a chunk's marker records: its size and the boot it was written in. */
export type ChunkMarker = { size: number; boot: string };

export const markerText = ({ size, boot }: ChunkMarker) => `${size}.${boot}`;

export function parseMarker(text: string): ChunkMarker | null {
  const m = /^(\d+)\.([0-9a-z]+)$/.exec(text);
  return m ? { size: Number(m[1]), boot: m[2]! } : null;
}
