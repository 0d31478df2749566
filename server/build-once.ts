import { existsSync } from 'node:fs';
import { join } from 'node:path';

/** Builds the browser app with Vite when dist/ has no index.html (a fresh checkout). */
export async function ensureBrowserBuild(distDir: string): Promise<void> {
  if (existsSync(join(distDir, 'index.html'))) return;
  console.log('Building the browser app (first start)...');
  const { build } = await import('vite');
  await build({ logLevel: 'warn', build: { outDir: distDir } });
}
