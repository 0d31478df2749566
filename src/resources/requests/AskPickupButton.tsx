import AddIcon from '@mui/icons-material/Add';
import { Dialog, DialogContent, DialogTitle } from '@mui/material';
import { useState } from 'react';
import { AutocompleteInput, Button, Form, useDataProvider, useRefresh, useTranslate } from 'react-admin';
import { cairoToday } from '../../../domain/time';
import type { AppDataProvider } from '../../providers/dataProvider';
import { DialogFormActions } from '../shared/DialogFormActions';
import { PickerInput } from '../shared/pickers';
import { useDialogSubmit } from '../shared/useDialogSubmit';
import { PickupInputs } from './PickupInputs';

/** The pickup desk's "ask for a customer": a merchant on the phone asks for a pickup, the office enters it. */
export function AskPickupButton() {
  const dataProvider = useDataProvider<AppDataProvider>();
  const translate = useTranslate();
  const refresh = useRefresh();
  const [open, setOpen] = useState(false);
  const { saving, submit } = useDialogSubmit(
    async (values) => {
      const created = await dataProvider.createPickupFor(values);
      return translate('customer_orders.requests.pickup_sent', { id: created.id });
    },
    () => {
      setOpen(false);
      refresh();
    },
  );
  return (
    <>
      <Button label="request_desk.ask_pickup" onClick={() => setOpen(true)}>
        <AddIcon />
      </Button>
      <Dialog open={open} onClose={() => !saving && setOpen(false)} fullWidth maxWidth="md">
        <Form defaultValues={{ pickup_date: cairoToday(), parcel_count: 1, address: '', notes: '' }} onSubmit={submit} noValidate>
          <DialogTitle>{translate('request_desk.ask_pickup')}</DialogTitle>
          <DialogContent>
            <PickerInput source="customer_id" reference="customers">
              <AutocompleteInput label="request_desk.customer" optionText="name" fullWidth />
            </PickerInput>
            <PickupInputs />
          </DialogContent>
          <DialogFormActions saving={saving} onCancel={() => setOpen(false)} submitLabel="customer_orders.requests.send" />
        </Form>
      </Dialog>
    </>
  );
}
