// `npm run bench:upload`: a 100 MB file in 1 MB chunks through the real server over loopback,
// next to writing the same bytes straight to disk (issue 3: at least half the raw rate, server
// memory flat). A benchmark, not a test: it prints figures and asserts nothing.
import { spawn } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { open } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { CHUNK_SIZE, MB } from '@mintfront/domain';

const root = resolve(import.meta.dirname, '../../..');
const SIZE = 100 * MB;
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 8);
// e.g. BENCH_SERVER_NODE_ARGS="--cpu-prof --cpu-prof-dir=/tmp/prof" to profile the server.
const serverNodeArgs = (process.env.BENCH_SERVER_NODE_ARGS ?? '').split(' ').filter(Boolean);

const freePort = () =>
  new Promise<number>((res, rej) => {
    const s = createServer();
    s.once('error', rej);
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address() as { port: number };
      s.close(() => res(port));
    });
  });

const rssMb = (pid: number) => {
  const kb = Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0);
  return kb / 1024;
};

/** An MP4 header and random bytes: a kind without thumbnail, so the file is only streamed. */
function videoBytes(size: number) {
  const bytes = randomBytes(size);
  const ftyp = Buffer.from([0, 0, 0, 0x18, ...Buffer.from('ftypisom'), 0, 0, 2, 0, ...Buffer.from('isomiso2mp41')]);
  ftyp.copy(bytes, 0);
  return bytes;
}

async function rawDiskRate(dir: string, bytes: Buffer) {
  const path = join(dir, 'raw.bin');
  const started = performance.now();
  const file = await open(path, 'w');
  for (let at = 0; at < bytes.length; at += CHUNK_SIZE) await file.write(bytes.subarray(at, at + CHUNK_SIZE));
  await file.sync();
  await file.close();
  const seconds = (performance.now() - started) / 1000;
  rmSync(path);
  return bytes.length / MB / seconds;
}

/**
 * The multipart body of one chunk, built directly: undici's FormData encoder costs more CPU
 * than the server's whole chunk handling, and client and server share this machine's cores.
 */
function multipartChunk(indexName: string, chunk: Buffer) {
  const boundary = `----mintfront${randomUUID()}`;
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="index_name"\r\n\r\n${indexName}\r\n` +
      `--${boundary}\r\nContent-Disposition: form-data; name="kind"\r\n\r\nnftContent\r\n` +
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="blob"\r\nContent-Type: application/octet-stream\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  return { body: Buffer.concat([head, chunk, tail]), contentType: `multipart/form-data; boundary=${boundary}` };
}

async function main() {
  const dataDir = mkdtempSync(join(tmpdir(), 'mf-bench-'));
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, [...serverNodeArgs, '--import', 'tsx', 'apps/server/src/main.ts'], {
    cwd: root,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'info', SMTP_URL: '', STORAGE_URL: '' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let log = '';
  child.stdout.on('data', (d: Buffer) => {
    log += d.toString();
  });
  try {
    for (let tries = 0; ; tries++) {
      if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
      if (await fetch(`${url}/api/health`).then((r) => r.ok, () => false)) break;
      if (tries > 600) throw new Error('server did not start');
      await new Promise((r) => setTimeout(r, 200));
    }

    // An owner with a store, signed up through the real calls; the code comes from the log (no SMTP).
    const email = `bench-${Date.now()}@example.com`;
    const password = 'BenchSecret1';
    await fetch(`${url}/api/registerVerification?email=${encodeURIComponent(email)}`);
    await new Promise((r) => setTimeout(r, 300));
    const mailLine = log.split('\n').find((l) => l.includes(email) && l.includes('outbox'));
    const code = /\b(\d{6})\b/.exec(JSON.parse(mailLine ?? '{}').mail?.text ?? '')?.[1];
    if (!code) throw new Error('no sign-up code in the server log');
    const post = (path: string, body: unknown, headers: Record<string, string> = {}) =>
      fetch(`${url}${path}`, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify(body) }).then((r) => r.json());
    const signed = await post('/api/verify/code', { email, code, password, username: `bench${Date.now()}`, agree_terms: true });
    const auth: Record<string, string> = { authorization: `Bearer ${signed.data.token}` };
    const shop = await post('/api/shops', { name: `Bench${Date.now()}`, chain: 'local', subdomain: `bench-${Date.now()}` }, auth);
    auth['x-shop-id'] = String(shop.data.id);

    const bytes = videoBytes(SIZE);
    const tmp = mkdtempSync(join(dataDir, 'raw-'));
    const raw = await rawDiskRate(tmp, bytes);

    const rssBefore = rssMb(child.pid!);
    let rssPeak = rssBefore;
    const sampler = setInterval(() => {
      rssPeak = Math.max(rssPeak, rssMb(child.pid!));
    }, 20);

    const uploadId = randomUUID();
    const total = Math.ceil(SIZE / CHUNK_SIZE);
    let next = 0;
    const started = performance.now();
    const worker = async () => {
      while (next < total) {
        const index = next++;
        const { body, contentType } = multipartChunk(`${uploadId}_${index}`, bytes.subarray(index * CHUNK_SIZE, (index + 1) * CHUNK_SIZE));
        const res = await fetch(`${url}/api/upload/chunk`, { method: 'POST', headers: { ...auth, 'content-type': contentType }, body }).then((r) => r.json());
        if (res.statusCode !== 0) throw new Error(`chunk ${index}: ${JSON.stringify(res)}`);
      }
    };
    await Promise.all(Array.from({ length: CONCURRENCY }, worker));
    const chunksDone = performance.now();
    const merged = await post('/api/upload/merge', { flag: 1, file_name: 'bench.mp4', upload_id: uploadId, total, kind: 'nftContent' }, auth);
    if (merged.statusCode !== 0) throw new Error(`merge: ${JSON.stringify(merged)}`);
    const check = await post('/api/upload/check', { path: merged.data.path }, auth);
    const finished = performance.now();
    const seconds = (finished - started) / 1000;
    clearInterval(sampler);
    await new Promise((r) => setTimeout(r, 500));
    const rssAfter = rssMb(child.pid!);

    const rate = SIZE / MB / seconds;
    console.log(`upload 100 MB in 1 MB chunks (${CONCURRENCY} at a time) over loopback, merge and check included`);
    console.log(`  pipeline:   ${rate.toFixed(1)} MB/s  (${seconds.toFixed(2)} s; chunks ${((chunksDone - started) / 1000).toFixed(2)} s, merge+check ${((finished - chunksDone) / 1000).toFixed(2)} s; check status ${check.data.status})`);
    console.log(`  raw disk:   ${raw.toFixed(1)} MB/s  (same bytes, 1 MB writes + fsync, same folder)`);
    console.log(`  ratio:      ${((rate / raw) * 100).toFixed(0)} % of the raw disk rate (aim: at least 50 %)`);
    console.log(`  server RSS: before ${rssBefore.toFixed(0)} MB, peak ${rssPeak.toFixed(0)} MB, after ${rssAfter.toFixed(0)} MB (file 100 MB)`);
  } finally {
    const exited = new Promise((r) => child.once('exit', r));
    child.kill('SIGTERM');
    await exited;
    rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
