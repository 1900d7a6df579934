import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'server',
    environment: 'node',
    include: ['src/**/*.test.ts'],
    // Each file opens its own database and app, and closes them: the files of a
    // worker share its process and loaded modules, not their state. A fresh process
    // for each file spent a third of the suite's time loading the same modules again.
    isolate: false,
    // Each file opens its own database; PGlite takes a moment to boot.
    testTimeout: 20_000,
    hookTimeout: 60_000,
  },
});
