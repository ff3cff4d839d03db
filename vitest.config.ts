import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  // Storefront component tests (.tsx) import through the storefront's `@/` path and use React's JSX runtime.
  resolve: {
    alias: [{ find: /^@\//, replacement: fileURLToPath(new URL('./apps/storefront/src/', import.meta.url)) }],
  },
  esbuild: { jsx: 'automatic' },
  test: {
    include: [
      'packages/*/src/**/*.test.ts',
      'apps/api/src/**/*.test.ts',
      'apps/storefront/src/**/*.test.ts',
      'apps/storefront/src/**/*.test.tsx',
      'apps/storefront/cache/*.test.ts',
      'apps/storefront/server/**/*.test.ts',
      'scripts/**/*.test.ts',
    ],
    // Suites that need two processes on one database run only against PostgreSQL (CI's run sets
    // TEST_DATABASE_URL); the embedded PGlite belongs to one process.
    exclude: ['**/node_modules/**', ...(process.env.TEST_DATABASE_URL ? [] : ['**/*.postgres.test.ts'])],
    // Api integration tests each open an embedded database; two cores, so keep the pool small.
    pool: 'forks',
    poolOptions: { forks: { maxForks: 2, minForks: 1 } },
    // next-intl's ESM imports `next/navigation` without an extension, which only Vite resolves.
    server: { deps: { inline: ['next-intl'] } },
    testTimeout: 60_000,
    hookTimeout: 120_000,
  },
});
