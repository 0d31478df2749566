import { useCallback } from 'react';
import { Pagination, useListContext, useTranslate, type PaginationProps } from 'react-admin';

const ROWS_PER_PAGE = [10, 25, 50, 100];

/**
 * The list's pager. Above 10,000 matches the server stops counting (`count_capped`, docs/manual.md "Orders"), so the
 * total reads "10,000+" instead of pretending to be exact.
 */
export function CappedPagination() {
  const { meta } = useListContext();
  const translate = useTranslate();
  const capped = (meta as { count_capped?: boolean } | undefined)?.count_capped === true;
  const label = useCallback(
    ({ from, to, count }: { from: number; to: number; count: number }) =>
      translate('ra.navigation.page_range_info', {
        offsetBegin: from,
        offsetEnd: to,
        total: capped ? translate('resources.orders.count_capped', { count: count.toLocaleString() }) : count,
      }),
    [capped, translate],
  );
  // Pagination hands its other props to MUI's TablePagination, whose label this replaces.
  const props = { rowsPerPageOptions: ROWS_PER_PAGE, labelDisplayedRows: label } as PaginationProps;
  return <Pagination {...props} />;
}
