import { maxLength, minLength, pattern, required, validateFields, type FieldErrors, type Rule } from './rules';

/** Letters, digits, dot, underscore or @ only (spec section 5). */
export const PASSWORD_CHARS_RE = /^[A-Za-z0-9._@]+$/;
export const PASSWORD_MIN = 6;
export const PASSWORD_MAX = 255;

export const currentPasswordRules: readonly Rule[] = [
  required('validation.required'),
  minLength(PASSWORD_MIN, 'validation.password_min'),
  maxLength(PASSWORD_MAX),
];

export const newPasswordRules: readonly Rule[] = [
  required('validation.required'),
  minLength(PASSWORD_MIN, 'validation.password_min'),
  maxLength(PASSWORD_MAX),
  pattern(PASSWORD_CHARS_RE, 'validation.password_chars'),
];

export interface PasswordChange {
  password: string;
  new_password: string;
  confirm_password: string;
}

export function validatePasswordChange(values: PasswordChange): FieldErrors {
  const errors = validateFields(values, {
    password: currentPasswordRules,
    new_password: newPasswordRules,
    confirm_password: [required('validation.required')],
  });
  if (!errors.confirm_password && values.confirm_password !== values.new_password) {
    errors.confirm_password = 'validation.passwords_match';
  }
  return errors;
}
