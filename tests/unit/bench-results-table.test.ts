import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { latestFullRun, markdownTable, withTable, type ResultsFile } from '../../bench/results-table';
import type { Measurement } from '../../bench/report';

const row = (engine: Measurement['engine'], what: string, pass: boolean | null): Measurement => ({
  what,
  engine,
  figure: 'p50 1.0 ms | p95 2.0 ms',
  value: 2,
  unit: 'ms',
  budget: 'p95 <= 10 ms',
  pass,
});
const run = (at: string, results: Measurement[]): ResultsFile => ({ at, orders: 1_000_000, results });

const dir = mkdtempSync(join(tmpdir(), 'bench-results-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe("the bench README's table of the latest results", () => {
  it('shows every measurement, its verdict, and keeps a pipe inside a figure from breaking the row', () => {
    const table = markdownTable(
      'a.json',
      run('2026-11-26T10:00:00Z', [row('postgres', 'order list', true), row('pglite', 'bulk', false), row('postgres', 'bare', null)]),
    );
    const lines = table.split('\n');
    expect(lines[0]).toBe('Latest full run: `bench/results/a.json` (2026-11-26T10:00:00Z, 1,000,000 orders).');
    expect(lines.slice(4)).toEqual([
      '| order list | postgres | p50 1.0 ms \\| p95 2.0 ms | p95 <= 10 ms | pass |',
      '| bulk | pglite | p50 1.0 ms \\| p95 2.0 ms | p95 <= 10 ms | **over** |',
      '| bare | postgres | p50 1.0 ms \\| p95 2.0 ms | p95 <= 10 ms | - |',
    ]);
  });

  it('takes the newest run that measured both engines, not a later run of a few steps', () => {
    writeFileSync(join(dir, '2026-11-25T09-00-00-000Z.json'), JSON.stringify(run('old', [row('pglite', 'x', true), row('postgres', 'x', true)])));
    writeFileSync(join(dir, '2026-11-26T09-00-00-000Z.json'), JSON.stringify(run('full', [row('pglite', 'x', true), row('postgres', 'x', true)])));
    writeFileSync(join(dir, '2026-11-26T10-00-00-000Z.json'), JSON.stringify(run('steps', [row('postgres', 'x', true)])));
    expect(latestFullRun(dir)?.run.at).toBe('full');
  });

  it('replaces what stands between the markers and nothing else, the same way each time', () => {
    const readme = '# Bench\n\nintro\n\n<!-- results:start -->\nold table\n<!-- results:end -->\n\n## History\n';
    const once = withTable(readme, 'NEW');
    expect(once).toBe('# Bench\n\nintro\n\n<!-- results:start -->\n\nNEW\n\n<!-- results:end -->\n\n## History\n');
    expect(withTable(once, 'NEW')).toBe(once);
    expect(() => withTable('# no markers', 'NEW')).toThrow(/markers/);
  });
});
