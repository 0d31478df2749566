import SaveIcon from '@mui/icons-material/Save';
import { Button } from '@mui/material';
import type { MouseEvent } from 'react';
import { setSubmissionErrors, useNotify, useSaveContext, useTranslate, type RaRecord } from 'react-admin';
import { useFormContext, type FieldValues } from 'react-hook-form';
import { useSearchParams } from 'react-router-dom';
import { useRecordNotice } from '../../shared/recordNotice';
import { useErrorText } from '../../shared/errors';
import { nextOrderValues } from './formValues';

const isFieldErrors = (value: unknown): value is Record<string, string> => value != null && typeof value === 'object' && !('id' in (value as RaRecord));

/**
 * 'Save and add another' for fast entry: the form is cleared for the next order (customer and city kept, the
 * cursor in the recipient's name) as soon as the order passes the checks, and the order is saved meanwhile, so
 * the clerk never waits and no keystroke is lost. If the server refuses it, the refused order comes back in
 * the form with the reasons beside the fields.
 */
export function AddAnotherButton() {
  const form = useFormContext();
  const { save } = useSaveContext();
  const notify = useNotify();
  const notice = useRecordNotice();
  const translate = useTranslate();
  const errorText = useErrorText();
  const [search] = useSearchParams();

  const saveInBackground = async (snapshot: FieldValues) => {
    let failure: unknown = null;
    const answer = await save?.(snapshot, {
      onSuccess: (record: RaRecord) => notice('created', [record], 'resources.orders.form.saved'),
      onError: (error: unknown) => {
        failure = error;
      },
    });
    if (failure === null && !isFieldErrors(answer)) return;
    form.reset(snapshot);
    if (isFieldErrors(answer)) setSubmissionErrors(answer, form.setError);
    const text = failure ? errorText(failure) : translate('ra.message.invalid_form');
    notify('resources.orders.form.not_saved', { type: 'error', messageArgs: { reason: text } });
  };

  const submit = (event: MouseEvent<HTMLButtonElement>) => {
    const formElement = event.currentTarget.closest('form');
    return form.handleSubmit((values) => {
      // The input itself, not react-hook-form's setFocus: reset() drops the form's field refs until they re-register.
      formElement?.querySelector<HTMLInputElement>('input[name="full_name"]')?.focus();
      form.reset(nextOrderValues(values, search));
      void saveInBackground(values);
    })(event);
  };

  return (
    <Button variant="outlined" startIcon={<SaveIcon />} onClick={(event) => void submit(event)}>
      {translate('resources.orders.form.save_and_add')}
    </Button>
  );
}
