import { maxLength, required, validateFields, type FieldErrors, type Rule } from './rules';

export const nameRules: readonly Rule[] = [required('validation.name_required'), maxLength(255)];

export interface LookupValues {
  name: string;
  name_ar?: string;
  city_id?: number | null;
  zone_id?: number | null;
}

/** A named lookup (city, category, reason ...): a name in English; the Arabic name is optional. */
export const validateLookup = (values: LookupValues): FieldErrors => validateFields(values, { name: nameRules, name_ar: [maxLength(255)] });

export const validateZone = (values: LookupValues): FieldErrors => ({
  ...validateLookup(values),
  ...validateFields(values, { city_id: [required('validation.city_required')] }),
});

export const validateArea = (values: LookupValues): FieldErrors => ({
  ...validateLookup(values),
  ...validateFields(values, { zone_id: [required('validation.zone_required')] }),
});
