import { existsSync } from 'node:fs';
import { join } from 'node:path';

/** Builds the browser app with Vite when dist/ has no index.html (a fresh checkout). */
export async function ensureBrowserBuild(distDir: string): Promise<void> {
  if (existsSync(join(distDir, 'index.html'))) return;
  console.log('Building the browser app (first start)...');
  const { build } = await import('vite');
  // Errors only: react-admin's packages re-export through cycles, which Rollup reports at length but handles.
  await build({ logLevel: 'error', build: { outDir: distDir } });
}
