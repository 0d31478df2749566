import { Dialog, DialogContent, DialogTitle } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Button, Form, ResourceContextProvider, useDataProvider, useTranslate } from 'react-admin';
import type { AppDataProvider } from '../../../providers/dataProvider';
import { DialogFormActions } from '../../../resources/shared/DialogFormActions';
import { useDialogSubmit } from '../../../resources/shared/useDialogSubmit';
import { MaterialItemsInputs, useMaterialChoices, validateMaterialItems } from './MaterialItemsInputs';
import { requestsKey } from './RequestList';
import type { RequestRecord } from '../../../../domain/api/requests';

/**
 * Change on an open material request: a dialog with its lines and notes as they are; saving replaces them
 * (spec: PATCH addorders/material_requst_detail/{id}). Once a courier is assigned the server refuses, and the
 * list no longer offers it.
 */
export function ChangeMaterialRequest({ request }: { request: RequestRecord }) {
  const dataProvider = useDataProvider<AppDataProvider>();
  const translate = useTranslate();
  const client = useQueryClient();
  const [open, setOpen] = useState(false);
  const { choices } = useMaterialChoices();
  const { saving, submit } = useDialogSubmit(
    async (values) => {
      await dataProvider.changeMaterialRequest(request.id, values);
      return translate('customer_orders.requests.changed', { id: request.id });
    },
    () => {
      setOpen(false);
      void client.invalidateQueries({ queryKey: requestsKey('material') });
      void client.invalidateQueries({ queryKey: ['merchant', 'request', request.id] });
    },
  );
  const defaultValues = { items: request.items.map((item) => ({ material: item.material, quantity: item.quantity })), notes: request.notes };
  return (
    <>
      <Button label="customer_orders.requests.change" onClick={() => setOpen(true)} />
      <Dialog open={open} onClose={() => !saving && setOpen(false)} fullWidth maxWidth="md">
        <ResourceContextProvider value="materialrequest">
          <Form defaultValues={defaultValues} validate={validateMaterialItems} onSubmit={submit} noValidate>
            <DialogTitle>{translate('customer_orders.requests.change_title', { id: request.id })}</DialogTitle>
            <DialogContent>
              <MaterialItemsInputs choices={choices} />
            </DialogContent>
            <DialogFormActions saving={saving} onCancel={() => setOpen(false)} submitLabel="ra.action.save" />
          </Form>
        </ResourceContextProvider>
      </Dialog>
    </>
  );
}
