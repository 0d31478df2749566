/**
 * The order list's variants: one list, reached at several spec URLs, each with a filter fixed by its route
 * (a customer, a shipper, cancelled orders ...). The fixed filter is not shown as an input and cannot be
 * cleared; the user's own filters come on top of it.
 */
import { ARCHIVABLE, STATUS_CODE, type OrderStatus } from '../../../../domain/orders/status';
import type { OrderListVariant } from '../../../providers/ordersProvider';
import type { ListVariant } from './variantNames';

export type { ListVariant };

/**
 * Which bulk actions a variant offers, main one first: every one; only archiving (the archive manager);
 * assigning a shipper first (orders to send out, pickup requests); a status change first (returns).
 */
export type BulkSet = 'all' | 'archive' | 'assign' | 'returns';

/** The list's filter inputs (./filters), by source. */
export type FilterSource =
  | 'query'
  | 'city'
  | 'zone'
  | 'status'
  | 'customer'
  | 'shipper'
  | 'order_date'
  | 'to_date'
  | 'printO'
  | 'today'
  | 'rejected'
  | 'pickup'
  | 'taxable'
  | 'approved'
  | 'followShipper'
  | 'followStatus'
  | 'imageStatus'
  | 'totalStatus';

/** The filters most lists offer: not taxable (taxable_manager only) nor approved (urgent orders only). */
const LIST_FILTERS: readonly FilterSource[] = [
  'query',
  'city',
  'zone',
  'status',
  'customer',
  'shipper',
  'order_date',
  'to_date',
  'printO',
  'today',
  'rejected',
  'pickup',
];

type Params = Readonly<Partial<Record<string, string>>>;

export interface VariantConfig {
  /** The filter fixed by the route. */
  preset: (params: Params) => Record<string, unknown>;
  /** Starting values of the user's filters besides rejected "0". */
  defaults?: Record<string, unknown>;
  /** The page title when not the screen's name (`screens.<screen>`): a translation key, given the route params. */
  title?: (params: Params) => { key: string; args?: Record<string, string> } | undefined;
  dense?: boolean;
  /** Which export the list offers; false when the export call cannot express the list's filter. */
  exportAs: OrderListVariant | false;
  bulk: BulkSet;
  /** The filters offered (less those the preset fixes); LIST_FILTERS unless given. */
  filters?: readonly FilterSource[];
  /** Status choices offered by the status filter, when not all of them. */
  statuses?: readonly string[];
  /** False when the list's call takes no ordering. */
  sortable?: boolean;
  /** Shown above the rows: the follow-up's per-shipper summary. */
  summary?: 'followUp';
  /** Each row has an Approve button (urgent orders). */
  approve?: boolean;
  /** The create button opens the screen's own creation page (`<screen>/new`) rather than the admin create form. */
  ownCreate?: boolean;
  /**
   * False for lists of orders a new order can never join (cancelled, archived, the archive manager's finished
   * orders, returns): they offer no create button.
   */
  creates?: boolean;
}

export const filterSourcesOf = (config: VariantConfig): readonly FilterSource[] => config.filters ?? LIST_FILTERS;

const none = () => ({});
const HUB_ID = '1';
const today = { today: '1' };
/** Orders that may still go out with a shipper (AssignOrderToShipper). */
const ASSIGNABLE: readonly OrderStatus[] = ['Pending', 'Hold', 'Undelivered', 'Rejected', 'Out For Deliver'];
/** Orders that did not reach the recipient and come back through the hub (the server's WAITING_RETURN). */
const WAITING_RETURN: readonly OrderStatus[] = ['Undelivered', 'Rejected', 'Hold'];

export const VARIANTS: Record<ListVariant, VariantConfig> = {
  all: { preset: none, exportAs: 'admin', bulk: 'all' },
  enhanced: { preset: none, dense: true, exportAs: 'enhanced', bulk: 'all' },
  entry: { preset: none, exportAs: 'admin', bulk: 'all' },
  customer: {
    preset: (p) => ({ customer: p.client_id }),
    title: (p) => ({ key: 'resources.orders.titles.customer', args: { id: p.client_id ?? '' } }),
    exportAs: 'admin',
    bulk: 'all',
  },
  newwindow: {
    preset: (p) => ({ customer: p.client_id }),
    title: (p) => ({ key: 'resources.orders.titles.customer', args: { id: p.client_id ?? '' } }),
    exportAs: 'admin',
    bulk: 'all',
  },
  shipper: {
    preset: (p) => ({ shipper: p.shipper_id }),
    title: (p) =>
      p.shipper_id === HUB_ID ? { key: 'resources.orders.titles.hub' } : { key: 'resources.orders.titles.shipper', args: { id: p.shipper_id ?? '' } },
    exportAs: 'admin',
    bulk: 'all',
  },
  repeated: {
    preset: (p) => ({ is_repeated: p.isRepeated === '0' ? '0' : '1' }),
    title: () => ({ key: 'resources.orders.titles.repeated' }),
    exportAs: 'admin',
    bulk: 'all',
  },
  cancelled: { preset: () => ({ status_code: STATUS_CODE.cancelled }), exportAs: 'admin', bulk: 'all', creates: false },
  archived: { preset: () => ({ status_code: STATUS_CODE.archived }), exportAs: 'admin', bulk: 'all', creates: false },
  serial: {
    preset: (p) => ({ order_serial: p.serial }),
    title: (p) => ({ key: 'resources.orders.titles.serial', args: { serial: p.serial ?? '' } }),
    exportAs: 'admin',
    bulk: 'all',
  },
  archivemanager: {
    preset: none,
    defaults: { status: 'Delivered' },
    statuses: ARCHIVABLE,
    exportAs: 'admin',
    bulk: 'archive',
    creates: false,
  },
  taxable: {
    preset: none,
    defaults: { taxable: '1' },
    filters: [...LIST_FILTERS, 'taxable'],
    exportAs: 'admin',
    bulk: 'all',
  },
  // The urgent orders (and one of them at `<screen>/:id`): their own list call takes these filters only.
  urgent: {
    preset: (p) => (p.id ? { is_urgent: '1', id: p.id } : { is_urgent: '1' }),
    title: (p) => (p.id ? { key: 'resources.orders.titles.urgent_one', args: { id: p.id } } : undefined),
    filters: ['query', 'order_date', 'to_date', 'approved'],
    exportAs: false,
    bulk: 'all',
    sortable: false,
    approve: true,
    ownCreate: true,
  },
  assign: { preset: none, defaults: { status: 'Pending' }, statuses: ASSIGNABLE, exportAs: 'admin', bulk: 'assign' },
  // Orders waiting to come back from shippers: their own call (GET addorders/return_shipper_orders) keeps the three statuses at once.
  returnsFromShippers: {
    preset: none,
    statuses: WAITING_RETURN,
    exportAs: false,
    bulk: 'returns',
    sortable: false,
    creates: false,
  },
  returnsToCustomers: { preset: () => ({ status: 'Returned' }), exportAs: 'admin', bulk: 'all', creates: false },
  today: { preset: () => today, exportAs: 'admin', bulk: 'all' },
  todayShipper: {
    preset: (p) => ({ ...today, shipper: p.shipper_id }),
    title: (p) => ({ key: 'resources.orders.titles.today_shipper', args: { id: p.shipper_id ?? '' } }),
    exportAs: 'admin',
    bulk: 'all',
  },
  todayCustomer: {
    preset: (p) => ({ ...today, customer: p.client_id }),
    title: (p) => ({ key: 'resources.orders.titles.today_customer', args: { id: p.client_id ?? '' } }),
    exportAs: 'admin',
    bulk: 'all',
  },
  pickupRequests: {
    preset: () => ({ status_code: STATUS_CODE.awaitingPickup, pickup: '1' }),
    exportAs: 'admin',
    bulk: 'assign',
  },
  // The enhanced twin reads the spec's search call (search_orders_requst_shipping): its filters only.
  pickupRequestsEnhanced: { preset: none, dense: true, filters: ['query', 'customer', 'order_date'], exportAs: false, bulk: 'assign', sortable: false },
  // Parcels out with shippers (GET addorders/getorderfollowup): the day's by default, the shipper choices its own.
  followUp: {
    preset: none,
    filters: ['query', 'followShipper', 'order_date', 'to_date', 'followStatus', 'imageStatus', 'totalStatus'],
    exportAs: false,
    bulk: 'all',
    creates: false,
    summary: 'followUp',
  },
};
