import { useState, type ChangeEvent } from 'react';
import { useTranslate } from 'react-admin';
import type { FieldErrors } from '../../../../domain/validation';

export type Values = Record<string, string>;

export interface BoundField {
  name: string;
  value: string;
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
  onBlur: () => void;
  error: boolean;
  helperText: string;
}

/**
 * Controlled form state with the domain rules: a field's error shows once it has been filled in and
 * left, or the form submitted; server field errors (translation keys) show until the field is edited.
 * The helper line is always there, so an error appearing never moves the fields below it.
 */
export function useAuthForm<T extends Values>(initial: T, validate: (values: T) => FieldErrors) {
  const translate = useTranslate();
  const [values, setValues] = useState<T>(initial);
  const [touched, setTouched] = useState<Record<string, boolean>>({});
  const [submitted, setSubmitted] = useState(false);
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});
  const clientErrors = validate(values);

  const errorOf = (name: string): string | undefined => (submitted || touched[name] ? clientErrors[name] : undefined) ?? serverErrors[name];

  const field = (name: keyof T & string, hint?: string): BoundField => {
    const error = errorOf(name);
    return {
      name,
      value: values[name] ?? '',
      onChange: (event) => {
        const { value } = event.target;
        setValues((current) => ({ ...current, [name]: value }));
        setServerErrors(({ [name]: _removed, ...rest }) => rest);
      },
      onBlur: () => {
        if (values[name]) setTouched((current) => ({ ...current, [name]: true }));
      },
      error: Boolean(error),
      helperText: error ? translate(error, { _: error }) : (hint ?? ' '),
    };
  };

  /** Marks the form submitted; when a field is wrong, focuses the first one and returns false. */
  const check = (form: HTMLFormElement): boolean => {
    setSubmitted(true);
    const first = Object.keys(values).find((name) => clientErrors[name]);
    if (!first) return true;
    const element = form.elements.namedItem(first);
    if (element instanceof HTMLElement) element.focus();
    return false;
  };

  return { values, field, check, setServerErrors };
}

export type AuthForm<T extends Values> = ReturnType<typeof useAuthForm<T>>;
