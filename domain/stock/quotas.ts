/**
 * Merchants' free packaging (spec: Stock, CustomerMaterialLimitList): how much of a material a merchant gets free
 * each Cairo month, set for the merchant itself or, as a default, for its category; the merchant's own row wins.
 * A merchant with neither has no quota kept: its packaging is not charged (a company charges by setting quotas).
 * Packaging handed to a merchant beyond its quota is charged at the material's price, one ledger event
 * (merchant balance → material revenue) in the delivery's transaction; the month's delivered count is moved in
 * the same statement that reads it, so parallel deliveries never share the same free units.
 */
import type { FieldErrors } from '../validation';
import { MOVE_MAX_QUANTITY } from './moves';

/** The most free units of one material a month (far above any merchant's real need). */
export const QUOTA_MAX = MOVE_MAX_QUANTITY;

/** What a quota row says. */
export interface QuotaValues {
  customer_id: number | null;
  category_id: number | null;
  material_id: number;
  monthly_quantity: number;
}

/** A row is for one merchant or one category, never both or neither; its quantity a whole number from 0. */
export function quotaErrors(values: QuotaValues): FieldErrors {
  const errors: FieldErrors = {};
  if (!values.customer_id === !values.category_id) errors.customer_id = 'stock_quota.one_owner';
  if (!values.material_id) errors.material_id = 'validation.required';
  const quantity = values.monthly_quantity;
  if (!Number.isInteger(quantity) || quantity < 0 || quantity > QUOTA_MAX) errors.monthly_quantity = 'stock_quota.quantity_invalid';
  return errors;
}

/**
 * The units charged when `delivered` more are handed over in a month in which `before` were already delivered,
 * against a free `quota`: those past the quota, never more than this delivery.
 */
export function chargedUnits(quota: number, before: number, delivered: number): number {
  return Math.max(0, Math.min(delivered, before + delivered - quota));
}
