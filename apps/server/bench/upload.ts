// `npm run bench:upload`: a file in 1 MB chunks through the real server over loopback, next to
// writing the same bytes straight to disk (issue 3: at least half the raw rate, server memory
// flat). Two sizes (25 MB and 100 MB; BENCH_SIZES_MB=25,100), each on a fresh server, so the
// memory growth of each can be compared: flat means it does not grow with the file.
// A benchmark, not a test: it prints figures and asserts nothing.
import { spawn } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { open } from 'node:fs/promises';
import http from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CHUNK_SIZE, EVM_CHAIN_KEYS, MB, rpcUrlEnvName } from '@mintfront/domain';
import { processCpuSeconds as cpuSeconds } from './bench-cpu.ts';
import { repoRoot, rssMb, startServer, type BenchServer } from './bench-server.ts';

const SIZES_MB = (process.env.BENCH_SIZES_MB ?? '25,100')
  .split(',')
  .map(Number)
  .filter((n) => n > 0);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 8);
/** An unmeasured upload first, so the figures are those of a server that has run a while (compiled hot paths). */
const WARMUP_MB = 10;
// Nothing listens there: the bench needs no chain, and a set RPC_URL_LOCAL keeps main.ts from starting anvil.
const NO_CHAIN = 'http://127.0.0.1:9';

/**
 * Every setting the server reads, given explicitly over the caller's environment: a DATABASE_URL,
 * SMTP_URL, STORAGE_URL or chain URL of the shell must not change what is measured. PGlite in
 * the data folder, files on local disk, mail to the outbox and the log (the sign-up code is read
 * from the log), no chain.
 */
function benchEnv(dataDir: string): Record<string, string> {
  const noRpc = Object.fromEntries(
    EVM_CHAIN_KEYS.map((key) => [rpcUrlEnvName(key), key === 'local' ? NO_CHAIN : '']),
  );
  return {
    ...noRpc,
    DATA_DIR: dataDir,
    DATABASE_URL: '',
    SMTP_URL: '',
    STORAGE_URL: '',
    PUBLIC_URL: '',
    CHAIN_OPERATOR_KEY: '',
    LOG_LEVEL: 'info',
  };
}

/** An MP4 header and random bytes: a kind without thumbnail, so the file is only streamed. */
function videoBytes(size: number) {
  const bytes = randomBytes(size);
  const ftyp = Buffer.from([
    0,
    0,
    0,
    0x18,
    ...Buffer.from('ftypisom'),
    0,
    0,
    2,
    0,
    ...Buffer.from('isomiso2mp41'),
  ]);
  ftyp.copy(bytes, 0);
  return bytes;
}

async function rawDiskRate(dir: string, bytes: Buffer) {
  const path = join(dir, 'raw.bin');
  const started = performance.now();
  const file = await open(path, 'w');
  for (let at = 0; at < bytes.length; at += CHUNK_SIZE)
    await file.write(bytes.subarray(at, at + CHUNK_SIZE));
  await file.sync();
  await file.close();
  const seconds = (performance.now() - started) / 1000;
  rmSync(path);
  return bytes.length / MB / seconds;
}

/**
 * The multipart body of one chunk, built directly around the chunk's bytes (not copied): undici's
 * FormData encoder costs more CPU than the server's whole chunk handling, and client and server
 * share this machine's cores.
 */
function multipartChunk(indexName: string, chunk: Buffer) {
  const boundary = `----mintfront${randomUUID()}`;
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="index_name"\r\n\r\n${indexName}\r\n` +
      `--${boundary}\r\nContent-Disposition: form-data; name="kind"\r\n\r\nnftContent\r\n` +
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="blob"\r\nContent-Type: application/octet-stream\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  return {
    parts: [head, chunk, tail],
    length: head.length + chunk.length + tail.length,
    contentType: `multipart/form-data; boundary=${boundary}`,
  };
}

// Kept-alive connections, one per chunk in flight, as a browser keeps them.
const agent = new http.Agent({ keepAlive: true, maxSockets: CONCURRENCY });

/**
 * POSTs one chunk with node:http and answers the parsed envelope. Not fetch: undici's fetch
 * spends about as much CPU per 1 MB body as the server (it capped the transport rate near
 * 150 MB/s on this machine, where node:http carries 500 MB/s), and that is the client's cost.
 */
function postChunk(
  url: string,
  headers: Record<string, string>,
  indexName: string,
  chunk: Buffer,
): Promise<{ statusCode: number }> {
  const { parts, length, contentType } = multipartChunk(indexName, chunk);
  return new Promise((resolve, reject) => {
    const req = http.request(
      `${url}/api/upload/chunk`,
      {
        agent,
        method: 'POST',
        headers: { ...headers, 'content-type': contentType, 'content-length': length },
      },
      (res) => {
        const body: Buffer[] = [];
        res.on('data', (b: Buffer) => body.push(b));
        res.on('end', () => resolve(JSON.parse(Buffer.concat(body).toString())));
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    for (const part of parts) req.write(part);
    req.end();
  });
}

/** An owner with a store, signed up through the real calls; the code comes from the log (no SMTP). */
async function ownerWithStore(server: BenchServer) {
  const stamp = `${Date.now()}${Math.floor(Math.random() * 1e4)}`;
  const email = `bench-${stamp}@example.com`;
  await fetch(`${server.url}/api/registerVerification?email=${encodeURIComponent(email)}`);
  let code: string | undefined;
  for (let i = 0; i < 50 && !code; i++, await new Promise((r) => setTimeout(r, 100))) {
    const mailLine = server
      .log()
      .split('\n')
      .find((l) => l.includes(email) && l.includes('outbox'));
    code = /\b(\d{6})\b/.exec(JSON.parse(mailLine ?? '{}').mail?.text ?? '')?.[1];
  }
  if (!code) throw new Error('no sign-up code in the server log');
  const post = (path: string, body: unknown, headers: Record<string, string> = {}) =>
    fetch(`${server.url}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: JSON.stringify(body),
    }).then((r) => r.json());
  const signed = await post('/api/verify/code', {
    email,
    code,
    password: 'BenchSecret1',
    username: `bench${stamp}`,
    agree_terms: true,
  });
  const auth: Record<string, string> = { authorization: `Bearer ${signed.data.token}` };
  const shop = await post(
    '/api/shops',
    { name: `Bench${stamp}`, chain: 'local', subdomain: `bench-${stamp}` },
    auth,
  );
  auth['x-shop-id'] = String(shop.data.id);
  return { auth, post: (path: string, body: unknown) => post(path, body, auth) };
}

/** Sends `bytes` as 1 MB chunks of one upload, CONCURRENCY at a time. */
async function sendChunks(
  url: string,
  headers: Record<string, string>,
  uploadId: string,
  bytes: Buffer,
) {
  const total = Math.ceil(bytes.length / CHUNK_SIZE);
  let next = 0;
  const worker = async () => {
    while (next < total) {
      const index = next++;
      const res = await postChunk(
        url,
        headers,
        `${uploadId}_${index}`,
        bytes.subarray(index * CHUNK_SIZE, (index + 1) * CHUNK_SIZE),
      );
      if (res.statusCode !== 0) throw new Error(`chunk ${index}: ${JSON.stringify(res)}`);
    }
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
}

/**
 * The same chunks sent to a bare multipart route that discards them (bench/upload-sink.ts, its
 * own process): the rate HTTP and form parsing alone allow on this machine, in MB/s.
 */
async function transportRate(bytes: Buffer): Promise<{ rate: number; cpu: number }> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/bench/upload-sink.ts'], {
    cwd: repoRoot,
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  try {
    const url = await new Promise<string>((resolve, reject) => {
      child.stdout.once('data', (d: Buffer) => resolve(d.toString().trim()));
      child.once('exit', (code) => reject(new Error(`sink exited with ${code}`)));
    });
    // A running server has compiled its hot paths: the first pass warms the sink up, unmeasured.
    await sendChunks(url, {}, randomUUID(), bytes.subarray(0, WARMUP_MB * MB));
    const cpuBefore = cpuSeconds(child.pid!);
    const started = performance.now();
    await sendChunks(url, {}, randomUUID(), bytes);
    return {
      rate: bytes.length / MB / ((performance.now() - started) / 1000),
      cpu: cpuSeconds(child.pid!) - cpuBefore,
    };
  } finally {
    child.kill('SIGTERM');
  }
}

type Run = {
  sizeMb: number;
  rate: number;
  raw: number;
  transport: number;
  transportCpu: number;
  chunksCpu: number;
  clientCpu: number;
  seconds: number;
  chunkSeconds: number;
  mergeSeconds: number;
  checkStatus: number;
  rssBefore: number;
  rssPeak: number;
  rssAfter: number;
};

/** One upload of `sizeMb` on a fresh server: rates, and the server's resident memory around it. */
async function benchSize(sizeMb: number): Promise<Run> {
  const dataDir = mkdtempSync(join(tmpdir(), 'mf-bench-'));
  const server = await startServer(benchEnv(dataDir));
  try {
    const owner = await ownerWithStore(server);
    const size = sizeMb * MB;
    const bytes = videoBytes(size);
    const raw = await rawDiskRate(mkdtempSync(join(dataDir, 'raw-')), bytes);
    const { rate: transport, cpu: transportCpu } = await transportRate(bytes);

    // The same warm-up for the server: one upload of WARMUP_MB, merged, before anything is measured.
    const warmId = randomUUID();
    await sendChunks(server.url, owner.auth, warmId, bytes.subarray(0, WARMUP_MB * MB));
    const warmed = await owner.post('/api/upload/merge', {
      flag: 1,
      file_name: 'warm.mp4',
      upload_id: warmId,
      total: WARMUP_MB,
      kind: 'nftContent',
    });
    if (warmed.statusCode !== 0) throw new Error(`warm-up merge: ${JSON.stringify(warmed)}`);

    const pid = server.child.pid!;
    await new Promise((r) => setTimeout(r, 500));
    const rssBefore = rssMb(pid);
    let rssPeak = rssBefore;
    const sampler = setInterval(() => {
      rssPeak = Math.max(rssPeak, rssMb(pid));
    }, 20);

    const uploadId = randomUUID();
    const total = Math.ceil(size / CHUNK_SIZE);
    const [serverCpuBefore, clientCpuBefore] = [cpuSeconds(pid), process.cpuUsage()];
    const started = performance.now();
    await sendChunks(server.url, owner.auth, uploadId, bytes);
    const chunksDone = performance.now();
    const chunksCpu = cpuSeconds(pid) - serverCpuBefore;
    const { user, system } = process.cpuUsage(clientCpuBefore);
    const merged = await owner.post('/api/upload/merge', {
      flag: 1,
      file_name: 'bench.mp4',
      upload_id: uploadId,
      total,
      kind: 'nftContent',
    });
    if (merged.statusCode !== 0) throw new Error(`merge: ${JSON.stringify(merged)}`);
    const check = await owner.post('/api/upload/check', { path: merged.data.path });
    const finished = performance.now();
    clearInterval(sampler);
    await new Promise((r) => setTimeout(r, 500));
    const seconds = (finished - started) / 1000;
    return {
      sizeMb,
      raw,
      transport,
      transportCpu,
      chunksCpu,
      clientCpu: (user + system) / 1e6,
      seconds,
      rate: sizeMb / seconds,
      chunkSeconds: (chunksDone - started) / 1000,
      mergeSeconds: (finished - chunksDone) / 1000,
      checkStatus: check.data.status,
      rssBefore,
      rssPeak,
      rssAfter: rssMb(pid),
    };
  } finally {
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

async function main() {
  const runs: Run[] = [];
  for (const sizeMb of SIZES_MB) runs.push(await benchSize(sizeMb));
  agent.destroy();
  console.log(
    `upload in 1 MB chunks (${CONCURRENCY} at a time) over loopback, merge and check included; a fresh server per size, warmed up by an unmeasured ${WARMUP_MB} MB upload`,
  );
  for (const r of runs) {
    console.log(`${r.sizeMb} MB:`);
    console.log(
      `  pipeline:   ${r.rate.toFixed(1)} MB/s  (${r.seconds.toFixed(2)} s; chunks ${r.chunkSeconds.toFixed(2)} s, merge+check ${r.mergeSeconds.toFixed(2)} s; check status ${r.checkStatus})`,
    );
    console.log(
      `  raw disk:   ${r.raw.toFixed(1)} MB/s  (same bytes, 1 MB writes + fsync, same folder)`,
    );
    console.log(
      `  transport:  ${r.transport.toFixed(1)} MB/s  (same requests to a bare multipart route that discards them: HTTP and form parsing alone)`,
    );
    console.log(
      `  CPU:        server ${r.chunksCpu.toFixed(2)} s for the chunks (every thread: parsing, writing, hashing, GC), bare route ${r.transportCpu.toFixed(2)} s, bench client ${r.clientCpu.toFixed(2)} s`,
    );
    console.log(
      `  ratio:      ${((r.rate / r.raw) * 100).toFixed(0)} % of the raw disk rate (aim: at least 50 %); ${((r.rate / r.transport) * 100).toFixed(0)} % of the transport rate`,
    );
    console.log(
      `  server RSS: before ${r.rssBefore.toFixed(0)} MB, peak ${r.rssPeak.toFixed(0)} MB (+${(r.rssPeak - r.rssBefore).toFixed(0)} MB), after ${r.rssAfter.toFixed(0)} MB`,
    );
  }
  if (runs.length > 1) {
    const [small, large] = [runs[0]!, runs.at(-1)!];
    console.log(
      `memory: peak growth +${(small.rssPeak - small.rssBefore).toFixed(0)} MB for ${small.sizeMb} MB, +${(large.rssPeak - large.rssBefore).toFixed(0)} MB for ${large.sizeMb} MB ` +
        `(flat: the growth does not follow the ${(large.sizeMb / small.sizeMb).toFixed(0)}× larger file)`,
    );
  }
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
