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

/** The errors a form's inputs are found by: a domain validator's `lines.0.quantity` becomes `{ lines: { 0: { quantity } } }`. */
export type NestedErrors = { [key: string]: string | NestedErrors };

/** Turns a domain validator's flat field errors (dotted keys for lines) into the nested form react-admin reads beside each input. */
export function nestedErrors(errors: FieldErrors): NestedErrors {
  const nested: NestedErrors = {};
  for (const [path, message] of Object.entries(errors)) {
    const keys = path.split('.');
    let level = nested;
    keys.slice(0, -1).forEach((key) => {
      const next = level[key];
      level = typeof next === 'object' ? next : (level[key] = {});
    });
    level[keys[keys.length - 1]!] ??= message;
  }
  return nested;
}
