/**
 * The order list at every URL that shows one (adminorders and its variants, adminorders_enhanced, the orders
 * screens, and the screens that are the list with a preset: urgent orders, assigning, returns, today's orders,
 * pickup requests): server-side filters (rejected "0" by default), chosen columns, bulk actions, export, pages of
 * 10 to 100. A row opens the order's page.
 */
import { useMemo } from 'react';
import { CappedPagination } from './CappedPagination';
import { List, useResourceContext, useTranslate, type Identifier } from 'react-admin';
import { useParams } from 'react-router-dom';
import { usePermissionsNow } from '../../../layout/usePermissionsNow';
import { listPath } from '../../shared/paths';
import { ADMIN_ORDERS, newForCustomerPath, ORDERS, orderShowPath, staffImportPath } from '../paths';
import { OrderBulkActions } from './bulk/OrderBulkActions';
import { filtersFor } from './filters';
import { FollowUpSummary } from '../follow/FollowUpSummary';
import { OrderListActions } from './OrderListActions';
import { OrderTable } from './OrderTable';
import { filterSourcesOf, VARIANTS, type ListVariant } from './variants';

const SORT = { field: 'id', order: 'DESC' } as const;
/**
 * Many columns: the table scrolls sideways inside the page, so the toolbar and filters stay in view. Inline-size
 * containment keeps the table's width from widening the page layout around it; the scroll is on the table's own
 * wrapper so the bulk actions bar, which slides up over the toolbar, is not clipped. Headers stay on one line;
 * long names and places wrap (amounts, dates and chips never do), so the default columns fit beside the menu.
 */
const LIST_SX = {
  '& .RaList-content': { contain: 'inline-size' },
  '& .RaDataTable-tableWrapper': { overflowX: 'auto' },
  '& .MuiTableCell-head': { whiteSpace: 'nowrap' },
} as const;

function Title({ text }: { text: { key: string; args?: Record<string, string> } }) {
  const translate = useTranslate();
  return <>{translate(text.key, text.args)}</>;
}

/** `screen`: the registry screen shown (a page below another screen's resource, such as `cancelledorders`), when not the resource itself. */
export default function OrderListPage({ variant = 'all', screen }: { variant?: ListVariant; screen?: string }) {
  const resource = useResourceContext() ?? ADMIN_ORDERS;
  const params = useParams();
  const permissions = usePermissionsNow();
  const config = VARIANTS[variant];
  const presetKey = JSON.stringify(params);
  const preset = useMemo(() => config.preset(JSON.parse(presetKey) as Record<string, string>), [config, presetKey]);
  const filters = useMemo(() => filtersFor(preset, filterSourcesOf(config), config.statuses), [preset, config]);
  // Starting values only for the filters shown (the urgent orders have no rejected filter).
  const defaults = useMemo(() => {
    const offered = new Set<string>(filterSourcesOf(config));
    return Object.fromEntries(Object.entries({ rejected: '0', ...config.defaults }).filter(([source]) => offered.has(source) && !(source in preset)));
  }, [config, preset]);

  // The entry screens open an order at /dashboard/orders/<id> when the user may, else at the admin page.
  const showIn = resource === ORDERS && permissions?.canOpen(orderShowPath(0, ORDERS)) ? ORDERS : ADMIN_ORDERS;
  const mayOpenOrders = permissions?.canOpen(orderShowPath(0, showIn)) !== false;
  const rowClick = (id: Identifier) => (mayOpenOrders ? orderShowPath(id, showIn) : false);
  const createPath =
    config.creates === false
      ? null
      : config.ownCreate || resource === ORDERS
        ? `${listPath(resource)}/new`
        : newForCustomerPath(typeof preset.customer === 'string' ? preset.customer : undefined);
  // Importing is the admin create form's sibling: every list that offers a create offers it.
  const importPath = createPath === null ? null : staffImportPath(typeof preset.customer === 'string' ? preset.customer : undefined);
  const title = config.title?.(params) ?? { key: `screens.${screen ?? resource}` };

  return (
    <List
      key={`${variant}:${presetKey}`}
      title={<Title text={title} />}
      storeKey={`${resource}.${variant}.list`}
      filter={preset}
      filterDefaultValues={defaults}
      filters={filters}
      sort={SORT}
      perPage={config.dense ? 25 : 10}
      actions={<OrderListActions exportAs={config.exportAs} preset={preset} createPath={createPath} importPath={importPath} />}
      pagination={<CappedPagination />}
      exporter={false}
      empty={false}
      sx={LIST_SX}
    >
      {config.summary === 'followUp' && <FollowUpSummary />}
      <OrderTable
        rowClick={rowClick}
        bulkActions={<OrderBulkActions set={config.bulk} />}
        dense={config.dense}
        sortable={config.sortable}
        approve={config.approve}
      />
    </List>
  );
}
