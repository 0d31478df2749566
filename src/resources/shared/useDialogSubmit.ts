import { useRef, useState } from 'react';
import { useNotify } from 'react-admin';
import { fieldErrorsOf, useNotifyError } from './errors';

/**
 * The submit handler of a dialog form: runs the save, shows its success message and calls `onDone`;
 * a refusal that names fields goes back to the form, any other failure is a toast. A second submit while one
 * runs (a double click) sends nothing.
 */
export function useDialogSubmit(save: (values: Record<string, unknown>) => Promise<string>, onDone: () => void) {
  const notify = useNotify();
  const notifyError = useNotifyError();
  const [saving, setSaving] = useState(false);
  const running = useRef(false);

  const submit = async (values: Record<string, unknown>) => {
    if (running.current) return undefined;
    running.current = true;
    setSaving(true);
    try {
      const message = await save(values);
      // The save answers a message key or a sentence it has already translated: either shows as it should.
      notify(message, { type: 'success', messageArgs: { _: message } });
      onDone();
      return undefined;
    } catch (error) {
      const errors = fieldErrorsOf(error);
      if (errors) return errors;
      notifyError(error);
      return undefined;
    } finally {
      running.current = false;
      setSaving(false);
    }
  };

  return { saving, submit };
}
