import { TextInput, useDataProvider, useTranslate } from 'react-admin';
import type { AppDataProvider } from '../../../providers/dataProvider';
import { AskForMerchantButton } from '../AskForMerchantButton';

/** The collect desk's "collect for a merchant": a merchant on the phone asks for its money, the office opens the request. */
export function AskCollectButton() {
  const dataProvider = useDataProvider<AppDataProvider>();
  const translate = useTranslate();
  return (
    <AskForMerchantButton
      label="request_desk.collect.open_for"
      hint="request_desk.collect.open_for_hint"
      defaultValues={{ notes: '' }}
      send={async (values) =>
        translate('request_desk.collect.opened', { id: (await dataProvider.openCollectFor(Number(values.customer_id), String(values.notes ?? ''))).id })
      }
    >
      <TextInput source="notes" label="request_desk.note" fullWidth multiline />
    </AskForMerchantButton>
  );
}
