import { defineConfig } from 'vitest/config';

// One runner for the whole repository: the server's integration tests and the
// storefront's component tests run as two projects of a single `vitest run`.
export default defineConfig({
  test: {
    projects: ['server', 'web'],
  },
});
