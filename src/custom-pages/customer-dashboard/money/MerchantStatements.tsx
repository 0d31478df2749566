import { Button, Typography } from '@mui/material';
import { DataTable, List, Pagination, useRecordContext, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { MERCHANT_STATEMENTS } from '../../../providers/settlements';
import type { SettlementRecord } from '../../../../domain/api/settlements';
import { StatementColumns } from '../../../resources/settlements/StatementColumns';
import { WalletCard } from './WalletCard';

const statementPath = (id: number) => `/customerdashboard/statements/${id}`;

function OpenButton() {
  const record = useRecordContext<SettlementRecord>();
  const translate = useTranslate();
  if (!record) return null;
  return (
    <Button size="small" component={Link} to={statementPath(record.id)} onClick={(event) => event.stopPropagation()}>
      {translate('settlements.merchant.open')}
    </Button>
  );
}

function Heading() {
  const translate = useTranslate();
  return (
    <Typography variant="h6" component="h1" sx={{ px: 2, pt: 2 }}>
      {translate('settlements.merchant.statements')}
    </Typography>
  );
}

function NoStatements() {
  const translate = useTranslate();
  return (
    <Typography color="text.secondary" sx={{ p: 2 }}>
      {translate('settlements.merchant.no_statements')}
    </Typography>
  );
}

/** The merchant's money (its wallet) and its statements, newest first; each opens to every order and figure. */
export default function MerchantStatements() {
  return (
    <>
      <WalletCard />
      <List
        resource={MERCHANT_STATEMENTS}
        title="settlements.merchant.statements"
        perPage={10}
        exporter={false}
        actions={false}
        empty={<NoStatements />}
        pagination={<Pagination rowsPerPageOptions={[10]} />}
        sx={{ '& .RaDataTable-tableWrapper': { overflowX: 'auto' } }}
      >
        <Heading />
        <DataTable<SettlementRecord> bulkActionButtons={false} rowClick={(id) => statementPath(Number(id))}>
          <DataTable.Col source="number" label="settlements.fields.number" disableSort />
          <StatementColumns />
          <DataTable.Col label="" disableSort>
            <OpenButton />
          </DataTable.Col>
        </DataTable>
      </List>
    </>
  );
}
