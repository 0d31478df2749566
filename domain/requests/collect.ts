/**
 * Collect requests (spec sections 2 and 7: customization/customer_collect_Deliverd, CollectRequest/collectList,
 * CollectGallery): a merchant asks for the money of its delivered orders; the office sends it with a courier
 * carrying the cash or by a transfer, and the hand-over is confirmed with a photo of the receipt the merchant
 * signed, which a public page shows to whoever holds its link.
 */
import { PAYOUT_METHODS, type PayoutMethodName } from '../validation/customer';

/** How the money goes to the merchant: cash carried by a courier, or one of the transfers. */
export const COLLECT_METHODS = PAYOUT_METHODS;
export type CollectMethod = PayoutMethodName;

/** Cash is carried by a courier, who must be named; a transfer (bank, wallet, InstaPay) goes without one. */
export const needsShipper = (method: CollectMethod): boolean => method === 'cash';

/** What one collect request carries, in LE (numeric text): its orders' cash collected, fees, return fees and the net. */
export type { RequestTotals as CollectTotals } from '../api/requests';

/** The public page of the receipts a merchant signed on one day (spec: CollectGallery/{customer}/{company_name}/{collect_date}). */
export interface GalleryLink {
  customer: number;
  company_name: string;
  collect_date: string;
  gallery_key: string;
}

/**
 * The link the merchant and the office are shown once a request is handed over: without its key (`key`, made at
 * the hand-over and never guessable) the page answers as an unknown merchant.
 */
export const collectGalleryPath = (link: GalleryLink): string =>
  `/CollectGallery/${link.customer}/${encodeURIComponent(link.company_name)}/${link.collect_date}?key=${encodeURIComponent(link.gallery_key)}`;
