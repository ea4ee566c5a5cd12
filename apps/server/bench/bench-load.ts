// A small keep-alive HTTP/1.1 load generator over raw sockets, for the benchmarks: neither
// autocannon nor wrk is installed, and a client that costs little CPU matters on a machine whose
// cores the server shares. Closed loop for the maximum rate, open loop (fixed rate) for latency.
import { connect, type Socket } from 'node:net';

export type Target = { host: string; port: number };
export type Request = { path: string; headers?: Record<string, string> };
export type LoadResult = {
  requests: number;
  seconds: number;
  rps: number;
  p50: number;
  p99: number;
  max: number;
  errors: number;
  cpuMs?: Record<string, number>;
};
/** Starts counting something (CPU time, per part) when the measure starts; `stop` answers it. */
export type Tracker = () => { stop: () => Record<string, number> };

const HEADER_END = Buffer.from('\r\n\r\n');
/** Bytes each connection reads into, again and again (see Connection). */
const READ_BUFFER_BYTES = 256 * 1024;

function requestBytes(target: Target, req: Request): Buffer {
  const lines = [
    `GET ${req.path} HTTP/1.1`,
    `host: ${target.host}:${target.port}`,
    'connection: keep-alive',
  ];
  for (const [k, v] of Object.entries(req.headers ?? {})) lines.push(`${k}: ${v}`);
  return Buffer.from(`${lines.join('\r\n')}\r\n\r\n`);
}

/**
 * One keep-alive connection sending one request at a time; `onDone` gets the HTTP status.
 * Answers must carry Content-Length (Fastify sets it for JSON). Answers are read into one buffer
 * of the connection's, reused for every read (`onread`), and only counted, never kept: a client
 * allocating each answer's bytes collects garbage every second or so at a few thousand list pages
 * a second, and its pauses would count as the server's latency.
 */
class Connection {
  private socket: Socket;
  /** The answer's head read so far; null while reading its body. */
  private head: string | null = '';
  private status = 0;
  private bodyLeft = 0;
  private pending: ((status: number) => void) | null = null;

  constructor(target: Target) {
    const buffer = Buffer.allocUnsafe(READ_BUFFER_BYTES);
    this.socket = connect({
      port: target.port,
      host: target.host,
      onread: { buffer, callback: (n: number, bytes: Uint8Array) => this.read(bytes as Buffer, n) },
    });
    this.socket.setNoDelay(true);
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

  private read(bytes: Buffer, length: number): boolean {
    let at = 0;
    while (at < length) {
      if (this.head !== null) {
        const bodyAt = bodyStart(this.head, bytes, at, length);
        if (bodyAt < 0) {
          this.head += bytes.toString('latin1', at, length);
          return true;
        }
        const head = this.head + bytes.toString('latin1', at, bodyAt);
        const contentLength = /\r\ncontent-length:\s*(\d+)/i.exec(head);
        if (!contentLength)
          throw new Error(`answer without content-length: ${head.split('\r\n')[0]}`);
        this.status = Number(head.slice(9, 12));
        this.bodyLeft = Number(contentLength[1]);
        this.head = null;
        at = bodyAt;
      }
      const taken = Math.min(this.bodyLeft, length - at);
      this.bodyLeft -= taken;
      at += taken;
      if (this.bodyLeft === 0) {
        this.head = '';
        const done = this.pending;
        this.pending = null;
        done?.(this.status);
      }
    }
    return true;
  }
}

/**
 * Where the body starts in `bytes` (after the blank line ending the head), or -1: the head read
 * so far is `kept`, so the blank line may have begun in an earlier read.
 */
function bodyStart(kept: string, bytes: Buffer, at: number, length: number): number {
  for (let split = Math.min(3, kept.length); split > 0; split--) {
    if (!kept.endsWith('\r\n\r\n'.slice(0, split))) continue;
    const rest = HEADER_END.subarray(split);
    if (length - at >= rest.length && bytes.subarray(at, at + rest.length).equals(rest))
      return at + rest.length;
  }
  const end = bytes.subarray(0, length).indexOf(HEADER_END, at);
  return end < 0 ? -1 : end + HEADER_END.length;
}

async function openConnections(target: Target, n: number): Promise<Connection[]> {
  const conns = Array.from({ length: n }, () => new Connection(target));
  await Promise.all(conns.map((c) => c.ready()));
  return conns;
}

function summarise(latencies: number[], seconds: number, errors: number): LoadResult {
  const sorted = Float64Array.from(latencies).sort();
  const at = (q: number) =>
    sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]! : NaN;
  return {
    requests: sorted.length,
    seconds,
    rps: sorted.length / seconds,
    p50: at(0.5),
    p99: at(0.99),
    max: sorted.at(-1) ?? NaN,
    errors,
  };
}

/** Each of `connections` sends its next request as soon as the answer arrives, for `seconds` (after `warmup` seconds not counted). */
export async function maxRate(
  target: Target,
  req: Request,
  {
    connections = 10,
    seconds = 10,
    warmup = 2,
    track,
  }: { connections?: number; seconds?: number; warmup?: number; track?: Tracker } = {},
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
 * Sends `rate` requests per second on schedule for `warmup` + `seconds`, whatever the answers do,
 * and counts the requests due in the last `seconds`: the first ones open the server's side of
 * each new connection and would time that, not the route (errors count from the start: none is
 * expected at any time). Latency counts from the moment a request was due, so a request that
 * waited for a free connection counts its wait (no coordinated omission).
 */
export async function fixedRate(
  target: Target,
  req: Request,
  {
    rate,
    seconds = 10,
    warmup = 2,
    connections = 64,
    track,
  }: { rate: number; seconds?: number; warmup?: number; connections?: number; track?: Tracker },
): Promise<LoadResult> {
  const bytes = requestBytes(target, req);
  const idle = await openConnections(target, connections);
  const all = [...idle];
  /** Requests due and not sent yet: when due, and whether counted. */
  const queue: [number, boolean][] = [];
  const latencies: number[] = [];
  let errors = 0;
  let inFlight = 0;
  const total = Math.round(rate * (warmup + seconds));
  const firstCounted = Math.round(rate * warmup);
  let scheduled = 0;
  const dispatch = () => {
    while (queue.length && idle.length) {
      const [due, counted] = queue.shift()!;
      const c = idle.pop()!;
      inFlight++;
      c.send(bytes, (status) => {
        inFlight--;
        if (status !== 200) errors++;
        else if (counted) latencies.push(performance.now() - due);
        if (status !== 0) idle.push(c);
        dispatch();
      });
    }
  };
  const started = performance.now();
  let tracker: ReturnType<Tracker> | undefined;
  await new Promise<void>((done) => {
    const tick = () => {
      const now = performance.now();
      if (!tracker && track && now >= started + warmup * 1000) tracker = track();
      while (scheduled < total) {
        const due = started + (scheduled * 1000) / rate;
        if (due > now) break;
        queue.push([due, scheduled >= firstCounted]);
        scheduled++;
      }
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
  const cpuMs = tracker?.stop();
  all.forEach((c) => c.close());
  return { ...summarise(latencies, (performance.now() - started) / 1000 - warmup, errors), cpuMs };
}
