import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'server',
    environment: 'node',
    include: ['src/**/*.test.ts'],
    // Each file opens its own database; PGlite takes a moment to boot.
    testTimeout: 20_000,
    hookTimeout: 60_000,
  },
});
