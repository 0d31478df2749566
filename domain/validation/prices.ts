import { LIMIT_MESSAGES, withinLimit, type MoneyLimit } from '../ledger/limits';
import { toPiastres } from '../orders/money';
import { MONEY_RE } from '../prices';
import { nameRules } from './lookups';
import { maxLength, pattern, required, validateFields, type FieldErrors, type Rule } from './rules';

/** An amount in LE: 0 or more, at most two decimals. */
export const moneyRules: readonly Rule[] = [required(), pattern(MONEY_RE, 'prices.money_invalid')];

/** An amount no more than its kind's ceiling (domain/ledger/limits.ts); text that is no amount is the format rule's. */
export const atMost =
  (limit: MoneyLimit): Rule =>
  (value) => {
    const text = value == null ? '' : String(value).trim();
    if (!MONEY_RE.test(text)) return undefined;
    return withinLimit(toPiastres(text), limit) ? undefined : LIMIT_MESSAGES[limit];
  };

/** A fee in LE: a delivery, return or courier fee, or a price row that gives one. */
export const feeRules: readonly Rule[] = [...moneyRules, atMost('fee')];

const cityRules: readonly Rule[] = [required('validation.city_required')];

export interface PriceRowValues {
  city_id?: number | null;
  zone_id?: number | null;
  delivery_price?: string | number | null;
  return_price?: string | number | null;
}

export interface CategoryPriceValues extends PriceRowValues {
  category_id?: number | null;
}

export interface CustomerPriceValues extends PriceRowValues {
  customer_id?: number | null;
}

const validatePriceRow = (values: PriceRowValues): FieldErrors =>
  validateFields(values, { city_id: cityRules, delivery_price: feeRules, return_price: feeRules });

export const validateCategoryPrice = (values: CategoryPriceValues): FieldErrors => ({
  ...validateFields(values, { category_id: [required('prices.category_required')] }),
  ...validatePriceRow(values),
});

export const validateCustomerPrice = (values: CustomerPriceValues): FieldErrors => ({
  ...validateFields(values, { customer_id: [required('prices.customer_required')] }),
  ...validatePriceRow(values),
});

export interface ReturnPriceTemplateValues {
  name: string;
  name_ar?: string;
}

export const validateReturnPriceTemplate = (values: ReturnPriceTemplateValues): FieldErrors =>
  validateFields(values, { name: nameRules, name_ar: [maxLength(255)] });

export interface ReturnPriceItemValues {
  template_id?: number | null;
  city_id?: number | null;
  price?: string | number | null;
}

export const validateReturnPriceItem = (values: ReturnPriceItemValues): FieldErrors =>
  validateFields(values, { template_id: [required('prices.template_required')], city_id: cityRules, price: feeRules });

export const FEATURE_MAX_LENGTH = 1000;

/** One line of a plan's feature list: required, at most 1000 characters. */
export const featureRules: readonly Rule[] = [required('prices.feature_required'), maxLength(FEATURE_MAX_LENGTH, 'prices.feature_required')];

export interface PricingPlanValues {
  plan_name: string;
  plan_price: string | number;
  plan_delivery?: string;
  sort_order?: number;
  is_active?: boolean;
  details_child?: { detail_description?: string | null }[] | null;
}

/** A public price offer: a name, a price in LE, a delivery promise and its features. */
export function validatePricingPlan(values: PricingPlanValues): FieldErrors {
  const errors = validateFields(values, {
    plan_name: [required(), maxLength(255)],
    plan_price: moneyRules,
    plan_delivery: [maxLength(255)],
  });
  const features = values.details_child ?? [];
  if (features.some((feature) => featureRules.some((rule) => rule(feature?.detail_description)))) errors.details_child = 'prices.feature_required';
  return errors;
}
