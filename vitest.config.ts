import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: ['packages/domain', 'packages/contracts', 'apps/server', 'apps/console'],
    // Vitest's default keeps one core for itself: one worker on a 2-core machine, with the other
    // core mostly idle while tests wait on PGlite, anvil and timers. One worker per core.
    maxWorkers: '100%',
  },
});
