import { alpha, Card, CardContent, Stack, TableFooter, TableRow, Typography, useMediaQuery, useTheme, type Theme } from '@mui/material';
import type { ReactNode } from 'react';
import { DataTable, RecordContextProvider, useListContext, useTranslate, type RaRecord } from 'react-admin';
import { isFigure, type ReportColumn, type ReportDeclaration } from '../../../domain/reports/kit';
import type { ReportMeta } from '../../providers/reports';
import { ReportCell, TOTALS_ROW } from './cells';

/** Whether the row is one the report marks (its `highlight` key, e.g. a courier over his cash limit). */
const markedRow = (report: ReportDeclaration, row: RaRecord): boolean => Boolean(report.highlight && row[report.highlight]);

/** The columns the caller gets (those a field permission hides from it are left out by the server). */
function useShownColumns(report: ReportDeclaration): { columns: ReportColumn[]; totals: RaRecord | undefined } {
  const { meta } = useListContext();
  const { hidden = [], totals } = (meta ?? {}) as Partial<ReportMeta>;
  const columns = report.columns.filter((column) => !hidden.includes(column.key));
  const hasTotals = totals && Object.keys(totals).length > 0;
  return { columns, totals: hasTotals ? { id: TOTALS_ROW, [TOTALS_ROW]: true, ...totals } : undefined };
}

/** The table's foot: the totals of every row of the report (not only this page's). */
function totalsFoot(totals: RaRecord | undefined) {
  return function TotalsFoot({ children }: { children?: ReactNode }) {
    if (!totals) return null;
    return (
      <TableFooter>
        <RecordContextProvider value={totals}>
          <TableRow>{children}</TableRow>
        </RecordContextProvider>
      </TableFooter>
    );
  };
}

/** One row as a card on a phone: its first column as the title, the others as label and value. */
function RowCard({ report, columns, row }: { report: ReportDeclaration; columns: ReportColumn[]; row: RaRecord }) {
  const translate = useTranslate();
  const [title, ...others] = columns;
  // The totals card names only the figures that are totalled.
  const rest = row[TOTALS_ROW] ? others.filter((column) => row[column.key] != null) : others;
  return (
    <Card variant="outlined" component="li" sx={{ listStyle: 'none', ...(markedRow(report, row) ? { borderColor: 'warning.main' } : {}) }}>
      <CardContent>
        <Typography variant="subtitle1" component="h3">
          <ReportCell column={title!} row={row} first marked={markedRow(report, row)} />
        </Typography>
        {rest.map((column) => (
          <Stack key={column.key} direction="row" sx={{ justifyContent: 'space-between', gap: 2 }}>
            <Typography variant="body2" color="text.secondary">
              {translate(`reports.${report.name}.columns.${column.key}`)}
            </Typography>
            <Typography variant="body2" component="span">
              <ReportCell column={column} row={row} first={false} />
            </Typography>
          </Stack>
        ))}
      </CardContent>
    </Card>
  );
}

/** The report's rows: a sortable table with its totals on a desk, cards with the totals last on a phone. */
export function ReportBody({ report }: { report: ReportDeclaration }) {
  const translate = useTranslate();
  const theme = useTheme();
  const markedBackground = alpha(theme.palette.warning.main, 0.12);
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const { data } = useListContext();
  const { columns, totals } = useShownColumns(report);
  const empty = (
    <Typography sx={{ p: 3, textAlign: 'center' }} color="text.secondary">
      {translate('reports.kit.empty')}
    </Typography>
  );
  if (phone) {
    if (!data?.length) return empty;
    return (
      <Stack component="ul" spacing={1} sx={{ p: 1, m: 0 }}>
        {[...data, ...(totals ? [totals] : [])].map((row) => (
          <RowCard key={String(row.id)} report={report} columns={columns} row={row} />
        ))}
      </Stack>
    );
  }
  return (
    <DataTable
      rowClick={false}
      bulkActionButtons={false}
      empty={empty}
      foot={totalsFoot(totals)}
      rowSx={(row) => (markedRow(report, row) ? { backgroundColor: markedBackground } : {})}
      // A wide report scrolls inside its table, never the page; cells keep to half the usual side padding, so a
      // dozen figures fit a desk's screen.
      sx={{ '& .RaDataTable-tableWrapper': { overflowX: 'auto' }, '& .MuiTableCell-root': { px: 1 } }}
    >
      {columns.map((column, index) => (
        <DataTable.Col
          key={column.key}
          source={column.key}
          label={`reports.${report.name}.columns.${column.key}`}
          disableSort={column.unsortable}
          align={isFigure(column.kind) ? 'right' : undefined}
          cellSx={column.kind === 'text' || column.kind === 'link' || column.kind === 'name' ? undefined : () => ({ whiteSpace: 'nowrap' })}
          render={(row: RaRecord) => <ReportCell column={column} row={row} first={index === 0} marked={index === 0 && markedRow(report, row)} />}
        />
      ))}
    </DataTable>
  );
}
