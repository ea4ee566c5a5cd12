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

export default defineConfig({
  test: {
    name: 'server',
    environment: 'node',
    include: ['src/**/*.test.ts'],
    exclude: [
      ...configDefaults.exclude,
      ...(process.env.TEST_DATABASE_URL ? PGLITE_PROCESS_TESTS : []),
    ],
    globalSetup: ['src/test/global-setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
