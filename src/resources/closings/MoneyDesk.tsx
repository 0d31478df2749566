import CancelIcon from '@mui/icons-material/Cancel';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import PostAddIcon from '@mui/icons-material/PostAdd';
import { Stack, Typography } from '@mui/material';
import { useRef } from 'react';
import {
  DataTable,
  List,
  NumberInput,
  Pagination,
  required,
  SelectInput,
  TextInput,
  TopToolbar,
  useDataProvider,
  useRecordContext,
  useRefresh,
  useTranslate,
} from 'react-admin';
import { useWatch } from 'react-hook-form';
import { ASKED_ELSEWHERE, MONEY_REQUEST_KINDS, MONEY_REQUEST_STATUSES, type MoneyRequestKind } from '../../../domain/ledger/kinds';
import type { AppDataProvider } from '../../providers/dataProvider';
import type { MoneyDesk as Desk } from '../../providers/closings';
import type { MoneyRequestRecord } from '../../../domain/api/money';
import { readAuth } from '../../providers/storage';
import { useCairoDate } from '../orders/format';
import { AmountInput } from '../orders/inputs/AmountInput';
import { ShipperInput } from '../orders/inputs/ShipperInput';
import { useSpecialCode } from '../orders/inputs/useOrderData';
import { ConfirmActionButton } from '../shared/ConfirmActionButton';
import { DialogFormButton } from './DialogFormButton';
import { newRequestKey, RequestStatusChip } from './parts';
import { MoneyField } from '../shared/money';
import { REQUEST_LIMITS } from '../../../domain/ledger/limits';
import { WaitingCounts } from '../stock-counts/WaitingCounts';

const kindsOf = (desk: Desk): readonly MoneyRequestKind[] =>
  desk === 'editapprovallist' ? ['reopen_closing'] : MONEY_REQUEST_KINDS.filter((k) => k !== 'reopen_closing');
const choicesOf = (kinds: readonly MoneyRequestKind[]) => kinds.map((kind) => ({ id: kind, name: `closings.requests.kinds.${kind}` }));
const kindChoices = (desk: Desk) => choicesOf(kindsOf(desk));
/** What a person asks for here: not what asks for its approval elsewhere. */
const askChoices = (desk: Desk) => choicesOf(kindsOf(desk).filter((kind) => !ASKED_ELSEWHERE.includes(kind)));
const statusChoices = MONEY_REQUEST_STATUSES.map((status) => ({ id: status, name: `closings.requests.status.${status}` }));

/** The fields a change needs: an order and its new amount, a shipper and the amount written off, or a closing. */
function ChangeFields({ desk }: { desk: Desk }) {
  const kind = useWatch({ name: 'kind' }) as MoneyRequestKind | undefined;
  return (
    <>
      <SelectInput source="kind" label="closings.requests.fields.kind" choices={askChoices(desk)} validate={required()} fullWidth />
      {(kind === 'fee_change' || kind === 'return_fee_change' || kind === 'collected_correction') && (
        <NumberInput source="order_id" label="closings.requests.fields.order_id" validate={required()} min={1} step={1} />
      )}
      {kind === 'debt_write_off' && <ShipperInput source="shipper_id" label="closings.requests.fields.shipper_id" validate={required()} />}
      {kind === 'reopen_closing' && <NumberInput source="closing_id" label="closings.requests.fields.closing_id" validate={required()} min={1} step={1} />}
      {kind && kind !== 'reopen_closing' && (
        <AmountInput source="amount" label="closings.requests.fields.amount" validate={required()} limit={REQUEST_LIMITS[kind]} />
      )}
      <TextInput source="reason" label="closings.requests.fields.reason" validate={required()} multiline fullWidth />
    </>
  );
}

/** Asking for a change: only for holders of request_money_change; another person approves it. */
function AskButton({ desk }: { desk: Desk }) {
  const dataProvider = useDataProvider<AppDataProvider>();
  const refresh = useRefresh();
  const mayAsk = useSpecialCode('request_money_change');
  const key = useRef(newRequestKey());
  if (!mayAsk) return null;
  return (
    <DialogFormButton
      label="closings.requests.ask"
      icon={<PostAddIcon />}
      title="closings.requests.ask_title"
      submitLabel="closings.requests.ask"
      defaultValues={{ kind: kindsOf(desk)[0] }}
      save={async (values) => {
        await dataProvider.askMoneyChange(desk, {
          ...values,
          amount: values.amount == null ? undefined : String(values.amount).trim(),
          idempotency_key: key.current,
        });
        key.current = newRequestKey();
        return 'closings.requests.asked';
      }}
      onDone={refresh}
    >
      <ChangeFields desk={desk} />
    </DialogFormButton>
  );
}

function Subject() {
  const record = useRecordContext<MoneyRequestRecord>();
  const translate = useTranslate();
  const format = useCairoDate();
  if (!record) return null;
  const parts = [
    record.serial && translate('closings.requests.order', { serial: record.serial }),
    record.shipper_name,
    record.rc && translate('closings.requests.closing', { rc: record.rc, day: format(record.closing_date) }),
    record.expense_id && translate('closings.requests.expense', { id: record.expense_id }),
  ].filter(Boolean);
  return <bdi>{parts.join(' · ')}</bdi>;
}

function Decide({ desk }: { desk: Desk }) {
  const record = useRecordContext<MoneyRequestRecord>();
  const dataProvider = useDataProvider<AppDataProvider>();
  const refresh = useRefresh();
  const mayApprove = useSpecialCode('approve_money_change');
  if (!record || record.status !== 'pending' || !mayApprove || record.requested_by === readAuth()?.user.id) return null;
  const decisions = [
    { to: 'approve', label: 'closings.decide.approve', icon: <CheckCircleIcon />, success: 'closings.requests.approved' },
    { to: 'refuse', label: 'closings.decide.refuse', icon: <CancelIcon />, success: 'closings.requests.refused' },
  ] as const;
  return (
    <Stack direction="row" spacing={1}>
      {decisions.map(({ to, label, icon, success }) => (
        <ConfirmActionButton
          key={to}
          label={label}
          icon={icon}
          title={label}
          content={record.reason}
          action={() => dataProvider.decideMoneyChange(desk, record.id, to)}
          success={success}
          onDone={refresh}
        />
      ))}
    </Stack>
  );
}

const Kind = () => {
  const record = useRecordContext<MoneyRequestRecord>();
  const translate = useTranslate();
  return record ? <>{translate(`closings.requests.kinds.${record.kind}`)}</> : null;
};
const Status = () => {
  const record = useRecordContext<MoneyRequestRecord>();
  return record ? <RequestStatusChip status={record.status} /> : null;
};
function Empty() {
  const translate = useTranslate();
  return (
    <Typography variant="h6" component="p" sx={{ textAlign: 'center', my: 6, color: 'text.secondary' }}>
      {translate('closings.requests.empty')}
    </Typography>
  );
}

/**
 * The approval desks (spec: approvallist, editapprovallist): requests to change money after the fact, asked with
 * a reason by one person and approved or refused by another; approving posts the correction to the ledger.
 */
export default function MoneyDesk({ desk }: { desk: Desk }) {
  return (
    <List
      resource={desk}
      title={`screens.${desk}`}
      filters={[
        <SelectInput key="status" source="status" label="closings.fields.status" choices={statusChoices} alwaysOn />,
        ...(desk === 'approvallist'
          ? [<SelectInput key="kind" source="kind" label="closings.requests.fields.kind" choices={kindChoices(desk)} alwaysOn />]
          : []),
      ]}
      filterDefaultValues={{ status: 'pending' }}
      actions={
        <TopToolbar>
          {desk === 'approvallist' && <WaitingCounts />}
          <AskButton desk={desk} />
        </TopToolbar>
      }
      empty={false}
      exporter={false}
      perPage={25}
      pagination={<Pagination rowsPerPageOptions={[10, 25, 50, 100]} />}
      sort={{ field: 'id', order: 'DESC' }}
    >
      <DataTable<MoneyRequestRecord> bulkActionButtons={false} rowClick={false} empty={<Empty />}>
        <DataTable.Col source="id" label="#" disableSort />
        <DataTable.Col label="closings.requests.fields.kind" disableSort>
          <Kind />
        </DataTable.Col>
        <DataTable.Col label="closings.requests.fields.subject" disableSort>
          <Subject />
        </DataTable.Col>
        <DataTable.Col label="closings.requests.fields.previous" disableSort>
          <MoneyField source="previous" />
        </DataTable.Col>
        <DataTable.Col label="closings.requests.fields.amount" disableSort>
          <MoneyField source="amount" />
        </DataTable.Col>
        <DataTable.Col source="reason" label="closings.requests.fields.reason" disableSort />
        <DataTable.Col source="requested_by_name" label="closings.requests.fields.requested_by" disableSort />
        <DataTable.Col label="closings.fields.status" disableSort>
          <Status />
        </DataTable.Col>
        <DataTable.Col label="" disableSort>
          <Decide desk={desk} />
        </DataTable.Col>
      </DataTable>
    </List>
  );
}
