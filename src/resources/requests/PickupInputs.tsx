import { Box } from '@mui/material';
import { NumberInput, TextInput } from 'react-admin';
import { REQUEST_LIMITS } from '../../../domain/requests/rules';
import { DateInput } from '../shared/DateInput';

/** A pickup's day, number of parcels, address and notes: the merchant's request form and the desk's "ask for a customer" dialog. */
export function PickupInputs() {
  return (
    <>
      <Box sx={{ display: 'grid', gap: { sm: 2 }, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, maxWidth: 800 }}>
        <DateInput source="pickup_date" label="customer_orders.requests.pickup_date" />
        <NumberInput source="parcel_count" label="customer_orders.requests.parcel_count" min={1} max={REQUEST_LIMITS.parcels} step={1} />
      </Box>
      <TextInput source="address" label="customer_orders.requests.address" fullWidth sx={{ maxWidth: 800 }} />
      <TextInput source="notes" label="customer_orders.requests.notes" fullWidth multiline sx={{ maxWidth: 800 }} />
    </>
  );
}
