import { Create, FormDataConsumer, RadioButtonGroupInput, required, SimpleForm, TextInput } from 'react-admin';
import { CAPITAL_ACCOUNTS, TRANSFER_KINDS } from '../../../domain/ledger/transfers';
import { newRequestKey } from '../closings/parts';
import { AmountInput } from '../orders/inputs/AmountInput';
import { TransferBalances } from './TransferBalances';

const KINDS = TRANSFER_KINDS.map((id) => ({ id, name: `settlements.transfers.kinds.${id}` }));
const ACCOUNTS = CAPITAL_ACCOUNTS.map((id) => ({ id, name: `settlements.transfers.${id}` }));

/**
 * A move of the company's own cash (cashtransfers/new): a deposit from the office box to the bank, a withdrawal
 * back, or the owners' money in or out of the box or the bank. The server refuses one the box or the bank cannot
 * cover; the form carries a fresh key, so a double click records it once.
 */
export default function TransferNew() {
  return (
    <Create resource="cashtransfers" redirect="list" title="settlements.transfers.new_title">
      <SimpleForm defaultValues={() => ({ kind: 'deposit', account: 'office_cash', note: '', idempotency_key: newRequestKey() })}>
        <TransferBalances />
        <RadioButtonGroupInput source="kind" label="settlements.transfers.fields.kind" choices={KINDS} validate={required()} row={false} />
        <FormDataConsumer<{ kind?: string }>>
          {({ formData }) =>
            formData.kind === 'capital_in' || formData.kind === 'capital_out' ? (
              <RadioButtonGroupInput source="account" label="settlements.transfers.fields.account" choices={ACCOUNTS} validate={required()} />
            ) : null
          }
        </FormDataConsumer>
        <AmountInput source="amount" label="settlements.transfers.fields.amount" validate={required()} limit="transfer" />
        <TextInput source="note" label="settlements.transfers.fields.note" multiline fullWidth />
      </SimpleForm>
    </Create>
  );
}
