import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

const apiTarget = `http://127.0.0.1:${process.env.PORT ?? 8080}`;

export default defineConfig({
  plugins: [react()],
  server: { proxy: { '/api': apiTarget, '/media': apiTarget } },
  build: { outDir: 'dist', sourcemap: false, chunkSizeWarningLimit: 1500 },
  test: {
    // Vitest leaves one core to itself by default, which on the two-core machines CI runs on means one test file at
    // a time; its main process only reports, so two files run at once.
    maxWorkers: 2,
    minWorkers: 1,
    // Whether a forks worker serves more than one file is decided here, for every project the forks pool runs, and
    // not by a project's own `isolate`: without this, each API test file was a new process that imported the whole
    // server again (collect took longer than the tests). The projects that need a fresh process per file run in
    // the threads pool (component) or say so below (e2e); the unit files share theirs too.
    poolOptions: { forks: { isolate: false } },
    projects: [
      { extends: true, test: { name: 'unit', include: ['tests/unit/**/*.test.ts'], environment: 'node' } },
      {
        extends: true,
        test: {
          name: 'component',
          include: ['tests/component/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          // A fresh worker per file: React, emotion and msw are loaded by Node itself, outside vitest's module
          // reset, and would keep the window of the previous file's jsdom.
          pool: 'threads',
          setupFiles: ['tests/component/setup.ts'],
          // Whole react-admin pages render in jsdom, which takes seconds on a busy two-core machine; a test waits
          // up to 30 s for a page (setup.ts), so it is given twice that.
          testTimeout: 60000,
        },
      },
      {
        extends: true,
        test: {
          name: 'api',
          include: ['tests/api/**/*.test.ts'],
          environment: 'node',
          // Every test file's databases start from one migrated copy made once (tests/helpers/database-template.ts).
          globalSetup: ['tests/helpers/database-template.ts'],
          // The files share a worker's modules instead of importing the whole server again each: importing took
          // more time than the tests. Each file still has its own database and app, and no API test mocks a module.
          isolate: false,
          // @fastify/autoload imports the route folders itself; run through Vitest, so that its import of TypeScript works.
          server: { deps: { inline: ['@fastify/autoload'] } },
          testTimeout: 30000,
          hookTimeout: 60000,
        },
      },
      {
        extends: true,
        test: {
          name: 'e2e',
          include: ['tests/e2e/**/*.test.ts'],
          // The demo data is seeded once; each file's server starts on a copy (tests/e2e/support/seeded-data.ts).
          globalSetup: ['tests/e2e/support/seeded-data.ts'],
          environment: 'node',
          testTimeout: 120000,
          hookTimeout: 180000,
          // Two files at once, each with its own server and browser: a file spends most of its time waiting for the
          // browser and the server (about half a core in use), so two at once cut the run by about a third.
          pool: 'forks',
          poolOptions: { forks: { isolate: true } },
        },
      },
    ],
  },
});
