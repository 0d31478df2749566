import PaymentsIcon from '@mui/icons-material/Payments';
import { Button } from '@mui/material';
import { DataTable, List, Pagination, usePermissions, useRecordContext, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { screenUrl } from '../../../domain/screens';
import type { Permissions } from '../../providers/authProvider';
import type { WalletRecord } from '../../../domain/api/settlements';
import { MoneyField } from '../shared/money';
import { SearchField } from '../shared/SearchField';
import { ListTotals } from '../shared/ListTotals';
import { EmptyList } from '../shared/EmptyList';

const filters = [<SearchField key="q" source="q" alwaysOn placeholder="settlements.fields.search" />];

function PayoutMethod() {
  const record = useRecordContext<WalletRecord>();
  const translate = useTranslate();
  return record ? <>{translate(`resources.customers.payout_methods.${record.payout_method}`)}</> : null;
}

/** Opens a new closing of the row's merchant, for whoever may make one. */
function SettleButton() {
  const record = useRecordContext<WalletRecord>();
  const translate = useTranslate();
  const { permissions } = usePermissions<Permissions>();
  const newUrl = `${screenUrl('customer-closing')}/new`;
  if (!record || !permissions?.canOpen(newUrl) || Number(record.in_office) === 0) return null;
  return (
    <Button size="small" startIcon={<PaymentsIcon />} component={Link} to={`${newUrl}?customer=${record.id}`} onClick={(event) => event.stopPropagation()}>
      {translate('settlements.wallet.settle')}
    </Button>
  );
}

/**
 * The merchants' wallets (spec: customers/wallet): what the company owes each merchant whose money the user may
 * see, split into what is still with shippers, what the office holds to settle and what is settled and waiting
 * for its payout, with what was paid out; most owed first.
 */
export default function WalletList() {
  return (
    <List
      resource="wallet"
      title="screens.wallet"
      filters={filters}
      perPage={25}
      exporter={false}
      sort={{ field: 'owed', order: 'DESC' }}
      empty={<EmptyList text="settlements.wallet.empty" />}
      pagination={<Pagination rowsPerPageOptions={[10, 25, 50, 100]} />}
    >
      <ListTotals text="settlements.wallet.totals" />
      <DataTable<WalletRecord> bulkActionButtons={false} rowClick={false}>
        <DataTable.Col source="name" label="settlements.fields.customer" />
        <DataTable.Col source="company_name" label="settlements.fields.company_name" disableSort />
        <DataTable.Col label="settlements.fields.payout_method" disableSort>
          <PayoutMethod />
        </DataTable.Col>
        <DataTable.Col source="owed" label="settlements.fields.owed">
          <MoneyField source="owed" />
        </DataTable.Col>
        <DataTable.Col label="settlements.fields.with_shippers" disableSort>
          <MoneyField source="with_shippers" />
        </DataTable.Col>
        <DataTable.Col label="settlements.fields.in_office" disableSort>
          <MoneyField source="in_office" />
        </DataTable.Col>
        <DataTable.Col source="due" label="settlements.fields.due">
          <MoneyField source="due" />
        </DataTable.Col>
        <DataTable.Col label="settlements.fields.paid" disableSort>
          <MoneyField source="paid" />
        </DataTable.Col>
        <DataTable.Col label="" disableSort>
          <SettleButton />
        </DataTable.Col>
      </DataTable>
    </List>
  );
}
