import { defineConfig } from 'vitest/config';

/** Test files that hold work to a ceiling of the process's resident memory. */
const MEASURES_PROCESS_MEMORY = ['apps/server/src/platform/resource/import-limits.routes.test.ts'];

export default defineConfig({
  test: {
    environment: 'node',
    globalSetup: ['apps/server/src/test/global-setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
    maxWorkers: 2,
    projects: [
      {
        extends: true,
        test: {
          name: 'server',
          include: ['packages/**/src/**/*.test.ts', 'apps/server/src/**/*.test.ts', 'scripts/**/*.test.mjs'],
          exclude: [...MEASURES_PROCESS_MEMORY],
          // No mocks and no module state a file leaves behind (each builds its own app and database):
          // a worker keeps its modules between files, which halves the time spent importing them.
          isolate: false,
        },
      },
      {
        extends: true,
        // A process of their own, collected before each measure (`peakGrowth` calls gc): their ceiling
        // is the process's memory, which an earlier file's or test's garbage would otherwise count as theirs.
        test: { name: 'server-alone', include: [...MEASURES_PROCESS_MEMORY], isolate: true, execArgv: ['--expose-gc'] },
      },
      {
        extends: true,
        test: {
          name: 'web',
          include: ['apps/web/src/**/*.test.ts', 'apps/web/src/**/*.test.tsx', 'apps/web/build/**/*.test.ts'],
        },
      },
    ],
  },
});
