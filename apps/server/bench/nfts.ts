// `npm run bench:nfts` (issue 23 §2): with 100,000 NFTs in one store and 10 other stores,
// GET /api/tokens over loopback, every request read from the database: its p99 at a fixed
// 100 req/s and its maximum rate next to a trivial JSON route's of the same server; then bulk
// creation. PGlite by default; `--pg[=postgres://…]` or BENCH_DATABASE_URL for a PostgreSQL server
// (a database of its own is created and dropped). A benchmark, not a test: it prints figures and
// asserts nothing.
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { openDatabase } from '../src/platform/db/db-client.ts';
import { createTestDatabase } from '../src/test/test-database.ts';
import { postgresBackends, trackCpu } from './bench-cpu.ts';
import { fixedRate, maxRate, type LoadResult, type Target, type Tracker } from './bench-load.ts';
import { rssMb, startServer, type BenchServer } from './bench-server.ts';
import { benchBulkCreate } from './nfts-bulk.ts';
import {
  BIG_STORE_NFTS,
  OTHER_STORE_NFTS,
  OTHER_STORES,
  seedNftBench,
  type Seeded,
} from './nfts-seed.ts';

const DEFAULT_PG_URL = 'postgres://postgres@127.0.0.1:5432/test';
const pgArg = process.argv.slice(2).find((a) => a === '--pg' || a.startsWith('--pg='));
const pgServerUrl = pgArg
  ? pgArg.slice(5) || DEFAULT_PG_URL
  : process.env.BENCH_DATABASE_URL || undefined;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 8);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
const WARMUP = Number(process.env.BENCH_WARMUP ?? 3);
// Request logging is the operator's choice and costs every route alike; off by default so the
// figures compare the routes' own work (BENCH_LOG_LEVEL=info to include it).
const LOG_LEVEL = process.env.BENCH_LOG_LEVEL ?? 'warn';
/** Keep the seeded data in this folder (PGlite) or its database (PostgreSQL, named in the folder) and reuse it next time. */
const KEEP_DIR = process.env.BENCH_KEEP_DIR;
// BENCH_SKIP_BULK=1 measures the list only; BENCH_SKIP_LIST=1 bulk creation only (BENCH_BULK_SIZES=2500,10000 its row counts).
const SKIP_LIST = process.env.BENCH_SKIP_LIST === '1';
const BULK_SIZES = process.env.BENCH_BULK_SIZES?.split(',').filter(Boolean).map(Number);
/** BENCH_LIVE_HEAP=1: after each bulk run, a full GC in the server and what is left (./live-heap-probe.mjs). */
const LIVE_HEAP = process.env.BENCH_LIVE_HEAP === '1';
/** Only the list routes whose names contain one of these (comma-separated); the trivial route is always measured. */
const ONLY = process.env.BENCH_ROUTES?.split(',').filter(Boolean);
/** The aim (docs/decisions.md "The NFT list's aim"): p99 under 50 ms at a steady 100 req/s, on either database. */
const AIM_P99_MS = 50;
const FIXED_RATE = 100;

type Route = { name: string; path: string; list: boolean };

function routes(seeded: Seeded): Route[] {
  const { big } = seeded;
  return [
    { name: 'GET /api/config (trivial, no database)', path: '/api/config', list: false },
    { name: 'GET /api/health (select 1)', path: '/api/health', list: false },
    { name: 'list: default page', path: '/api/tokens?page=1&limit=10', list: true },
    {
      name: 'list: On Sale by title, 20',
      path: '/api/tokens?page=1&limit=20&status=2&order_by=title&order_desc=false',
      list: true,
    },
    {
      name: 'list: one category, page 5',
      path: `/api/tokens?page=5&limit=10&categories=${big.categoryIds[2]}`,
      list: true,
    },
    {
      name: 'list: an artist, Off Sale, by copies',
      path: `/api/tokens?page=1&limit=10&creator_id=${big.creatorIds[1]}&status=1&order_by=copies`,
      list: true,
    },
    {
      name: 'list: search "dragon"',
      path: '/api/tokens?page=1&limit=10&search=dragon',
      list: true,
    },
    // One title of the store (#31415): the trigram index finds it without reading the rest.
    {
      name: 'list: search "#31415" (rare)',
      path: `/api/tokens?page=1&limit=10&search=${encodeURIComponent('#31415')}`,
      list: true,
    },
  ];
}

type Prepared = { seeded: Seeded; databaseUrl: string | null; drop: () => Promise<void> };

/** Seeds a fresh database (PGlite in `dataDir`, or a new database on the PostgreSQL server); with BENCH_KEEP_DIR, one seeded before. */
async function prepareDatabase(dataDir: string): Promise<Prepared> {
  const saved = join(dataDir, 'seeded.json');
  if (KEEP_DIR && existsSync(saved)) {
    console.log(`  reusing the data seeded in ${KEEP_DIR}`);
    return {
      ...(JSON.parse(readFileSync(saved, 'utf8')) as Omit<Prepared, 'drop'>),
      drop: async () => undefined,
    };
  }
  const created = pgServerUrl
    ? await createTestDatabase(pgServerUrl)
    : {
        config: { driver: 'pglite' as const, dataDir: join(dataDir, 'db') },
        drop: async () => undefined,
      };
  const databaseUrl = created.config.driver === 'pg' ? created.config.url : null;
  const database = await openDatabase(created.config);
  let seeded: Seeded;
  try {
    const started = performance.now();
    seeded = await seedNftBench(database.db, (done, total) =>
      process.stdout.write(
        `\r  seeding NFTs: ${done.toLocaleString('en')} of ${total.toLocaleString('en')}`,
      ),
    );
    const seedSeconds = (performance.now() - started) / 1000;
    // A PostgreSQL server's autovacuum vacuums and analyzes a table this changed within a
    // minute; on PGlite the server analyzes at start itself (platform/db/pglite-statistics.ts).
    if (pgServerUrl) await database.db.execute(sql`vacuum analyze`);
    console.log(
      `\r  seeded ${(BIG_STORE_NFTS + OTHER_STORES * OTHER_STORE_NFTS).toLocaleString('en')} NFTs in ${seedSeconds.toFixed(1)} s${' '.repeat(20)}`,
    );
  } catch (err) {
    await database.close();
    await created.drop();
    throw err;
  }
  await database.close();
  if (!KEEP_DIR) return { seeded, databaseUrl, drop: created.drop };
  writeFileSync(saved, JSON.stringify({ seeded, databaseUrl }));
  return { seeded, databaseUrl, drop: async () => undefined };
}

async function checkAnswers(server: BenchServer, list: Route[], headers: Record<string, string>) {
  for (const r of list) {
    const body = (await fetch(`${server.url}${r.path}`, { headers }).then((res) => res.json())) as {
      statusCode?: number;
      status?: string;
      data?: { total?: number; totalCapped?: boolean; list?: unknown[] };
    };
    if (r.list && body.statusCode !== 0) throw new Error(`${r.path}: ${JSON.stringify(body)}`);
    if (r.list)
      console.log(
        `  ${r.name.padEnd(40)} total ${`${body.data?.total}${body.data?.totalCapped ? '+' : ''}`.padStart(7)}, ${body.data?.list?.length} on the page`,
      );
  }
}

const ms = (v: number) => `${v.toFixed(2)} ms`;

const cpuPerRequest = (r: LoadResult, part?: string) =>
  (part
    ? (r.cpuMs?.[part] ?? NaN)
    : Object.values(r.cpuMs ?? { none: NaN }).reduce((a, b) => a + b, 0)) / r.requests;

/** A route's figures: its maximum rate, and for a list its latency at the fixed rate. */
type Row = { route: Route; max: LoadResult; fixed?: LoadResult };

function printTable(rows: Row[]) {
  const trivial = rows[0]!.max;
  const head = [
    'route',
    'max req/s',
    'vs trivial',
    'CPU/req @max',
    `p50 @${FIXED_RATE}/s`,
    `p99 @${FIXED_RATE}/s`,
    'aim',
  ];
  const lines = rows.map(({ route, max, fixed }) => {
    const errors = max.errors + (fixed?.errors ?? 0);
    return [
      route.name,
      max.rps.toFixed(0),
      route === rows[0]!.route ? '1' : `1/${(trivial.rps / max.rps).toFixed(1)}`,
      ms(cpuPerRequest(max)) +
        (max.cpuMs?.database !== undefined
          ? ` (db ${cpuPerRequest(max, 'database').toFixed(2)})`
          : ''),
      fixed ? ms(fixed.p50) : '',
      fixed ? ms(fixed.p99) : '',
      (fixed ? `${fixed.p99 < AIM_P99_MS ? 'ok' : 'MISS'} p99<${AIM_P99_MS}ms` : '') +
        (errors ? ` (${errors} errors)` : ''),
    ];
  });
  const widths = head.map((h, i) => Math.max(h.length, ...lines.map((l) => l[i]!.length)));
  const fmt = (cells: string[]) =>
    cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]!) : c.padStart(widths[i]!))).join('  ');
  console.log(fmt(head));
  console.log(widths.map((w) => '-'.repeat(w)).join('  '));
  lines.forEach((l) => console.log(fmt(l)));
}

/** A collection of the big store deployed on the server's chain, so the bulk rows' mints are real (POST /api/contracts, then its status). */
async function deployedErc1155(
  server: BenchServer,
  headers: Record<string, string>,
): Promise<number> {
  const call = async <T>(path: string, body?: unknown) => {
    const res = await fetch(
      `${server.url}${path}`,
      body
        ? {
            method: 'POST',
            headers: { ...headers, 'content-type': 'application/json' },
            body: JSON.stringify(body),
          }
        : { headers },
    );
    const answer = (await res.json()) as { statusCode: number; data: T };
    if (answer.statusCode !== 0) throw new Error(`${path}: ${JSON.stringify(answer)}`);
    return answer.data;
  };
  const { id } = await call<{ id: number }>('/api/contracts', {
    name: 'Bulk Editions',
    title: 'BulkEditions',
    symbol: 'BULK',
    type: 2,
    royalties: 5,
  });
  for (let tries = 0; tries < 600; tries++) {
    const { status } = await call<{ status: number }>(`/api/contract/status/${id}`);
    if (status === 1 || status === 2) return id;
    if (status === 3) throw new Error('the bulk benchmark collection failed to deploy');
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error('the bulk benchmark collection did not deploy');
}

/** Bulk creation (issue 5: ≥ 1,000 rows/s for a 10,000-row XLSX, server memory flat), measured by ./nfts-bulk.ts. */
async function bulkSection(
  server: BenchServer,
  headers: Record<string, string>,
  seeded: Seeded,
  liveHeapFile?: string,
) {
  const sizes = BULK_SIZES ?? [2_500, 10_000];
  console.log(
    `\nbulk creation (POST /api/tokens/multipleCreate, XLSX of ${sizes.map((n) => n.toLocaleString('en')).join(' then ')} rows)`,
  );
  const collection = await deployedErc1155(server, headers);
  await benchBulkCreate({
    url: server.url,
    headers,
    pid: server.child.pid!,
    categoryIds: seeded.big.categoryIds,
    collectionIds: [collection],
    sizes,
    liveHeapFile,
  });
}

/** GET /api/tokens next to the trivial routes: maximum throughput, then the list's latency at the fixed rate. */
async function listSection(
  server: BenchServer,
  seeded: Seeded,
  databaseUrl: string | null,
  headers: Record<string, string>,
) {
  const list = routes(seeded).filter(
    (r, i) => i === 0 || !ONLY || ONLY.some((o) => r.name.includes(o)),
  );
  await checkAnswers(server, list, headers);
  const target: Target = { host: '127.0.0.1', port: server.port };
  // The server's CPU, and on PostgreSQL that of the backends serving the bench's database.
  const databaseName = databaseUrl ? new URL(databaseUrl).pathname.slice(1) : null;
  const serverPid = server.child.pid!;
  const track: Tracker = () => {
    const parts = {
      server: trackCpu(() => [serverPid]),
      ...(databaseName ? { database: trackCpu(() => postgresBackends(databaseName)) } : {}),
    };
    return { stop: () => Object.fromEntries(Object.entries(parts).map(([k, t]) => [k, t.stop()])) };
  };
  console.log(
    `  ${CONNECTIONS} keep-alive connections, ${SECONDS} s per measure, server log level ${LOG_LEVEL}, server RSS ${rssMb(server.child.pid!).toFixed(0)} MB\n`,
  );
  const rows: Row[] = [];
  for (const route of list) {
    process.stdout.write(`  measuring ${route.name}…\r`);
    const req = { path: route.path, headers: route.list ? headers : {} };
    const max = await maxRate(target, req, {
      connections: CONNECTIONS,
      seconds: SECONDS,
      warmup: WARMUP,
      track,
    });
    const fixed = route.list
      ? await fixedRate(target, req, { rate: FIXED_RATE, seconds: SECONDS, warmup: WARMUP })
      : undefined;
    rows.push({ route, max, fixed });
  }
  process.stdout.write(' '.repeat(80) + '\r');
  printTable(rows);
  console.log(
    `\nCPU/req: CPU of the server${pgServerUrl ? ' and its PostgreSQL backends' : ''} per answered request at the maximum rate (what req/s would be on idle cores, the client aside)`,
  );
  console.log(
    `p50/p99 @${FIXED_RATE}/s: latency with requests sent on schedule at ${FIXED_RATE} req/s; aim: list p99 under ${AIM_P99_MS} ms on ${pgServerUrl ? 'PostgreSQL' : 'PGlite'}`,
  );
  console.log(`server RSS after the list runs: ${rssMb(server.child.pid!).toFixed(0)} MB`);
}

async function main() {
  const dataDir = KEEP_DIR ?? mkdtempSync(join(tmpdir(), 'mf-bench-nfts-'));
  mkdirSync(dataDir, { recursive: true });
  console.log(
    `NFT list benchmark on ${pgServerUrl ? `PostgreSQL (${new URL(pgServerUrl).host})` : 'PGlite'}: ${BIG_STORE_NFTS.toLocaleString('en')} NFTs in one store, ${OTHER_STORES} other stores of ${OTHER_STORE_NFTS.toLocaleString('en')}`,
  );
  const { seeded, databaseUrl, drop } = await prepareDatabase(dataDir);
  let server: BenchServer | undefined;
  try {
    // Given explicitly over the shell's environment; the server starts its own anvil (the bulk rows are minted).
    const liveHeapFile = LIVE_HEAP ? join(dataDir, 'live-heap.jsonl') : undefined;
    if (liveHeapFile) {
      rmSync(liveHeapFile, { force: true });
      process.env.BENCH_SERVER_NODE_ARGS = `${process.env.BENCH_SERVER_NODE_ARGS ?? ''} --expose-gc --import ./apps/server/bench/live-heap-probe.mjs`;
    }
    const env = {
      DATA_DIR: dataDir,
      DATABASE_URL: databaseUrl ?? '',
      LOG_LEVEL,
      PUBLIC_URL: '',
      RPC_URL_LOCAL: '',
      CHAIN_OPERATOR_KEY: '',
      LIVE_HEAP_FILE: liveHeapFile ?? '',
    };
    const headers = {
      authorization: `Bearer ${seeded.token}`,
      'x-user-id': String(seeded.big.ownerId),
      'x-shop-id': String(seeded.big.shopId),
    };
    if (!SKIP_LIST) {
      server = await startServer(env);
      await listSection(server, seeded, databaseUrl, headers);
      await server.stop();
      server = undefined;
    }
    if (process.env.BENCH_SKIP_BULK !== '1') {
      server = await startServer(env);
      await bulkSection(server, headers, seeded, liveHeapFile);
    }
  } finally {
    await server?.stop();
    await drop();
    if (!KEEP_DIR) rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
