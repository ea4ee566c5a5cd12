import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'storefront',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
  },
});
