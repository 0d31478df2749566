import { firstError, type FieldErrors, type Rule } from '../../../domain/validation';

/**
 * Adapts a domain form validator (values in, translation keys out) to react-admin's `validate` prop.
 * The form holds the record's fields, so it is read as the validator's values.
 */
export type FormValidate = (values: Record<string, unknown>) => FieldErrors;

export const formValidator =
  <Values extends object>(validate: (values: Values) => FieldErrors): FormValidate =>
  (values) =>
    validate(values as Values);

/** Adapts a list of domain rules to one input's `validate` prop. */
export const inputValidator =
  (rules: readonly Rule[]) =>
  (value: unknown): string | undefined =>
    firstError(value, rules);
