/**
 * /customerdashboard/materialrequest: the merchant sees its packaging this month against its free quantity, asks for
 * packaging material (the materials the office offers, with quantities) and follows its material requests below, changing one while it is still open.
 */
import { Box, Typography } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { Form, ResourceContextProvider, SaveButton, useDataProvider, useTranslate } from 'react-admin';
import type { AppDataProvider } from '../../../providers/dataProvider';
import { useDialogSubmit } from '../../../resources/shared/useDialogSubmit';
import { ChangeMaterialRequest } from './ChangeMaterialRequest';
import { MaterialItemsInputs, useMaterialChoices, validateMaterialItems } from './MaterialItemsInputs';
import { OwnPackaging } from './OwnPackaging';
import { RequestPage } from './RequestPage';
import { requestsKey } from './RequestList';

export default function MaterialRequestPage() {
  const dataProvider = useDataProvider<AppDataProvider>();
  const translate = useTranslate();
  const client = useQueryClient();
  const { choices, materials, isFetched } = useMaterialChoices();
  const { submit } = useDialogSubmit(
    async (values) => {
      const created = await dataProvider.requestMaterial(values);
      return translate('customer_orders.requests.material_sent', { id: created.id });
    },
    () => void client.invalidateQueries({ queryKey: requestsKey('material') }),
  );
  return (
    <RequestPage kind="material" title="customer_orders.requests.material_title" change={(request) => <ChangeMaterialRequest request={request} />}>
      {isFetched && choices.length === 0 ? (
        <Typography color="text.secondary">{translate('customer_orders.requests.no_materials')}</Typography>
      ) : (
        <ResourceContextProvider value="materialrequest">
          <OwnPackaging materials={materials} />
          <Form defaultValues={{ items: [{ material: '', quantity: 1 }], notes: '' }} validate={validateMaterialItems} onSubmit={submit} noValidate>
            <MaterialItemsInputs choices={choices} />
            <Box sx={{ mt: 1 }}>
              <SaveButton alwaysEnable label="customer_orders.requests.send" />
            </Box>
          </Form>
        </ResourceContextProvider>
      )}
    </RequestPage>
  );
}
