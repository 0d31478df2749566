import WarningAmberIcon from '@mui/icons-material/WarningAmber';
import { Link as MuiLink, Stack } from '@mui/material';
import { useCallback } from 'react';
import { useListContext, useLocaleState, useTranslate, type TranslateFunction } from 'react-admin';
import { Link } from 'react-router-dom';
import { nameIn, type Named } from '../../../domain/names';
import { isOrderStatus } from '../../../domain/orders/status';
import { drillPath, itemsOf, type ReportColumn } from '../../../domain/reports/kit';
import { usePermissionsNow } from '../../layout/usePermissionsNow';
import type { ReportMeta } from '../../providers/reports';
import { StatusChip } from '../orders/fields';
import { statusKey } from '../orders/status';
import { formatAmount } from '../shared/money';

/** Marks the totals row the table's foot and the phone cards draw under the rows. */
export const TOTALS_ROW = '__totals';

const isNamed = (value: unknown): value is Named => typeof value === 'object' && value !== null && 'name' in value;

/** How a value of a column reads in the interface language: amounts and counts grouped, percents with %, names in the language. */
export function useCellText(): (column: ReportColumn, value: unknown) => string {
  const [language] = useLocaleState();
  const translate = useTranslate();
  return useCallback(
    (column: ReportColumn, value: unknown) => {
      if (value == null || value === '') return '';
      // Money columns name the currency in their header ("Net (LE)"), so each figure is the amount alone.
      if (column.kind === 'money') return formatAmount(value, language);
      if (column.kind === 'count') return Number(value).toLocaleString(language === 'ar' ? 'ar-EG-u-nu-latn' : 'en-EG');
      if (column.kind === 'percent') return `${Number(value).toFixed(1)}%`;
      if (column.kind === 'decimal') return Number(value).toFixed(1);
      if (isNamed(value)) return nameIn(language, value);
      if (column.kind === 'status') return isOrderStatus(value) ? translate(statusKey(value)) : String(value);
      if (column.kind === 'word') return translate(`reports.${column.words}.${String(value)}`, { _: String(value) });
      // A links column's total is how many items the rows hold.
      if (column.kind === 'links')
        return Array.isArray(value)
          ? itemsOf(value)
              .map((item) => itemLabel(translate, column, item))
              .join(', ')
          : String(value);
      return String(value);
    },
    [language, translate],
  );
}

/**
 * One cell of a report: its value as it reads, leading to the rows behind it when the column drills down; the
 * totals row labels its first column, and a marked row (`marked`) says so before it.
 */
export function ReportCell(props: { column: ReportColumn; row: Readonly<Record<string, unknown>>; first: boolean; marked?: boolean }) {
  const { marked, ...cell } = props;
  const translate = useTranslate();
  if (!marked) return <CellValue {...cell} />;
  return (
    <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center' }}>
      <WarningAmberIcon fontSize="small" color="warning" titleAccess={translate('reports.kit.marked')} />
      <CellValue {...cell} />
    </Stack>
  );
}

/** One item of a `links` column as it reads (`RC 1110`). */
const itemLabel = (translate: TranslateFunction, column: ReportColumn, item: string | number): string =>
  column.item ? translate(column.item.label, { [column.item.param]: item }) : String(item);

/** A `links` cell: each item leading to its page where the user may go. */
function LinksValue({ column, row }: { column: ReportColumn; row: Readonly<Record<string, unknown>> }) {
  const translate = useTranslate();
  const permissions = usePermissionsNow();
  const items = itemsOf(row[column.key]);
  return (
    <Stack direction="row" spacing={1} component="span" sx={{ justifyContent: 'flex-end', whiteSpace: 'nowrap' }}>
      {items.map((item) => {
        const to = drillPath(column, { ...row, value: item });
        const label = itemLabel(translate, column, item);
        return to && permissions?.canOpen(to.split('?')[0]!) ? (
          <MuiLink key={item} component={Link} to={to} onClick={(event) => event.stopPropagation()}>
            {label}
          </MuiLink>
        ) : (
          <span key={item}>{label}</span>
        );
      })}
    </Stack>
  );
}

function CellValue({ column, row, first }: { column: ReportColumn; row: Readonly<Record<string, unknown>>; first: boolean }) {
  const translate = useTranslate();
  const text = useCellText();
  const { meta } = useListContext();
  const permissions = usePermissionsNow();
  if (row[TOTALS_ROW]) return first ? <strong>{translate('reports.kit.total')}</strong> : <strong>{text(column, row[column.key])}</strong>;
  if (column.kind === 'links') return <LinksValue column={column} row={row} />;
  if (column.kind === 'status') return <StatusChip status={row[column.key]} />;
  const value = text(column, row[column.key]);
  const to = value ? drillPath(column, row, (meta as ReportMeta | undefined)?.range) : undefined;
  // A figure leads only where the caller may go (the URL rules the server checks too).
  if (!to || !permissions?.canOpen(to.split('?')[0]!)) return <>{value}</>;
  return (
    <MuiLink component={Link} to={to} onClick={(event) => event.stopPropagation()} title={translate('reports.kit.open_rows')}>
      {value}
    </MuiLink>
  );
}
