/**
 * /customerdashboard/backup/requestbackup: the merchant asks the courier to pick parcels up (day, address, number of
 * parcels, notes) and follows its pickup requests below.
 */
import { Box } from '@mui/material';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Form, SaveButton, useDataProvider, useTranslate } from 'react-admin';
import { cairoToday } from '../../../../domain/time';
import type { AppDataProvider } from '../../../providers/dataProvider';
import { PickupInputs } from '../../../resources/requests/PickupInputs';
import { useDialogSubmit } from '../../../resources/shared/useDialogSubmit';
import { RequestPage } from './RequestPage';
import { requestsKey } from './RequestList';

export default function PickupRequestPage() {
  const dataProvider = useDataProvider<AppDataProvider>();
  const translate = useTranslate();
  const client = useQueryClient();
  const company = useQuery({ queryKey: ['merchant', 'company'], queryFn: () => dataProvider.merchantCompany() });
  const { submit } = useDialogSubmit(
    async (values) => {
      const created = await dataProvider.requestPickup(values);
      return translate('customer_orders.requests.pickup_sent', { id: created.id });
    },
    () => void client.invalidateQueries({ queryKey: requestsKey('pickup') }),
  );
  return (
    <RequestPage kind="pickup" title="customer_orders.requests.pickup_title">
      {company.data && (
        <Form
          defaultValues={{ pickup_date: cairoToday(), address: company.data.pickup_address || company.data.address, parcel_count: 1, notes: '' }}
          onSubmit={submit}
          noValidate
        >
          <PickupInputs />
          <Box sx={{ mt: 1 }}>
            <SaveButton alwaysEnable label="customer_orders.requests.send" />
          </Box>
        </Form>
      )}
    </RequestPage>
  );
}
