// Bulk NFT creation through the real endpoints (issue 5 "Measured": at least 1,000 rows/s end to
// end for a 10,000-row XLSX, server memory flat as the file grows). Called by bench/nfts.ts
// (`npm run bench:nfts`) against its running server; prints its figures and answers them.
//
// benchBulkCreate(opts), with opts:
//   url           base URL of a running server (`http://127.0.0.1:port`)
//   headers       the store owner's session: authorization, x-user-id, x-shop-id
//   pid           the server's process id (its resident memory is read from /proc)
//   categoryIds   categories of that store (rows name the first)
//   collectionIds collections of that store, created and deployed (rows name the first ERC-1155 one)
//   sizes?        row counts to run, in order (default 2,500 then 10,000: memory should not grow with them)
//   files?        distinct content files the rows cycle through (default 20, uploaded first)
//   liveHeapFile? where the server's ./live-heap-probe.mjs answers SIGUSR2: after each run, the memory left after a full GC
// Every row is a real NFT of the store afterwards, and its mint is queued (minting goes on after).
import sharp from 'sharp';
import { NFT_BULK_COLUMNS, type NftBulkFile, type NftBulkSchedule } from '@mintfront/domain';
import { existsSync, readFileSync } from 'node:fs';
import { writeXlsx } from '../src/platform/xlsx/xlsx-writer.ts';
import { processCpuSeconds as cpuSeconds } from './bench-cpu.ts';
import { rssMb } from './bench-server.ts';

export type BulkBenchOptions = {
  url: string;
  headers: Record<string, string>;
  pid: number;
  categoryIds: number[];
  collectionIds: number[];
  sizes?: number[];
  files?: number;
  liveHeapFile?: string;
};

export type BulkBenchRun = {
  rows: number;
  /** From sending the file to the end of creating, as the console sees it. */
  seconds: number;
  rowsPerSecond: number;
  verifySeconds: number;
  createSeconds: number;
  /** CPU time the server spent on it: on a busy machine, rows / serverCpuSeconds is what an idle core would do. */
  serverCpuSeconds: number;
  rssBeforeMb: number;
  rssPeakMb: number;
  /** Peak resident memory while the info file is sent and stored, while verifying, while creating. */
  phasePeakMb: Record<Phase, number>;
  rssAfterMb: number;
  /** Heap still referenced after the run, once a full GC has run (BENCH_LIVE_HEAP=1), else null. */
  liveHeapMb: number | null;
};

type Phase = 'upload' | 'verify' | 'create';
const SAMPLE_MS = 10;

/** The server's resident memory sampled every SAMPLE_MS, its peak kept per phase (a poll alone would miss short peaks). */
function memorySampler(pid: number) {
  const peaks: Record<Phase, number> = { upload: 0, verify: 0, create: 0 };
  let phase: Phase = 'upload';
  const sample = () => {
    peaks[phase] = Math.max(peaks[phase], rssMb(pid));
  };
  sample();
  const timer = setInterval(sample, SAMPLE_MS);
  return {
    enter(next: Phase) {
      sample();
      phase = next;
      sample();
    },
    stop() {
      sample();
      clearInterval(timer);
      return peaks;
    },
  };
}

// The console polls every NFT_BULK_POLL_MS (500 ms); the bench polls faster to time the phases (BENCH_POLL_MS).
const POLL_MS = Number(process.env.BENCH_POLL_MS ?? 25);
type Envelope<T> = { statusCode: number; statusDesc: string; data: T };

async function api<T>(opts: BulkBenchOptions, path: string, init: RequestInit = {}): Promise<T> {
  const res = await fetch(`${opts.url}${path}`, {
    ...init,
    headers: {
      ...opts.headers,
      ...(init.body && !(init.body instanceof FormData)
        ? { 'content-type': 'application/json' }
        : {}),
    },
  });
  const body = (await res.json()) as Envelope<T>;
  if (body.statusCode !== 0) throw new Error(`${path}: ${body.statusCode} ${body.statusDesc}`);
  return body.data;
}

async function uploadFolder(opts: BulkBenchOptions, count: number): Promise<NftBulkFile[]> {
  const folder: NftBulkFile[] = [];
  for (let i = 0; i < count; i++) {
    const png = await sharp({
      create: {
        width: 16,
        height: 16,
        channels: 3,
        background: { r: (i * 37) % 256, g: (i * 91) % 256, b: (i * 53) % 256 },
      },
    })
      .png()
      .toBuffer();
    const form = new FormData();
    form.append('kind', 'nftContent');
    form.append('file', new Blob([png], { type: 'image/png' }), `art-${i}.png`);
    const stored = await api<{ path: string }>(opts, '/api/upload/file', {
      method: 'POST',
      body: form,
    });
    folder.push({ name: `art-${i}.png`, path: stored.path });
  }
  return folder;
}

/** The first collection of the store that takes ERC-1155 NFTs (every row may then have copies). */
async function erc1155Collection(opts: BulkBenchOptions): Promise<number> {
  for (const id of opts.collectionIds) {
    const c = await api<{ id: number; type: number }>(opts, `/api/contracts/${id}`);
    if (c.type === 2) return c.id;
  }
  throw new Error('the store has no ERC-1155 collection');
}

function infoFile(
  rows: number,
  folder: NftBulkFile[],
  collection: number,
  category: number,
): Buffer {
  const keys = [
    'title',
    'file',
    'collection',
    'categories',
    'copies',
    'rank',
    'royalties',
    'description',
  ] as const;
  const columns = keys.map((k) => ({ header: NFT_BULK_COLUMNS.find((c) => c.key === k)!.en }));
  const cells = Array.from({ length: rows }, (_, i) => [
    `Bench piece ${i + 1}`,
    folder[i % folder.length]!.name,
    collection,
    String(category),
    1 + (i % 5),
    1 + (i % 4),
    '7.5',
    `Piece ${i + 1} of a bulk creation benchmark.`,
  ]);
  return Buffer.from(writeXlsx({ columns, rows: cells }));
}

/** Asks the server's probe for a full GC and answers the heap left, in MB. */
async function liveHeapMb(pid: number, file: string): Promise<number> {
  const lines = () =>
    existsSync(file) ? readFileSync(file, 'utf8').split('\n').filter(Boolean) : [];
  const before = lines().length;
  process.kill(pid, 'SIGUSR2');
  for (let tries = 0; tries < 200; tries++) {
    const all = lines();
    if (all.length > before)
      return (JSON.parse(all[all.length - 1]!) as { heapUsed: number }).heapUsed / 1024 / 1024;
    await new Promise((r) => setTimeout(r, 25));
  }
  throw new Error('the server did not answer the live heap probe');
}

async function waitWhile(
  opts: BulkBenchOptions,
  id: number,
  state: NftBulkSchedule['state'],
): Promise<NftBulkSchedule> {
  for (;;) {
    const s = await api<NftBulkSchedule>(opts, `/api/tokens/multipleCreate/schedule?id=${id}`);
    if (s.state !== state) return s;
    await new Promise((r) => setTimeout(r, POLL_MS));
  }
}

async function runOnce(
  opts: BulkBenchOptions,
  rows: number,
  folder: NftBulkFile[],
  collection: number,
): Promise<BulkBenchRun> {
  const info = infoFile(rows, folder, collection, opts.categoryIds[0]!);
  const rssBeforeMb = rssMb(opts.pid);
  const form = new FormData();
  form.append('type', '2');
  form.append('files', JSON.stringify(folder));
  form.append('info', new Blob([new Uint8Array(info)]), `bench-${rows}.xlsx`);
  const memory = memorySampler(opts.pid);
  const started = performance.now();
  const cpuBefore = cpuSeconds(opts.pid);
  let phasePeakMb: Record<Phase, number>;
  let verifiedAt: number;
  try {
    const { id } = await api<NftBulkSchedule>(opts, '/api/tokens/multipleCreate', {
      method: 'POST',
      body: form,
    });
    memory.enter('verify');
    const checked = await waitWhile(opts, id, 'verifying');
    if (checked.state !== 'verified')
      throw new Error(`verification: ${checked.state} ${checked.problem ?? ''}`);
    verifiedAt = performance.now();
    memory.enter('create');
    await api(opts, '/api/tokens/multipleCreate/confirm', {
      method: 'POST',
      body: JSON.stringify({ id }),
    });
    const done = await waitWhile(opts, id, 'creating');
    if (done.state !== 'success' || done.created !== rows)
      throw new Error(`creation: ${done.state}, ${done.created} of ${rows} created`);
  } finally {
    phasePeakMb = memory.stop();
  }
  const ended = performance.now();
  const serverCpuSeconds = cpuSeconds(opts.pid) - cpuBefore;
  const seconds = (ended - started) / 1000;
  return {
    rows,
    seconds,
    rowsPerSecond: rows / seconds,
    verifySeconds: (verifiedAt - started) / 1000,
    createSeconds: (ended - verifiedAt) / 1000,
    serverCpuSeconds,
    rssBeforeMb,
    rssPeakMb: Math.max(...Object.values(phasePeakMb)),
    phasePeakMb,
    rssAfterMb: rssMb(opts.pid),
    liveHeapMb: opts.liveHeapFile ? await liveHeapMb(opts.pid, opts.liveHeapFile) : null,
  };
}

/** Runs each size through POST multipleCreate → schedule → confirm → schedule, and prints rows/s and the server's memory. */
export async function benchBulkCreate(opts: BulkBenchOptions): Promise<{ runs: BulkBenchRun[] }> {
  const sizes = opts.sizes ?? [2_500, 10_000];
  const folder = await uploadFolder(opts, opts.files ?? 20);
  const collection = await erc1155Collection(opts);
  const runs: BulkBenchRun[] = [];
  if (opts.liveHeapFile)
    console.log(
      `  server heap live before the runs, after a full GC: ${(await liveHeapMb(opts.pid, opts.liveHeapFile)).toFixed(1)} MB`,
    );
  console.log(
    '  rows     total s  rows/s  verify s  create s  server CPU s  server RSS before / peak / after (MB)  peak growth upload / verify / create (MB)' +
      (opts.liveHeapFile ? '  live heap after GC (MB)' : ''),
  );
  for (const rows of sizes) {
    const r = await runOnce(opts, rows, folder, collection);
    runs.push(r);
    console.log(
      `  ${String(rows).padStart(6)}  ${r.seconds.toFixed(2).padStart(8)}  ${r.rowsPerSecond.toFixed(0).padStart(6)}  ${r.verifySeconds.toFixed(2).padStart(8)}  ${r.createSeconds.toFixed(2).padStart(8)}  ${r.serverCpuSeconds.toFixed(2).padStart(12)}  ${`${r.rssBeforeMb.toFixed(0)} / ${r.rssPeakMb.toFixed(0)} / ${r.rssAfterMb.toFixed(0)}`.padStart(37)}  ${(['upload', 'verify', 'create'] as const).map((p) => `+${(r.phasePeakMb[p] - r.rssBeforeMb).toFixed(0)}`).join(' / ')}${r.liveHeapMb === null ? '' : `  live ${r.liveHeapMb.toFixed(1)}`}`,
    );
  }
  const last = runs[runs.length - 1]!;
  const growth = runs.map((r) => r.rssPeakMb - r.rssBeforeMb);
  console.log(
    `  aim (issue 5): ≥ 1,000 rows/s for ${last.rows.toLocaleString('en')} rows: ${last.rowsPerSecond >= 1000 ? 'ok' : 'MISS'}; peak memory growth per run ${growth.map((g) => `${g.toFixed(0)} MB`).join(', ')}`,
  );
  return { runs };
}
