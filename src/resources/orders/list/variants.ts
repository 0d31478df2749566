/**
 * The order list's variants: one list, reached at several spec URLs, each with a filter fixed by its route
 * (a customer, a shipper, cancelled orders ...). The fixed filter is not shown as an input and cannot be
 * cleared; the user's own filters come on top of it.
 */
import { ARCHIVABLE } from '../../../../domain/orders/status';
import { STATUS_CODE } from '../../../../domain/orders/status';
import type { OrderListVariant } from '../../../providers/ordersProvider';

export type ListVariant =
  | 'all'
  | 'enhanced'
  | 'entry'
  | 'customer'
  | 'shipper'
  | 'repeated'
  | 'cancelled'
  | 'newwindow'
  | 'serial'
  | 'archived'
  | 'archivemanager'
  | 'taxable';

/** Which bulk actions a variant offers: every one, or only archiving (the archive manager). */
export type BulkSet = 'all' | 'archive';

type Params = Readonly<Partial<Record<string, string>>>;

export interface VariantConfig {
  /** The filter fixed by the route. */
  preset: (params: Params) => Record<string, unknown>;
  /** Starting values of the user's filters besides rejected "0". */
  defaults?: Record<string, unknown>;
  /** The page title: a translation key, given the route params. */
  title: (params: Params) => { key: string; args?: Record<string, string> };
  dense?: boolean;
  exportAs: OrderListVariant;
  bulk: BulkSet;
  /** Status choices offered by the status filter, when not all of them. */
  statuses?: readonly string[];
}

const screen = (name: string) => () => ({ key: `screens.${name}` });
const none = () => ({});
const HUB_ID = '1';

export const VARIANTS: Record<ListVariant, VariantConfig> = {
  all: { preset: none, title: screen('adminorders'), exportAs: 'admin', bulk: 'all' },
  enhanced: { preset: none, title: screen('adminorders_enhanced'), dense: true, exportAs: 'enhanced', bulk: 'all' },
  entry: { preset: none, title: screen('orders'), exportAs: 'admin', bulk: 'all' },
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
    title: (p) => (p.shipper_id === HUB_ID ? { key: 'resources.orders.titles.hub' } : { key: 'resources.orders.titles.shipper', args: { id: p.shipper_id ?? '' } }),
    exportAs: 'admin',
    bulk: 'all',
  },
  repeated: { preset: (p) => ({ is_repeated: p.isRepeated === '0' ? '0' : '1' }), title: () => ({ key: 'resources.orders.titles.repeated' }), exportAs: 'admin', bulk: 'all' },
  cancelled: { preset: () => ({ status_code: STATUS_CODE.cancelled }), title: screen('cancelledorders'), exportAs: 'admin', bulk: 'all' },
  archived: { preset: () => ({ status_code: STATUS_CODE.archived }), title: screen('archivedorders'), exportAs: 'admin', bulk: 'all' },
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
    title: screen('archivemanager'),
    exportAs: 'admin',
    bulk: 'archive',
  },
  taxable: { preset: none, defaults: { taxable: '1' }, title: screen('taxable_manager'), exportAs: 'admin', bulk: 'all' },
};
