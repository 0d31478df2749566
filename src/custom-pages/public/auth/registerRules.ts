import { egyptMobile, email, maxLength, newPasswordRules, required, validateFields, type FieldErrors } from '../../../../domain/validation';

export interface RegisterValues extends Record<string, string> {
  first_name: string;
  last_name: string;
  company_name: string;
  email: string;
  phone: string;
  password: string;
  confirm_password: string;
}

export const EMPTY_REGISTRATION: RegisterValues = {
  first_name: '',
  last_name: '',
  company_name: '',
  email: '',
  phone: '',
  password: '',
  confirm_password: '',
};

/** The server's registration rules, checked in the browser first, plus the matching confirmation. */
export function validateRegistration(values: RegisterValues): FieldErrors {
  const errors = validateFields(values, {
    first_name: [required('validation.name_required'), maxLength(150)],
    last_name: [maxLength(150)],
    company_name: [maxLength(255)],
    email: [required(), email(), maxLength(255)],
    phone: [required('validation.phone_required'), egyptMobile()],
    password: newPasswordRules,
    confirm_password: [required()],
  });
  if (!errors.confirm_password && values.confirm_password !== values.password) {
    errors.confirm_password = 'validation.passwords_match';
  }
  return errors;
}

/** What the server takes: everything but the confirmation. */
export const registrationBody = ({ confirm_password: _confirm, ...values }: RegisterValues) => values;
