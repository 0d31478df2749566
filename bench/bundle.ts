import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { fmt, skipped, within, type Measurement } from './report';

/** A bare react-admin + MUI app measured 361 kB gzipped; the budget is 1.15x that. */
const FLOOR_KB = 361;
const BUDGET_KB = 1.15 * FLOOR_KB;
/** The chunk that renders /dashboard (React.lazy in src/App.tsx); resources are lazy chunks below it. */
const STAFF_ENTRY = 'src/admin/StaffAdmin.tsx';
const root = fileURLToPath(new URL('..', import.meta.url));

interface ManifestChunk {
  file: string;
  imports?: string[];
  dynamicImports?: string[];
  isEntry?: boolean;
}
type Manifest = Record<string, ManifestChunk>;

/** The chunks loaded with `from` before anything lazy: itself and its static imports, recursively. */
function staticClosure(manifest: Manifest, from: string, seen: Set<string>): void {
  if (seen.has(from) || !manifest[from]) return;
  seen.add(from);
  for (const dep of manifest[from]!.imports ?? []) staticClosure(manifest, dep, seen);
}

/**
 * Builds the browser app into a temporary folder with a manifest (vite build --manifest; dist/ is left alone)
 * and sums the gzipped JS that /dashboard loads before any resource chunk: the entry of index.html with its
 * static imports, plus the staff area's chunk with its static imports.
 */
export function measureFirstLoad(log: (line: string) => void): Measurement {
  const what = 'first load of /dashboard (JS, gzipped)';
  const budget = `<= ${fmt(BUDGET_KB)} kB (1.15 x ${FLOOR_KB})`;
  const outDir = mkdtempSync(join(tmpdir(), 'bench-build-'));
  try {
    log('  building the browser app (vite build --manifest) ...');
    const vite = join(root, 'node_modules', '.bin', 'vite');
    const build = spawnSync(vite, ['build', '--outDir', outDir, '--emptyOutDir', '--manifest', '--logLevel', 'error'], { cwd: root, encoding: 'utf8' });
    const manifestFile = join(outDir, '.vite', 'manifest.json');
    if (build.status !== 0 || !existsSync(manifestFile))
      return skipped(what, 'browser', budget, `vite build failed: ${(build.stderr || build.stdout).slice(-300)}`);
    const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as Manifest;
    const entry = Object.keys(manifest).find((key) => manifest[key]!.isEntry);
    if (!entry) return skipped(what, 'browser', budget, 'no entry chunk in the manifest');
    const chunks = new Set<string>();
    staticClosure(manifest, entry, chunks);
    const entryOnly = chunks.size;
    staticClosure(manifest, STAFF_ENTRY, chunks);
    const sizes = [...chunks].map((key) => gzipSync(readFileSync(join(outDir, manifest[key]!.file))).length);
    const kb = sizes.reduce((a, b) => a + b, 0) / 1000;
    const staffFound = Boolean(manifest[STAFF_ENTRY]);
    return {
      what,
      engine: 'browser',
      figure: `${fmt(kb)} kB in ${chunks.size} chunks`,
      value: kb,
      unit: 'kB',
      budget,
      pass: within(kb, BUDGET_KB),
      note: `entry + ${entryOnly - 1} static imports, then ${staffFound ? `${STAFF_ENTRY} and its static imports` : `${STAFF_ENTRY} not found in the manifest`}; ${fmt(kb / FLOOR_KB, 2)} x the floor`,
    };
  } finally {
    rmSync(outDir, { recursive: true, force: true });
  }
}
