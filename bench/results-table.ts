/**
 * The latest results as a table in bench/README.md: the newest file of bench/results that measured both engines
 * (a full run, not a few steps), written between the README's result markers. `npm run bench` does it at the end
 * of a full run; `npm run bench:table` does it by hand.
 */
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { format, resolveConfig } from 'prettier';
import type { Measurement } from './report';

export interface ResultsFile {
  at: string;
  orders: number;
  results: Measurement[];
}

const START = '<!-- results:start -->';
const END = '<!-- results:end -->';

const cell = (text: string) => text.replaceAll('|', '\\|').replaceAll('\n', ' ');
const verdict = (row: Measurement) => (row.pass === null ? (row.figure === 'skipped' ? 'skipped' : '-') : row.pass ? 'pass' : '**over**');

/** A run's measurements as a markdown table, with a line saying which run it is. */
export function markdownTable(name: string, run: ResultsFile): string {
  const lines = run.results.map((row) => `| ${[row.what, row.engine, row.figure, row.budget, verdict(row)].map(cell).join(' | ')} |`);
  return [
    `Latest full run: \`bench/results/${name}\` (${run.at}, ${run.orders.toLocaleString('en')} orders).`,
    '',
    '| What | Engine | Figure | Budget | Result |',
    '| --- | --- | --- | --- | --- |',
    ...lines,
  ].join('\n');
}

/** The newest results file in `dir` that measured both engines, with its name; undefined when there is none. */
export function latestFullRun(dir: string): { name: string; run: ResultsFile } | undefined {
  const names = readdirSync(dir)
    .filter((name) => name.endsWith('.json'))
    .sort()
    .reverse();
  for (const name of names) {
    const run = JSON.parse(readFileSync(join(dir, name), 'utf8')) as ResultsFile;
    const engines = new Set(run.results.map((row) => row.engine));
    if (engines.has('pglite') && engines.has('postgres')) return { name, run };
  }
  return undefined;
}

/** `readme` with the table of the latest full run between its markers. */
export function withTable(readme: string, table: string): string {
  const start = readme.indexOf(START);
  const end = readme.indexOf(END);
  if (start < 0 || end < start) throw new Error(`the README has no ${START} … ${END} markers`);
  return `${readme.slice(0, start + START.length)}\n\n${table}\n\n${readme.slice(end)}`;
}

/** Writes the latest full run's table into bench/README.md, laid out as `npm run lint` wants; answers whether there was one. */
export async function updateBenchReadme(benchDir: string): Promise<boolean> {
  const latest = latestFullRun(join(benchDir, 'results'));
  if (!latest) return false;
  const path = join(benchDir, 'README.md');
  const text = withTable(readFileSync(path, 'utf8'), markdownTable(latest.name, latest.run));
  writeFileSync(path, await format(text, { ...(await resolveConfig(path)), filepath: path }));
  return true;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  if (!(await updateBenchReadme(fileURLToPath(new URL('.', import.meta.url))))) console.log('no full run in bench/results yet');
}
