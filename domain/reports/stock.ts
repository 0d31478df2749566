/**
 * The stock reports (spec section 2, Stock: StockBalance, StockReport), read from the packaging ledger
 * (domain/stock/moves.ts, docs/stock.md). Each row is one material at one place that holds real packaging: a
 * warehouse or a courier (and on the movement, a merchant when chosen). Every unit is valued at its material's
 * weighted average cost (domain/stock/materials.ts `averageCost`), wherever it is. A limited staff member sees the
 * couriers and merchants given to him only; warehouses are the company's own and seen by every reader.
 */
import { defineReport, param } from './kit';

/** The places the reports are about: those that hold real packaging (COUNTED_LOCATIONS). */
export const STOCK_PLACES = ['warehouse', 'courier'] as const;
/** The movement may also be read for merchants (what they were given less what came back), when chosen. */
export const MOVEMENT_PLACES = [...STOCK_PLACES, 'merchant'] as const;
export type StockPlace = (typeof MOVEMENT_PLACES)[number];

/** Which places a report reads: one warehouse, one courier, one material, or every warehouse or courier. */
const placeParams = {
  warehouse: param.reference('warehouse'),
  shipper: param.reference('Shipper'),
  material: param.reference('material'),
  place: param.choice(STOCK_PLACES),
};

/** The columns naming a row's place and material, the same on both reports (their words under StockBalance). */
const placeColumns = [
  { key: 'place', kind: 'word', words: 'StockBalance.places' },
  { key: 'place_name', kind: 'name' },
  { key: 'material_name', kind: 'name' },
  { key: 'unit', kind: 'word', words: 'StockBalance.units' },
] as const;

/**
 * The row's keys besides its columns: the place's parameter and owner (`place_param`=`owner_id`, how the other
 * report is filtered to this place), the material, and the warehouse's, courier's or merchant's id on its row.
 */
const placeKeys = ['place_param', 'owner_id', 'material_id', 'shipper_id', 'warehouse_id', 'customer_id'] as const;

/**
 * What each warehouse and courier holds of each material now, from the kept quantities (never summed from moves):
 * its value at average cost, and a mark on every row of a material whose warehouses together hold less than its
 * reorder point. The quantity opens this month's moves of that material at that place.
 */
export const stockBalanceReport = defineReport({
  name: 'StockBalance',
  id: 'row_id',
  keys: placeKeys,
  params: { ...placeParams, low: param.flag() },
  columns: [
    ...placeColumns,
    { key: 'quantity', kind: 'count', drill: '/dashboard/StockReport?{place_param}={owner_id}&material={material_id}' },
    { key: 'average_cost', kind: 'money' },
    { key: 'value', kind: 'money', total: true },
  ],
  defaultSort: { field: 'material_name', order: 'ASC' },
  chart: { kind: 'bar', x: 'material_name', y: ['value'], top: 10 },
  highlight: 'low',
});

/** The moves behind a row of the stock report over its days (the page below it). */
const MOVES_OF_ROW = '/dashboard/StockReport/moves?{place_param}={owner_id}&material={material_id}&from_date={from_date}&to_date={to_date}';

/**
 * Each warehouse's and courier's stock of each material over a range of Cairo days (this month unless chosen, a
 * year at most): what it held before the first day, what came in and went out, what it held after the last day
 * (opening + in − out), and that at average cost; the merchants' when chosen (only those the caller sees). In and
 * out open the moves behind them.
 */
export const stockReport = defineReport({
  name: 'StockReport',
  id: 'row_id',
  keys: placeKeys,
  params: { ...placeParams, customer: param.reference('customers'), place: param.choice(MOVEMENT_PLACES) },
  range: { days: 'month', maxDays: 366 },
  columns: [
    ...placeColumns,
    { key: 'opening', kind: 'count' },
    { key: 'moved_in', kind: 'count', drill: MOVES_OF_ROW },
    { key: 'moved_out', kind: 'count', drill: MOVES_OF_ROW },
    { key: 'closing', kind: 'count' },
    { key: 'closing_value', kind: 'money', total: true },
  ],
  defaultSort: { field: 'material_name', order: 'ASC' },
});

/**
 * The moves behind a row of the stock report, a page below it: every move of the material to or from the place (a
 * warehouse, a courier or a merchant) over
 * the range, newest first, signed for the place (what came in positive); their total is in less out. The ledger's
 * moves are read a page at a time in its order and not sorted otherwise.
 */
export const stockMovesReport = defineReport({
  name: 'stockmoves',
  below: { screen: 'StockReport', path: 'moves' },
  id: 'move_id',
  params: {
    warehouse: placeParams.warehouse,
    shipper: placeParams.shipper,
    customer: param.reference('customers'),
    material: param.reference('material', { required: true }),
  },
  range: { days: 'month', maxDays: 366 },
  columns: [
    { key: 'moved_at', kind: 'text', unsortable: true },
    { key: 'kind', kind: 'word', words: 'stockmoves.kinds', unsortable: true },
    { key: 'from_name', kind: 'name', unsortable: true },
    { key: 'to_name', kind: 'name', unsortable: true },
    { key: 'quantity', kind: 'count', total: true, unsortable: true },
    { key: 'document', kind: 'text', unsortable: true },
    { key: 'document_id', kind: 'text', unsortable: true },
    { key: 'note', kind: 'text', unsortable: true },
    { key: 'user_name', kind: 'text', unsortable: true },
  ],
  defaultSort: { field: 'moved_at', order: 'DESC' },
});
