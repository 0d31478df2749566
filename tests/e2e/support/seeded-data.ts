/**
 * The e2e project's global setup: the real server seeds the demo data into one DATA_DIR once, then stops; every
 * test file's server starts on a copy of it (server.ts, startServer), instead of seeding its own.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { runServer } from './server';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The DATA_DIR seeded with the demo data. */
    seededDataDir: string;
  }
}

export default async function setup(project: TestProject): Promise<() => void> {
  const dataDir = mkdtempSync(join(tmpdir(), 'courier-e2e-seeded-'));
  await (await runServer(dataDir)).stop();
  project.provide('seededDataDir', dataDir);
  return () => rmSync(dataDir, { recursive: true, force: true });
}
