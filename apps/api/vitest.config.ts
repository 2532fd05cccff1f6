import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'api',
    environment: 'node',
    include: ['src/**/*.test.ts'],
    // each API test file builds its own database: give PGlite and PostgreSQL time to start
    testTimeout: 30_000,
    hookTimeout: 120_000,
  },
});
