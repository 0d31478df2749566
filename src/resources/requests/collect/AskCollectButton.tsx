import AddIcon from '@mui/icons-material/Add';
import { Dialog, DialogContent, DialogTitle, Typography } from '@mui/material';
import { useState } from 'react';
import { AutocompleteInput, Button, Form, TextInput, useDataProvider, useRefresh, useTranslate } from 'react-admin';
import type { AppDataProvider } from '../../../providers/dataProvider';
import { DialogFormActions } from '../../shared/DialogFormActions';
import { PickerInput } from '../../shared/pickers';
import { useDialogSubmit } from '../../shared/useDialogSubmit';

/** The collect desk's "collect for a merchant": a merchant on the phone asks for its money, the office opens the request. */
export function AskCollectButton() {
  const dataProvider = useDataProvider<AppDataProvider>();
  const translate = useTranslate();
  const refresh = useRefresh();
  const [open, setOpen] = useState(false);
  const { saving, submit } = useDialogSubmit(
    async (values) => {
      const created = await dataProvider.openCollectFor(Number(values.customer_id), String(values.notes ?? ''));
      return translate('request_desk.collect.opened', { id: created.id });
    },
    () => {
      setOpen(false);
      refresh();
    },
  );
  return (
    <>
      <Button label="request_desk.collect.open_for" onClick={() => setOpen(true)}>
        <AddIcon />
      </Button>
      <Dialog open={open} onClose={() => !saving && setOpen(false)} fullWidth maxWidth="sm">
        <Form defaultValues={{ notes: '' }} onSubmit={submit} noValidate>
          <DialogTitle>{translate('request_desk.collect.open_for')}</DialogTitle>
          <DialogContent>
            <Typography variant="body2" color="text.secondary" gutterBottom>
              {translate('request_desk.collect.open_for_hint')}
            </Typography>
            <PickerInput source="customer_id" reference="customers">
              <AutocompleteInput label="request_desk.customer" optionText="name" fullWidth />
            </PickerInput>
            <TextInput source="notes" label="request_desk.note" fullWidth multiline />
          </DialogContent>
          <DialogFormActions saving={saving} onCancel={() => setOpen(false)} submitLabel="customer_orders.requests.send" />
        </Form>
      </Dialog>
    </>
  );
}
