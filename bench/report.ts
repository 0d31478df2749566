import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/** One line of the benchmark's answer: what was measured, on which engine, the figure, its budget. */
export interface Measurement {
  what: string;
  engine: 'pglite' | 'postgres' | 'browser';
  /** The figure as printed, e.g. "p50 3.1 ms / p95 6.8 ms". */
  figure: string;
  /** The number compared with the budget (same unit), or null when nothing was measured. */
  value: number | null;
  unit: string;
  budget: string;
  /** Within budget: true or false; null when the item has no budget or was skipped. */
  pass: boolean | null;
  note?: string;
}

export const within = (value: number, limit: number, kind: 'max' | 'min' = 'max'): boolean => (kind === 'max' ? value <= limit : value >= limit);

export const skipped = (what: string, engine: Measurement['engine'], budget: string, note: string): Measurement => ({
  what,
  engine,
  figure: 'skipped',
  value: null,
  unit: '',
  budget,
  pass: null,
  note,
});

/** Percentile by nearest rank of already sorted numbers. */
export function percentile(sorted: readonly number[], p: number): number {
  if (!sorted.length) return Number.NaN;
  const rank = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[rank]!;
}

export interface LatencySummary {
  count: number;
  p50: number;
  p95: number;
  p99: number;
}

/** Count and percentiles of latencies in any order. */
export function latencySummary(times: readonly number[]): LatencySummary {
  const sorted = [...times].sort((a, b) => a - b);
  return { count: sorted.length, p50: percentile(sorted, 50), p95: percentile(sorted, 95), p99: percentile(sorted, 99) };
}

export const fmt = (n: number, digits = 1): string => n.toFixed(digits);

function pad(text: string, width: number): string {
  return text.length >= width ? text : text + ' '.repeat(width - text.length);
}

/** The table printed at the end of `npm run bench`. */
export function formatTable(rows: readonly Measurement[]): string {
  const header = ['what', 'engine', 'figure', 'budget', 'result'];
  const cells = rows.map((r) => [
    r.what,
    r.engine,
    r.figure,
    r.budget,
    r.pass === null ? (r.figure === 'skipped' ? 'skipped' : '-') : r.pass ? 'pass' : 'FAIL',
  ]);
  const widths = header.map((h, i) => Math.max(h.length, ...cells.map((c) => c[i]!.length)));
  const line = (c: string[]) =>
    c
      .map((text, i) => pad(text, widths[i]!))
      .join('  ')
      .trimEnd();
  const notes = rows.filter((r) => r.note).map((r) => `  - ${r.what} (${r.engine}): ${r.note}`);
  return [line(header), line(widths.map((w) => '-'.repeat(w))), ...cells.map(line), ...(notes.length ? ['', 'notes:', ...notes] : [])].join('\n');
}

/** Writes bench/results/<timestamp>.json and returns its path. */
export function writeResults(dir: string, payload: Record<string, unknown>): string {
  mkdirSync(dir, { recursive: true });
  const stamp = new Date().toISOString().replace(/[:.]/g, '-');
  const file = join(dir, `${stamp}.json`);
  writeFileSync(file, `${JSON.stringify(payload, null, 2)}\n`);
  return file;
}
