import { PASSWORD_CHARS_RE, PASSWORD_MAX, PASSWORD_MIN } from './password';
import { email, maxLength, minLength, pattern, required, validateFields, type FieldErrors, type Rule } from './rules';

export interface UserAccountValues {
  username: string;
  email: string;
  first_name: string;
  last_name: string;
  password?: string;
}

/** Usernames: letters, digits and . _ @ + - (an email address works as a username). */
export const USERNAME_RE = /^[A-Za-z0-9._@+-]+$/;

export const accountPasswordRules: readonly Rule[] = [
  required('validation.password_required'),
  minLength(PASSWORD_MIN, 'validation.password_min'),
  maxLength(PASSWORD_MAX),
  pattern(PASSWORD_CHARS_RE, 'validation.password_chars'),
];

export function validateUserAccount(values: UserAccountValues, creating: boolean): FieldErrors {
  return validateFields(values, {
    username: [required('validation.username_required'), maxLength(150), pattern(USERNAME_RE, 'validation.username_chars')],
    email: [email(), maxLength(255)],
    first_name: [required('validation.name_required'), maxLength(150)],
    last_name: [maxLength(150)],
    ...(creating ? { password: accountPasswordRules } : {}),
  });
}
