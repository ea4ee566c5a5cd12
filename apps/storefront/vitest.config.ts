import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'storefront',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    // As the console's: rendering tests on a loaded 2-core machine outlast the default 5 s.
    testTimeout: 15_000,
  },
});
