// A small keep-alive HTTP/1.1 load generator over raw sockets, for the benchmarks: neither
// autocannon nor wrk is installed, and a client that costs little CPU matters on a machine whose
// cores the server shares. Closed loop for the maximum rate, open loop (fixed rate) for latency.
import { connect, type Socket } from 'node:net';

export type Target = { host: string; port: number };
export type Request = { path: string; headers?: Record<string, string> };
export type LoadResult = { requests: number; seconds: number; rps: number; p50: number; p99: number; max: number; errors: number; cpuMs?: Record<string, number> };
/** Starts counting something (CPU time, per part) when the measure starts; `stop` answers it. */
export type Tracker = () => { stop: () => Record<string, number> };

const HEADER_END = Buffer.from('\r\n\r\n');

function requestBytes(target: Target, req: Request): Buffer {
  const lines = [`GET ${req.path} HTTP/1.1`, `host: ${target.host}:${target.port}`, 'connection: keep-alive'];
  for (const [k, v] of Object.entries(req.headers ?? {})) lines.push(`${k}: ${v}`);
  return Buffer.from(`${lines.join('\r\n')}\r\n\r\n`);
}

/**
 * One keep-alive connection sending one request at a time; `onDone` gets the HTTP status.
 * Answers must carry Content-Length (Fastify sets it for JSON).
 */
class Connection {
  private socket: Socket;
  private buffered: Buffer = Buffer.alloc(0);
  private pending: ((status: number) => void) | null = null;

  constructor(target: Target) {
    this.socket = connect(target.port, target.host);
    this.socket.setNoDelay(true);
    this.socket.on('data', (chunk: Buffer) => this.read(chunk));
    this.socket.on('error', () => this.fail());
    this.socket.on('close', () => this.fail());
  }

  ready(): Promise<void> {
    return new Promise((res, rej) => {
      this.socket.once('connect', () => res());
      this.socket.once('error', rej);
    });
  }

  send(bytes: Buffer, onDone: (status: number) => void) {
    this.pending = onDone;
    this.socket.write(bytes);
  }

  close() {
    this.socket.removeAllListeners('close');
    this.socket.destroy();
  }

  private fail() {
    const done = this.pending;
    this.pending = null;
    done?.(0);
  }

  private read(chunk: Buffer) {
    this.buffered = this.buffered.length ? Buffer.concat([this.buffered, chunk]) : chunk;
    const end = this.buffered.indexOf(HEADER_END);
    if (end < 0) return;
    const head = this.buffered.subarray(0, end).toString('latin1');
    const length = /\r\ncontent-length:\s*(\d+)/i.exec(head);
    if (!length) throw new Error(`answer without content-length: ${head.split('\r\n')[0]}`);
    const total = end + HEADER_END.length + Number(length[1]);
    if (this.buffered.length < total) return;
    this.buffered = this.buffered.subarray(total);
    const done = this.pending;
    this.pending = null;
    done?.(Number(head.slice(9, 12)));
  }
}

async function openConnections(target: Target, n: number): Promise<Connection[]> {
  const conns = Array.from({ length: n }, () => new Connection(target));
  await Promise.all(conns.map((c) => c.ready()));
  return conns;
}

function summarise(latencies: number[], seconds: number, errors: number): LoadResult {
  const sorted = Float64Array.from(latencies).sort();
  const at = (q: number) => (sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]! : NaN);
  return { requests: sorted.length, seconds, rps: sorted.length / seconds, p50: at(0.5), p99: at(0.99), max: sorted.at(-1) ?? NaN, errors };
}

/** Each of `connections` sends its next request as soon as the answer arrives, for `seconds` (after `warmup` seconds not counted). */
export async function maxRate(
  target: Target,
  req: Request,
  { connections = 10, seconds = 10, warmup = 2, track }: { connections?: number; seconds?: number; warmup?: number; track?: Tracker } = {},
): Promise<LoadResult> {
  const bytes = requestBytes(target, req);
  const conns = await openConnections(target, connections);
  const latencies: number[] = [];
  let errors = 0;
  let measuring = false;
  let stopped = false;
  let inFlight = 0;
  let drained: () => void = () => {};
  const loop = (c: Connection) => {
    if (stopped) return;
    const sent = performance.now();
    inFlight++;
    c.send(bytes, (status) => {
      inFlight--;
      if (measuring) {
        if (status === 200) latencies.push(performance.now() - sent);
        else errors++;
      }
      if (stopped) {
        if (inFlight === 0) drained();
        return;
      }
      if (status !== 0) loop(c); // a closed connection is not used again
    });
  };
  conns.forEach(loop);
  await new Promise((r) => setTimeout(r, warmup * 1000));
  measuring = true;
  const tracker = track?.();
  const started = performance.now();
  await new Promise((r) => setTimeout(r, seconds * 1000));
  measuring = false;
  const elapsed = (performance.now() - started) / 1000;
  const cpuMs = tracker?.stop();
  stopped = true;
  await new Promise<void>((r) => {
    drained = r;
    if (inFlight === 0) r();
  });
  conns.forEach((c) => c.close());
  return { ...summarise(latencies, elapsed, errors), cpuMs };
}

/**
 * Sends `rate` requests per second on schedule for `seconds`, whatever the answers do. Latency
 * counts from the moment a request was due, so a request that waited for a free connection
 * counts its wait (no coordinated omission).
 */
export async function fixedRate(target: Target, req: Request, { rate, seconds = 10, connections = 64 }: { rate: number; seconds?: number; connections?: number }): Promise<LoadResult> {
  const bytes = requestBytes(target, req);
  const idle = await openConnections(target, connections);
  const all = [...idle];
  const queue: number[] = [];
  const latencies: number[] = [];
  let errors = 0;
  let inFlight = 0;
  const total = Math.round(rate * seconds);
  let scheduled = 0;
  const dispatch = () => {
    while (queue.length && idle.length) {
      const due = queue.shift()!;
      const c = idle.pop()!;
      inFlight++;
      c.send(bytes, (status) => {
        inFlight--;
        if (status === 200) latencies.push(performance.now() - due);
        else errors++;
        if (status !== 0) idle.push(c);
        dispatch();
      });
    }
  };
  const started = performance.now();
  await new Promise<void>((done) => {
    const tick = () => {
      const now = performance.now();
      while (scheduled < total && started + (scheduled * 1000) / rate <= now) queue.push(started + (scheduled++ * 1000) / rate);
      dispatch();
      if (scheduled < total) setTimeout(tick, 1);
      else done();
    };
    tick();
  });
  while (queue.length || inFlight) {
    if (!inFlight && !idle.length) throw new Error('every connection closed');
    await new Promise((r) => setTimeout(r, 5));
  }
  all.forEach((c) => c.close());
  return summarise(latencies, (performance.now() - started) / 1000, errors);
}
