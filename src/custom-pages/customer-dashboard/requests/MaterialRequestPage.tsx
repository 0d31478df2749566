/**
 * /customerdashboard/materialrequest: the merchant asks for packaging material (the materials the office offers,
 * with quantities) and follows its material requests below.
 */
import { Box, Typography } from '@mui/material';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import {
  ArrayInput,
  Form,
  NumberInput,
  ResourceContextProvider,
  SaveButton,
  SelectInput,
  SimpleFormIterator,
  TextInput,
  useDataProvider,
  useTranslate,
} from 'react-admin';
import type { AppDataProvider } from '../../../providers/dataProvider';
import { recordName } from '../../../resources/shared/recordName';
import { useDialogSubmit } from '../../../resources/shared/useDialogSubmit';
import { RequestPage } from './RequestPage';
import { requestsKey } from './RequestList';

type Item = { material?: number | ''; quantity?: number | null };

/** Every line names a material and a quantity from 1; the server checks the materials are on offer. */
function validate(values: Record<string, unknown>) {
  const items = (values.items ?? []) as Item[];
  const complete = items.length > 0 && items.every((item) => Number(item.material) > 0 && Number(item.quantity) >= 1);
  return complete ? {} : { items: 'requests.items_required' };
}

export default function MaterialRequestPage() {
  const dataProvider = useDataProvider<AppDataProvider>();
  const translate = useTranslate();
  const client = useQueryClient();
  const materials = useQuery({ queryKey: ['merchant', 'materials'], queryFn: () => dataProvider.merchantMaterials() });
  const { submit } = useDialogSubmit(
    async (values) => {
      const created = await dataProvider.requestMaterial(values);
      return translate('customer_orders.requests.material_sent', { id: created.id });
    },
    () => void client.invalidateQueries({ queryKey: requestsKey('material') }),
  );
  const choices = (materials.data ?? []).map((material) => ({ id: material.id, name: recordName(material) }));
  return (
    <RequestPage kind="material" title="customer_orders.requests.material_title">
      {materials.isFetched && choices.length === 0 ? (
        <Typography color="text.secondary">{translate('customer_orders.requests.no_materials')}</Typography>
      ) : (
        <ResourceContextProvider value="materialrequest">
          <Form defaultValues={{ items: [{ material: '', quantity: 1 }], notes: '' }} validate={validate} onSubmit={submit} noValidate>
            <ArrayInput source="items" label="customer_orders.requests.items">
              <SimpleFormIterator inline disableReordering>
                <SelectInput source="material" label="customer_orders.requests.material" choices={choices} sx={{ minWidth: 220 }} />
                <NumberInput source="quantity" label="customer_orders.requests.quantity" min={1} step={1} sx={{ maxWidth: 140 }} />
              </SimpleFormIterator>
            </ArrayInput>
            <TextInput source="notes" label="customer_orders.requests.notes" fullWidth multiline sx={{ maxWidth: 800 }} />
            <Box sx={{ mt: 1 }}>
              <SaveButton alwaysEnable label="customer_orders.requests.send" />
            </Box>
          </Form>
        </ResourceContextProvider>
      )}
    </RequestPage>
  );
}
