import { createRequire } from 'node:module';
import { defineConfig } from 'vitest/config';

// Node (and so production) loads graphql's CommonJS build, as Apollo and graphql-ws do; Vite
// would give our sources the ES build, a second copy whose schema checks reject the first's.
const graphqlAsInNode = [{ find: /^graphql$/, replacement: createRequire(import.meta.url).resolve('graphql') }];

// unit: logic in isolation. integration: GraphQL against the running services.
// e2e: the built app in Debian's Chromium. The last two start their own stack.
export default defineConfig({
  test: {
    projects: [
      {
        resolve: { alias: graphqlAsInNode },
        test: {
          name: 'unit',
          include: [
            'common/src/**/*.test.ts',
            'services/src/**/*.test.ts',
            'bff/src/**/*.test.ts',
            'web/src/**/*.test.{ts,tsx}',
            'scripts/**/*.test.ts',
          ],
        },
      },
      {
        resolve: { alias: graphqlAsInNode },
        test: {
          name: 'integration',
          include: ['tests/integration/**/*.test.ts'],
          globalSetup: ['tests/support/global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        resolve: { alias: graphqlAsInNode },
        test: {
          name: 'e2e',
          include: ['tests/e2e/**/*.test.ts'],
          globalSetup: ['tests/support/global-setup.ts'],
          testTimeout: 90_000,
          hookTimeout: 90_000,
          fileParallelism: false,
        },
      },
    ],
  },
});
