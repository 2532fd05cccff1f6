import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'web',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['src/test/setup.ts'],
    // One process and one jsdom window per worker, not per file: isolating each of ~100 files cost
    // ~2 minutes of a 2-core machine. src/test/setup.ts starts each file afresh instead.
    isolate: false,
    // Above the 5 s that Testing Library may now wait for one condition.
    testTimeout: 15_000,
  },
});
