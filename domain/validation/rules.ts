import type { MessageKey } from '../messages';

/** A rule returns a message key when the value is wrong, or undefined when it is fine. */
export type Rule = (value: unknown) => MessageKey | undefined;

const text = (value: unknown): string => (typeof value === 'string' ? value : value == null ? '' : String(value));

export const required =
  (key: MessageKey = 'validation.required'): Rule =>
  (value) =>
    text(value).trim() === '' ? key : undefined;

export const maxLength =
  (max: number, key: MessageKey = 'validation.max_255'): Rule =>
  (value) =>
    text(value).length > max ? key : undefined;

export const minLength =
  (min: number, key: MessageKey): Rule =>
  (value) => {
    const v = text(value);
    return v !== '' && v.length < min ? key : undefined;
  };

export const pattern =
  (re: RegExp, key: MessageKey): Rule =>
  (value) => {
    const v = text(value);
    return v !== '' && !re.test(v) ? key : undefined;
  };

export const EMAIL_RE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
/** Egyptian mobile numbers: 010, 011, 012 or 015 followed by eight digits. */
export const EGYPT_MOBILE_RE = /^01[0125]\d{8}$/;
export const URL_RE = /^https?:\/\/\S+$/;

export const email = (): Rule => pattern(EMAIL_RE, 'validation.email_invalid');
export const egyptMobile = (): Rule => pattern(EGYPT_MOBILE_RE, 'validation.phone_invalid');
export const webAddress = (): Rule => pattern(URL_RE, 'validation.url_invalid');

/** The first failing rule's key. */
export function firstError(value: unknown, rules: readonly Rule[]): MessageKey | undefined {
  for (const rule of rules) {
    const error = rule(value);
    if (error) return error;
  }
  return undefined;
}

export type FieldRules<T> = { readonly [K in keyof T]?: readonly Rule[] };
export type FieldErrors = Record<string, MessageKey>;

/** Runs every field's rules; returns only the fields that fail. */
export function validateFields<T extends object>(values: T, rules: FieldRules<T>): FieldErrors {
  const errors: FieldErrors = {};
  for (const field of Object.keys(rules) as (keyof T & string)[]) {
    const error = firstError(values[field], rules[field] ?? []);
    if (error) errors[field] = error;
  }
  return errors;
}
