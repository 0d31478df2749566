import { Dialog, DialogContent, DialogTitle } from '@mui/material';
import { useState, type ReactElement, type ReactNode } from 'react';
import { Button, Form, useTranslate } from 'react-admin';
import { DialogFormActions } from '../shared/DialogFormActions';
import { useDialogSubmit } from '../shared/useDialogSubmit';

export interface DialogFormButtonProps {
  label: string;
  icon?: ReactElement;
  title: string;
  titleArgs?: Record<string, unknown>;
  submitLabel: string;
  /** Sends the form; answers the success message. A refusal naming fields goes back beside them. */
  save: (values: Record<string, unknown>) => Promise<string>;
  onDone: () => unknown;
  defaultValues?: Record<string, unknown>;
  children: ReactNode;
  variant?: 'text' | 'contained' | 'outlined';
  /** The form's own check, beside each field (react-admin's form-level validation). */
  validate?: (values: Record<string, unknown>) => Record<string, unknown>;
}

/** A button that opens a small form in a dialog (a reason to refuse, a change to ask for). */
export function DialogFormButton({
  label,
  icon,
  title,
  titleArgs,
  submitLabel,
  save,
  onDone,
  defaultValues,
  children,
  variant,
  validate,
}: DialogFormButtonProps) {
  const translate = useTranslate();
  const [open, setOpen] = useState(false);
  const { saving, submit } = useDialogSubmit(save, () => {
    setOpen(false);
    void onDone();
  });
  return (
    <>
      <Button label={label} onClick={() => setOpen(true)} variant={variant}>
        {icon}
      </Button>
      <Dialog open={open} onClose={() => setOpen(false)} fullWidth maxWidth="sm">
        <DialogTitle>{translate(title, titleArgs)}</DialogTitle>
        <Form onSubmit={submit} defaultValues={defaultValues} validate={validate}>
          <DialogContent>{children}</DialogContent>
          <DialogFormActions saving={saving} onCancel={() => setOpen(false)} submitLabel={submitLabel} />
        </Form>
      </Dialog>
    </>
  );
}
