/**
 * The order list on a phone: each order as a card with its serial, recipient, place, status and amount, which
 * a narrow screen can show whole, where the table would show three columns of sixteen.
 */
import { Stack } from '@mui/material';
import { SimpleList, useLocaleState, type Identifier } from 'react-admin';
import { placeText, type OrderRecord } from '../../../../domain/orders/record';
import { HiddenMark, StatusChip } from '../fields';
import { Money } from '../../shared/money';

const serialOf = (record: OrderRecord) => (record.hidden_fields?.includes('serial') ? '' : record.serial);

export function OrderCards({ rowClick }: { rowClick: (id: Identifier) => string | false }) {
  const [locale] = useLocaleState();
  return (
    <SimpleList<OrderRecord>
      rowClick={(id) => rowClick(id)}
      primaryText={(record) => <bdi>{[serialOf(record), record.full_name].filter(Boolean).join(' · ')}</bdi>}
      secondaryText={(record) => (
        <Stack component="span" direction="row" spacing={1} alignItems="center" sx={{ mt: 0.5 }}>
          <StatusChip status={record.Order_Delivery_Status} />
          <bdi>{placeText(record, locale)}</bdi>
        </Stack>
      )}
      tertiaryText={(record) => (record.hidden_fields?.includes('total_amount') ? <HiddenMark /> : <Money amount={record.total_amount} />)}
    />
  );
}
