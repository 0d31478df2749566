import { useDataProvider, useTranslate } from 'react-admin';
import { cairoToday } from '../../../domain/time';
import type { AppDataProvider } from '../../providers/dataProvider';
import { AskForMerchantButton } from './AskForMerchantButton';
import { PickupInputs } from './PickupInputs';

/** The pickup desk's "ask for a customer": a merchant on the phone asks for a pickup, the office enters it. */
export function AskPickupButton() {
  const dataProvider = useDataProvider<AppDataProvider>();
  const translate = useTranslate();
  return (
    <AskForMerchantButton
      label="request_desk.ask_pickup"
      maxWidth="md"
      defaultValues={{ pickup_date: cairoToday(), parcel_count: 1, address: '', notes: '' }}
      send={async (values) => translate('customer_orders.requests.pickup_sent', { id: (await dataProvider.createPickupFor(values)).id })}
    >
      <PickupInputs />
    </AskForMerchantButton>
  );
}
