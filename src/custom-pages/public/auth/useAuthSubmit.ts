import { useState, type FormEvent } from 'react';
import { useTranslate } from 'react-admin';
import { authErrorText, serverFieldErrors } from './authError';
import type { AuthForm, Values } from './useAuthForm';

/**
 * Submitting an auth form: checks it first, sends the values once at a time, and on failure shows the
 * server's field errors beside their fields and its message above the form.
 */
export function useAuthSubmit<T extends Values>(form: AuthForm<T>, send: (values: T) => Promise<void>) {
  const translate = useTranslate();
  const [submitting, setSubmitting] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (submitting || !form.check(event.currentTarget)) return;
    setSubmitting(true);
    setFailure(null);
    try {
      await send(form.values);
    } catch (error) {
      form.setServerErrors(serverFieldErrors(error));
      setFailure(authErrorText(error, translate));
      setSubmitting(false);
    }
  };

  return { submitting, failure, onSubmit };
}
