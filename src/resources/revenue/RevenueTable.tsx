import { TablePagination } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { RevenueAnswer } from '../../providers/revenue';
import type { ReportRow } from '../../providers/shipper-reports';
import { ReportTable, type ReportColumn, type Sort } from '../shipper-reports/ReportTable';
import type { RevenueParams } from './useRevenue';

const PAGE_SIZES = [10, 25, 50, 100];

/**
 * A revenue list read a page at a time: its rows under headers that sort them on the server, its totals row (every
 * row of the list, not only the page), and its pages. Sort and page live in the address with the other parameters.
 */
export function RevenueTable(props: {
  answer: RevenueAnswer;
  columns: readonly ReportColumn[];
  params: RevenueParams;
  change: (changes: RevenueParams) => void;
  fallback: Sort;
  rowKey: (row: ReportRow) => string;
  label: string;
}) {
  const { answer, params, change } = props;
  const translate = useTranslate();
  const sort: Sort = params.sort ? { key: params.sort, order: params.order === 'DESC' ? 'desc' : 'asc' } : props.fallback;
  const perPage = Number(params.page_size ?? 25);
  // The totals row leaves the columns that have no total (an order's status) empty.
  const blanks = Object.fromEntries(props.columns.map((column) => [column.key, '']));
  return (
    <>
      <ReportTable
        label={props.label}
        labels="revenue.columns"
        columns={props.columns}
        rows={answer.data}
        totals={{ ...blanks, ...answer.totals }}
        rowKey={props.rowKey}
        sort={sort}
        onSort={(next) => change({ sort: next.key, order: next.order === 'desc' ? 'DESC' : 'ASC', page: '' })}
      />
      <TablePagination
        component="div"
        count={answer.total}
        page={Math.max(Number(params.page ?? 1) - 1, 0)}
        rowsPerPage={perPage}
        rowsPerPageOptions={PAGE_SIZES}
        onPageChange={(_, page) => change({ page: String(page + 1) })}
        onRowsPerPageChange={(event) => change({ page_size: event.target.value, page: '' })}
        labelRowsPerPage={translate('ra.navigation.page_rows_per_page')}
        labelDisplayedRows={({ from, to, count }) => translate('ra.navigation.page_range_info', { offsetBegin: from, offsetEnd: to, total: count })}
        getItemAriaLabel={(type) => translate(`ra.navigation.${type}`)}
      />
    </>
  );
}
