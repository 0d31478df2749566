/**
 * Above the follow-up list: the parcels of each status group and, per shipper, parcels by status and the cash
 * expected and collected (customization/getOrderFollowUpReport of the list's own filters), with its xlsx.
 */
import DownloadIcon from '@mui/icons-material/Download';
import { Box, Button, Chip, Stack, Table, TableBody, TableCell, TableHead, TableRow } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useDataProvider, useListContext, useLocaleState, useNotify, useTranslate } from 'react-admin';
import { FOLLOW_REPORT_COLUMNS, FOLLOW_STATUSES, type FollowReportRow } from '../../../../domain/orders/follow-up';
import type { AppDataProvider } from '../../../providers/dataProvider';
import { useAmount } from '../../shared/money';
import { saveFile } from '../../shared/saveFile';

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
  const notify = useNotify();
  const [locale] = useLocaleState();
  const { data } = useQuery({ queryKey: ['followUpReport', filterValues], queryFn: () => dataProvider.followUpReport(filterValues) });
  const download = async () => {
    try {
      const result = await dataProvider.exportFollowUpReport(filterValues, locale === 'ar' ? 'ar' : 'en');
      if (result.empty) notify('errors.empty_data', { type: 'warning' });
      else saveFile(result.blob, result.fileName);
    } catch (error) {
      notify(error instanceof Error ? error.message : 'errors.server', { type: 'error' });
    }
  };
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
        <Button startIcon={<DownloadIcon />} onClick={() => void download()}>
          {translate('follow_up.report.export')}
        </Button>
      </Stack>
      <Box sx={{ overflowX: 'auto' }}>
        <FollowReportTable rows={data.results} totals={totals} />
      </Box>
    </Box>
  );
}
