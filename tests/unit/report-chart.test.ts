/** A report's chart (server/reports/chart.ts): the largest records, rows naming the same record summed, the rest one point. */
import { describe, expect, it } from 'vitest';
import { stockBalanceReport } from '../../domain/reports/stock';
import { chartPoints } from '../../server/reports/chart';

const material = (name: string) => ({ name, name_ar: null });

describe('a chart of the largest records', () => {
  it('sums the rows of one record into one point before it takes the largest, and sums the rest into "all others"', () => {
    const declaration = { ...stockBalanceReport, chart: { ...stockBalanceReport.chart!, top: 2 } };
    const rows = [
      { material_name: material('Flyers'), value: '30.00' },
      { material_name: material('Bags'), value: '50.00' },
      { material_name: material('Flyers'), value: '40.50' },
      { material_name: material('Tape'), value: '5.25' },
      { material_name: material('Boxes'), value: '1.00' },
    ];
    expect(chartPoints(declaration, rows, [])).toEqual([
      { material_name: material('Flyers'), value: '70.50' },
      { material_name: material('Bags'), value: '50.00' },
      { material_name: null, value: '6.25', other: true },
    ]);
  });
});
