import react from '@vitejs/plugin-react';
import { defineProject } from 'vitest/config';
import { compiledCatalogues } from './catalogue-plugin';

export default defineProject({
  plugins: [compiledCatalogues(), react()],
  test: {
    name: 'web',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['./src/test/setup.ts'],
    unstubGlobals: true,
    restoreMocks: true,
    // findBy waits up to 5 s (src/test/setup.ts); a test of a few such waits needs room on a busy machine.
    testTimeout: 20_000,
  },
});
