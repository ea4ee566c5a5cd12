// CPU time spent by processes during a measure, from /proc (Linux): on a machine whose cores
// other work shares, CPU per request says what a route costs when wall-clock rates cannot.
import { readdirSync, readFileSync } from 'node:fs';

const TICKS_PER_SECOND = 100; // USER_HZ, the unit of /proc/<pid>/stat on Linux

/** User + system CPU of a process so far, in ms; null once it is gone. */
export function processCpuMs(pid: number): number | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / TICKS_PER_SECOND;
  } catch {
    return null;
  }
}

/** User + system CPU of a process (every thread) so far, in seconds; 0 once it is gone. */
export const processCpuSeconds = (pid: number) => (processCpuMs(pid) ?? 0) / 1000;

/** The PostgreSQL backends serving one database (their process title names it). */
export function postgresBackends(database: string): number[] {
  const pids: number[] = [];
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const title = readFileSync(`/proc/${entry}/cmdline`, 'utf8');
      if (title.startsWith('postgres: ') && title.split(' ').includes(database))
        pids.push(Number(entry));
    } catch {
      // gone meanwhile
    }
  }
  return pids;
}

/**
 * Tracks the CPU of a changing set of processes (a pool's backends come and go): sampled every
 * 200 ms, each process counted from when it was first seen (a backend that starts mid-measure
 * is counted from 0) until its last sample.
 */
export function trackCpu(pids: () => number[]) {
  const start = new Map<number, number>();
  const last = new Map<number, number>();
  const sample = (fresh: boolean) => {
    for (const pid of pids()) {
      const ms = processCpuMs(pid);
      if (ms === null) continue;
      if (!start.has(pid)) start.set(pid, fresh ? ms : 0);
      last.set(pid, ms);
    }
  };
  sample(true);
  const timer = setInterval(() => sample(false), 200);
  return {
    /** CPU ms used since the tracker started. */
    stop(): number {
      clearInterval(timer);
      sample(false);
      let total = 0;
      for (const [pid, ms] of last) total += ms - (start.get(pid) ?? 0);
      return total;
    },
  };
}
