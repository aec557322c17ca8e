import { createRequire } from 'node:module';
import { defineConfig } from 'vitest/config';

// Node (and so production) loads graphql's CommonJS build, as Apollo and graphql-ws do; Vite
// would give our sources the ES build, a second copy whose schema checks reject the first's.
const graphqlAsInNode = [{ find: /^graphql$/, replacement: createRequire(import.meta.url).resolve('graphql') }];

// The fleet tests run the product as production does (scripts/fleet.ts), which takes PostgreSQL.
const fleetDatabase = Boolean(process.env.DATABASE_URL);
const projectsAsked = process.argv.flatMap((arg, i, all) =>
  arg === '--project' ? [all[i + 1]] : arg.startsWith('--project=') ? [arg.slice('--project='.length)] : [],
);
if (!fleetDatabase && (!projectsAsked.length || projectsAsked.includes('fleet')))
  console.warn('The fleet tests are skipped: they run on PostgreSQL, and DATABASE_URL is unset.');

// unit: logic in isolation. integration: GraphQL against the running services.
// e2e: the built app in Debian's Chromium. The last two start their own stack.
// fleet: the product as production runs it (nginx, each service its own processes) through
// faults, each file starting a fleet of its own.
export default defineConfig({
  test: {
    // Without PostgreSQL the fleet project has no files; a run of it alone then passes, saying why above.
    passWithNoTests: !fleetDatabase && projectsAsked.length > 0 && projectsAsked.every((p) => p === 'fleet'),
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
      {
        resolve: { alias: graphqlAsInNode },
        test: {
          name: 'fleet',
          include: fleetDatabase ? ['tests/fleet/**/*.test.ts'] : [],
          // Each file starts a fleet of its own: one at a time is all a small machine takes.
          fileParallelism: false,
          testTimeout: 180_000,
          hookTimeout: 300_000,
        },
      },
    ],
  },
});
