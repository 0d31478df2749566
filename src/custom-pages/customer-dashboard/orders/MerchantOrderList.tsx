/**
 * The merchant's orders (customerdashboard `orders`, `todays_orders`, `rejectedorders`): the staff list's table,
 * cards, filters and export over its own orders only (GET addorders/get_customer_orders), with printing and
 * cancelling (before pickup) of the selected orders. A row opens the order's page.
 */
import { Box, Typography } from '@mui/material';
import KeyboardReturnIcon from '@mui/icons-material/KeyboardReturn';
import { CreateButton, FilterButton, List, TopToolbar, useDataProvider, useTranslate } from 'react-admin';
import type { AppDataProvider } from '../../../providers/dataProvider';
import { BulkConfirmButton } from '../../../resources/orders/list/bulk/BulkConfirmButton';
import { RequestList } from '../requests/RequestList';
import { MERCHANT_ORDERS } from '../../../providers/orders/merchant';
import { BulkPrintButton, CancelButton } from '../../../resources/orders/list/bulk/OrderBulkActions';
import { CappedPagination } from '../../../resources/orders/list/CappedPagination';
import { ColumnsButton } from '../../../resources/orders/list/ColumnsButton';
import { ExportOrdersButton } from '../../../resources/orders/list/ExportOrdersButton';
import { filtersFor } from '../../../resources/orders/list/filters';
import { OrderTable } from '../../../resources/orders/list/OrderTable';
import type { FilterSource } from '../../../resources/orders/list/variants';
import { ImportOrdersButton } from '../../../resources/orders/import/ImportOrdersButton';
import { MERCHANT_IMPORT_PATH, MERCHANT_NEW_ORDER_PATH, merchantOrderPath, merchantPrintPath } from './paths';

export type MerchantList = 'all' | 'today' | 'rejected';

/** What each of the merchant's lists fixes, and its title. */
const LISTS: Record<MerchantList, { filter: Record<string, string>; title: string }> = {
  all: { filter: {}, title: 'customer_orders.titles.all' },
  today: { filter: { today: '1' }, title: 'customer_orders.titles.today' },
  rejected: { filter: { status: 'Rejected' }, title: 'customer_orders.titles.rejected' },
};
/** The staff list's filters less the customer and shipper. */
const SOURCES: readonly FilterSource[] = ['query', 'city', 'zone', 'status', 'order_date', 'to_date', 'printO', 'today', 'rejected'];
const SORT = { field: 'id', order: 'DESC' } as const;
const LIST_SX = { '& .RaList-content': { contain: 'inline-size' }, '& .RaDataTable-tableWrapper': { overflowX: 'auto' } } as const;

function Actions({ preset }: { preset: Record<string, string> }) {
  return (
    <TopToolbar sx={{ flexWrap: 'wrap' }}>
      <FilterButton />
      <ColumnsButton />
      <CreateButton to={MERCHANT_NEW_ORDER_PATH} />
      <ImportOrdersButton to={MERCHANT_IMPORT_PATH} />
      <ExportOrdersButton variant="merchant" preset={preset} />
    </TopToolbar>
  );
}

/** No orders at all yet: say so and offer the form. */
function NoOrders() {
  const translate = useTranslate();
  return (
    <Box sx={{ textAlign: 'center', py: 6, px: 2 }}>
      <Typography variant="h6" component="p" gutterBottom>
        {translate('customer_orders.empty')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {translate('customer_orders.empty_hint')}
      </Typography>
      <CreateButton to={MERCHANT_NEW_ORDER_PATH} variant="contained" />
    </Box>
  );
}

/** Asks the selected parcels back (a return request); the server refuses any that was delivered or is back. */
function AskBackButton() {
  const dataProvider = useDataProvider<AppDataProvider>();
  return (
    <BulkConfirmButton
      label="customer_orders.requests.ask_back"
      icon={<KeyboardReturnIcon />}
      title="customer_orders.requests.ask_back_title"
      content="customer_orders.requests.ask_back_content"
      successKey="customer_orders.requests.ask_back_sent"
      action={(ids) => dataProvider.requestReturn(ids)}
    />
  );
}

export default function MerchantOrderList({ list = 'all' }: { list?: MerchantList }) {
  const translate = useTranslate();
  const { filter, title } = LISTS[list];
  const orders = (
    <List
      key={list}
      resource={MERCHANT_ORDERS}
      title={translate(title)}
      storeKey={`${MERCHANT_ORDERS}.${list}.list`}
      filter={filter}
      filterDefaultValues={filter.status ? {} : { rejected: '0' }}
      filters={filtersFor(filter, SOURCES)}
      sort={SORT}
      actions={<Actions preset={filter} />}
      pagination={<CappedPagination />}
      exporter={false}
      empty={list === 'all' ? <NoOrders /> : false}
      sx={LIST_SX}
    >
      <OrderTable
        rowClick={(id) => merchantOrderPath(id)}
        omit={['customer_name']}
        bulkActions={
          <>
            <BulkPrintButton pathOf={merchantPrintPath} />
            <AskBackButton />
            <CancelButton merchant />
          </>
        }
      />
    </List>
  );
  // The refused parcels' page also shows the return requests made for them.
  if (list !== 'rejected') return orders;
  return (
    <Box sx={{ display: 'grid', gap: 2, pb: 4 }}>
      {orders}
      <RequestList kind="return" />
    </Box>
  );
}
