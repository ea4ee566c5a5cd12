import { configDefaults, defineConfig } from 'vitest/config';

/**
 * Files that test the server as `npm start` runs it: a real process (or anvil, or the data
 * folder's lock) on a PGlite data folder, whatever TEST_DATABASE_URL says. The PostgreSQL run
 * (`npm run test:pg`) would only repeat them, so it leaves them out (docs/decisions.md, "CI time").
 */
const PGLITE_PROCESS_TESTS = [
  'src/test/server-process.test.ts',
  'src/test/server-chain-process.test.ts',
  'src/cli/platform-cli.test.ts',
  'src/modules/sales/sales-restart.test.ts',
  'src/modules/uploads/uploads-restart.test.ts',
  'src/platform/chain/anvil.test.ts',
  'src/platform/db/data-dir-lock.test.ts',
];

/**
 * What the PostgreSQL run (`npm run test:pg`, TEST_DATABASE_URL) covers. PGlite is PostgreSQL
 * itself (the same parser, planner and executor, compiled to WebAssembly), so repeating every file
 * there only ran the same SQL twice. What PGlite cannot show is what a server with a pool of
 * connections does: transactions that really run at once (claims, checkouts, leases), the job
 * leases and the chain indexers, the rate limits' upserts, the search indexes, the `pg` driver's
 * types, and every route once (the authorization matrix) on that driver. Those files run here; a
 * new file that makes calls at once or adds a job or an indexer belongs in this list
 * (docs/decisions.md, "CI time").
 */
const POSTGRES_TESTS = [
  'src/platform/db/**/*.test.ts',
  'src/platform/jobs/**/*.test.ts',
  'src/platform/auth/**/*.test.ts',
  'src/platform/chain/transactions.test.ts',
  'src/platform/chain/operator-turn.test.ts',
  'src/test/authorization-matrix.test.ts',
  'src/test/id-bounds.test.ts',
  'src/modules/accounts/**/*.test.ts',
  'src/modules/wallets/**/*.test.ts',
  'src/modules/collaborators/**/*.test.ts',
  'src/modules/sales/**/*.test.ts',
  'src/modules/drops/**/*.test.ts',
  'src/modules/airdrops/**/*.test.ts',
  'src/modules/raffles/**/*.test.ts',
  'src/modules/nfts/nfts-list.test.ts',
  'src/modules/nfts/nfts-delete-list.test.ts',
  'src/modules/nfts/nfts-totals.test.ts',
  'src/modules/nfts/nfts-mint.test.ts',
  'src/modules/nft-bulk/nft-bulk-create.test.ts',
  'src/modules/nft-bulk/nft-bulk-restart.test.ts',
  'src/modules/mystery-boxes/mystery-boxes-store-rules.test.ts',
];

export default defineConfig({
  test: {
    name: 'server',
    environment: 'node',
    include: process.env.TEST_DATABASE_URL ? POSTGRES_TESTS : ['src/**/*.test.ts'],
    exclude: [
      ...configDefaults.exclude,
      ...(process.env.TEST_DATABASE_URL ? PGLITE_PROCESS_TESTS : []),
    ],
    globalSetup: ['src/test/global-setup.ts'],
    // Files share their worker's imports (~5 s each); fixtures start their app per file.
    isolate: false,
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
