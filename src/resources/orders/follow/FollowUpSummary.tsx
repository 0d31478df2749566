/**
 * Above the follow-up list: the parcels of each status group and, per shipper, parcels by status and the cash
 * expected and collected (customization/getOrderFollowUpReport of the list's own filters), with its xlsx.
 */
import { Box, Chip, Stack, Table, TableBody, TableCell, TableHead, TableRow } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useDataProvider, useListContext, useTranslate } from 'react-admin';
import { FOLLOW_REPORT_COLUMNS, FOLLOW_STATUSES, type FollowReportRow } from '../../../../domain/orders/follow-up';
import type { AppDataProvider } from '../../../providers/dataProvider';
import { useAmount } from '../../shared/money';
import { DownloadButton } from '../../shared/download';

type Cells = Omit<FollowReportRow, 'shipper_id'>;

/** The report's table: one line per shipper, then the totals. */
export function FollowReportTable({ rows, totals }: { rows: Cells[]; totals: Cells }) {
  const translate = useTranslate();
  const amount = useAmount();
  const columns = FOLLOW_REPORT_COLUMNS.filter((column) => !column.money || totals[column.key] != null);
  const line = (row: Cells, key: string, strong = false) => (
    <TableRow key={key}>
      {columns.map((column) => (
        <TableCell key={column.key} sx={strong ? { fontWeight: 600 } : undefined}>
          {column.money ? amount(row[column.key]) : <bdi>{row[column.key]}</bdi>}
        </TableCell>
      ))}
    </TableRow>
  );
  return (
    <Table size="small">
      <TableHead>
        <TableRow>
          {columns.map((column) => (
            <TableCell key={column.key}>{translate(`follow_up.report.${column.key}`)}</TableCell>
          ))}
        </TableRow>
      </TableHead>
      <TableBody>
        {rows.map((row, index) => line(row, String(index)))}
        {line(totals, 'totals', true)}
      </TableBody>
    </Table>
  );
}

export function FollowUpSummary() {
  const { filterValues, setFilters, displayedFilters } = useListContext();
  const dataProvider = useDataProvider<AppDataProvider>();
  const translate = useTranslate();
  const { data } = useQuery({ queryKey: ['followUpReport', filterValues], queryFn: () => dataProvider.followUpReport(filterValues) });
  if (!data) return null;
  const totals = { ...data.totals, shipper_name: translate('follow_up.report.totals') };
  return (
    <Box sx={{ p: 2 }}>
      <Stack direction="row" spacing={1} sx={{ mb: 1, flexWrap: 'wrap', alignItems: 'center' }}>
        {FOLLOW_STATUSES.map((group) => (
          <Chip
            key={group}
            label={`${translate(`follow_up.groups.${group}`)}: ${data.totals[group]}`}
            color={filterValues.followStatus === group ? 'primary' : 'default'}
            onClick={() => setFilters({ ...filterValues, followStatus: filterValues.followStatus === group ? '' : group }, displayedFilters)}
          />
        ))}
        <DownloadButton label="follow_up.report.export" download={(lang) => dataProvider.exportFollowUpReport(filterValues, lang)} />
      </Stack>
      <Box sx={{ overflowX: 'auto' }}>
        <FollowReportTable rows={data.results} totals={totals} />
      </Box>
    </Box>
  );
}
