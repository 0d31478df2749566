import { Box } from '@mui/material';
import { SelectInput } from 'react-admin';
import { useWatch } from 'react-hook-form';
import { COLLECT_METHODS, needsShipper, type CollectMethod } from '../../../../domain/requests/collect';
import { ShipperInput } from '../../orders/inputs/ShipperInput';
import { DateInput } from '../../shared/DateInput';

export const methodChoices = COLLECT_METHODS.map((method) => ({ id: method, name: `request_desk.collect.methods.${method}` }));

/**
 * How the money of collect requests goes (domain/requests/collect.ts): the way, the courier when it is cash (none
 * for a transfer) and the day planned for the hand-over. The server checks the same and answers beside the field.
 */
export function CollectAssignInputs() {
  const method = useWatch<Record<string, unknown>>({ name: 'payout_method' }) as CollectMethod | undefined;
  return (
    <Box sx={{ display: 'grid', gap: { sm: 2 }, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
      <SelectInput source="payout_method" label="request_desk.collect.method" choices={methodChoices} fullWidth />
      <DateInput source="collect_date" label="request_desk.collect.collect_date" />
      {method && needsShipper(method) && (
        <ShipperInput
          source="shipper"
          label="request_desk.shipper"
          validate={(value: unknown) => (value ? undefined : 'collect.shipper_required')}
          fullWidth
          sx={{ gridColumn: '1 / -1' }}
        />
      )}
    </Box>
  );
}
