import AddIcon from '@mui/icons-material/Add';
import { Dialog, DialogContent, DialogTitle, Typography } from '@mui/material';
import { useState, type ReactNode } from 'react';
import { AutocompleteInput, Button, Form, useRefresh, useTranslate } from 'react-admin';
import { DialogFormActions } from '../shared/DialogFormActions';
import { PickerInput } from '../shared/pickers';
import { useDialogSubmit } from '../shared/useDialogSubmit';

interface AskForMerchantProps {
  /** The button's and the dialog's title. */
  label: string;
  /** A line under the title saying what happens. */
  hint?: string;
  /** The form's starting values besides the merchant. */
  defaultValues: Record<string, unknown>;
  /** The request's own fields. */
  children: ReactNode;
  /** Sends the request; answers the sentence to show. */
  send: (values: Record<string, unknown>) => Promise<string>;
  maxWidth?: 'sm' | 'md';
}

/**
 * A desk's "ask for a merchant": a merchant on the phone asks for a pickup or for its money, the office picks the
 * merchant and enters the request in a dialog, then the desk reloads.
 */
export function AskForMerchantButton({ label, hint, defaultValues, children, send, maxWidth = 'sm' }: AskForMerchantProps) {
  const translate = useTranslate();
  const refresh = useRefresh();
  const [open, setOpen] = useState(false);
  const { saving, submit } = useDialogSubmit(send, () => {
    setOpen(false);
    refresh();
  });
  return (
    <>
      <Button label={label} onClick={() => setOpen(true)}>
        <AddIcon />
      </Button>
      <Dialog open={open} onClose={() => !saving && setOpen(false)} fullWidth maxWidth={maxWidth}>
        <Form defaultValues={defaultValues} onSubmit={submit} noValidate>
          <DialogTitle>{translate(label)}</DialogTitle>
          <DialogContent>
            {hint && (
              <Typography variant="body2" color="text.secondary" gutterBottom>
                {translate(hint)}
              </Typography>
            )}
            <PickerInput source="customer_id" reference="customers">
              <AutocompleteInput label="request_desk.customer" optionText="name" fullWidth />
            </PickerInput>
            {children}
          </DialogContent>
          <DialogFormActions saving={saving} onCancel={() => setOpen(false)} submitLabel="customer_orders.requests.send" />
        </Form>
      </Dialog>
    </>
  );
}
