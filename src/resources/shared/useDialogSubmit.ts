import { useState } from 'react';
import { useNotify } from 'react-admin';
import { fieldErrorsOf, messageOf } from './formErrors';

/**
 * The submit handler of a dialog form: runs the save, shows its success message and calls `onDone`;
 * a refusal that names fields goes back to the form, any other failure is a toast.
 */
export function useDialogSubmit(save: (values: Record<string, unknown>) => Promise<string>, onDone: () => void) {
  const notify = useNotify();
  const [saving, setSaving] = useState(false);

  const submit = async (values: Record<string, unknown>) => {
    setSaving(true);
    try {
      notify(await save(values), { type: 'success' });
      onDone();
      return undefined;
    } catch (error) {
      const errors = fieldErrorsOf(error);
      if (errors) return errors;
      notify(messageOf(error), { type: 'error' });
      return undefined;
    } finally {
      setSaving(false);
    }
  };

  return { saving, submit };
}
