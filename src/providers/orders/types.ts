/** What the orders API answers besides OrderRecord (docs: shared-notes/orders-api.md). */
import type { OrderColumn, OrderFilter, OrderRecord } from '../../../domain/orders/record';
import type { OrderStatus } from '../../../domain/orders/status';
import type { FieldPermission } from '../../../domain/permissions';

export type { OrderRecord };
export type { OrderMoveOption, OrderPhoto, OrderReply, RecentReply, RecentRepliesPage, TimelineEntry } from '../../../domain/api/orders';

/** The list filter as sent in `Filterdata`: the shared OrderFilter and taxable_manager's `taxable`. */
export type OrderFilterData = OrderFilter & { taxable?: '0' | '1' };

/** Which list asks: the admin list or the enhanced one (whose export is Orders.xls). */
export type OrderListVariant = 'admin' | 'enhanced' | 'merchant';

export type { OrderList, OrderPage } from '../../../domain/api/orders';

/** A move the caller may make now (GET orders/moves/:id/). */

export interface StatusUpdate {
  id: number;
  status: OrderStatus;
  shipper?: number;
  hold_reason?: number;
  collected_amount?: string;
  note?: string;
  version?: number;
}

export interface BulkStatusUpdate {
  ids: number[];
  status: OrderStatus;
  shipper?: number;
  hold_reason?: number;
  collect_full?: true;
  note?: string;
}

/** A reply with its order, as the viewReplies screen lists them (serial empty when hidden from the user). */

export type { SavedFilter } from '../../../domain/api/orders';

export type ColumnVisibility = Partial<Record<OrderColumn, boolean>>;
export type FieldPermissions = Record<FieldPermission, boolean>;

export type { ShipperChoice } from '../../../domain/api/pickers';

export type { ShipmentPrice as ShipmentPriceAnswer } from '../../../domain/api/prices';
