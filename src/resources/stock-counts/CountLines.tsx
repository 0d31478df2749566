import { Table, TableBody, TableCell, TableHead, TableRow } from '@mui/material';
import type { ReactNode } from 'react';
import { useLocaleState, useTranslate } from 'react-admin';
import type { StockCountLine } from '../../../domain/api/stock-counts';
import { nameIn } from '../../../domain/names';

/** A difference, signed and coloured: short in red, over in orange, none plain; nothing while not counted. */
function Difference({ line }: { line: Pick<StockCountLine, 'expected' | 'counted'> }) {
  if (line.counted === null) return null;
  const difference = line.counted - line.expected;
  const colour = difference < 0 ? 'error.main' : difference > 0 ? 'warning.main' : undefined;
  return (
    <TableCell align="right" sx={{ color: colour, fontWeight: difference ? 600 : undefined }} data-difference={difference}>
      <bdi>{difference > 0 ? `+${difference}` : difference}</bdi>
    </TableCell>
  );
}

/**
 * A count's lines: each material with what the place holds (now for a draft, at submission once submitted), what
 * was counted (an input while counting, given by `counted`) and the difference.
 */
export function CountLines({ lines, counted }: { lines: readonly StockCountLine[]; counted: (line: StockCountLine, index: number) => ReactNode }) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  return (
    <Table size="small" sx={{ mb: 2 }}>
      <TableHead>
        <TableRow>
          <TableCell>{translate('stock_count.fields.material')}</TableCell>
          <TableCell align="right">{translate('stock_count.fields.expected')}</TableCell>
          <TableCell align="right">{translate('stock_count.fields.counted')}</TableCell>
          <TableCell align="right">{translate('stock_count.fields.difference')}</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {lines.map((line, index) => (
          <TableRow key={line.material}>
            <TableCell>
              <bdi>{nameIn(locale, { name: line.material_name, name_ar: line.material_name_ar })}</bdi>
            </TableCell>
            <TableCell align="right">{line.expected}</TableCell>
            <TableCell align="right">{counted(line, index)}</TableCell>
            {line.counted === null ? <TableCell /> : <Difference line={line} />}
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
