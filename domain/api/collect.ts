/** The answers of collect requests' own calls (server/routes/requests/collect-*.ts): the merchant's money and the desk. */
import { Type, type Static } from '@sinclair/typebox';
import { ORDER_STATUSES } from '../orders/status';
import { Nullable, OneOf, SpecPage, Timestamp } from './common';
import { RequestRecord, RequestTotals } from './requests';

/** The collect desk's page; with `total_orders` asked for, how many orders the requests it matches hold together. */
export const CollectDeskPage = SpecPage(RequestRecord, { total_orders: Type.Optional(Type.Integer()) });

/** An order whose money the merchant may ask for, with its figures (LE as text). */
export const CollectableOrder = Type.Object({
  id: Type.Integer(),
  serial: Type.String(),
  customer_serial: Type.String(),
  full_name: Type.String(),
  status: OneOf(ORDER_STATUSES),
  order_date: Type.String(),
  collected: Type.String(),
  fees: Type.String(),
  return_fees: Type.String(),
  net: Type.String(),
});
export type CollectableOrder = Static<typeof CollectableOrder>;

/** A page of the orders the merchant may ask its money for, with the totals of all of them. */
export const CollectablePage = SpecPage(CollectableOrder, { totals: RequestTotals });
export type CollectablePage = Static<typeof CollectablePage>;

/** One handed-over collect request as the public gallery shows it. */
export const GalleryReceipt = Type.Object({
  id: Type.Integer(),
  orders: Type.Integer(),
  net: Type.String(),
  handed_over_at: Timestamp,
  receipt_url: Nullable(Type.String()),
});
export type GalleryReceipt = Static<typeof GalleryReceipt>;

/** The public page of the receipts a merchant signed on one day: nothing but what it shows. */
export const CollectGallery = Type.Object({ company_name: Type.String(), collect_date: Type.String(), requests: Type.Array(GalleryReceipt) });
export type CollectGallery = Static<typeof CollectGallery>;
