import CancelIcon from '@mui/icons-material/Cancel';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import { Box, Stack, Typography } from '@mui/material';
import { Edit, required, TextInput, useDataProvider, useRecordContext, useRefresh, useTranslate } from 'react-admin';
import type { StockCountRecord } from '../../../domain/api/stock-counts';
import { countActor, mayDoCount } from '../../../domain/stock/counts';
import { usePermissionsNow } from '../../layout/usePermissionsNow';
import type { AppDataProvider } from '../../providers/dataProvider';
import { DialogFormButton } from '../closings/DialogFormButton';
import { ConfirmActionButton } from '../shared/ConfirmActionButton';
import { CountForm } from './CountForm';
import { CountLines } from './CountLines';
import { CountPlace, CountStatus } from './parts';

/** Approve and refuse, shown only when the count's rules let this person decide it (the same rule the server asks). */
function Decide({ count }: { count: StockCountRecord }) {
  const permissions = usePermissionsNow();
  const dataProvider = useDataProvider<AppDataProvider>();
  const refresh = useRefresh();
  if (!permissions) return null;
  const actor = countActor({ ...permissions.user, permitted_url: permissions.permitted_url });
  return (
    <Stack direction="row" spacing={1}>
      {mayDoCount('approve', count, actor) && (
        <ConfirmActionButton
          label="stock_count.actions.approve"
          icon={<CheckCircleIcon />}
          title="stock_count.actions.approve_title"
          titleArgs={{ id: count.id }}
          content="stock_count.actions.approve_content"
          action={() => dataProvider.stockCountStep(count.id, 'approve', count.version)}
          success="stock_count.actions.approved_done"
          onDone={refresh}
        />
      )}
      {mayDoCount('refuse', count, actor) && (
        <DialogFormButton
          label="stock_count.actions.refuse"
          icon={<CancelIcon />}
          title="stock_count.actions.refuse_title"
          titleArgs={{ id: count.id }}
          submitLabel="stock_count.actions.refuse"
          save={async (values) => {
            await dataProvider.stockCountStep(count.id, 'refuse', count.version, String(values.note ?? ''));
            return 'stock_count.actions.refused_done';
          }}
          onDone={refresh}
        >
          <TextInput source="note" label="stock_count.fields.refusal_note" validate={required()} multiline fullWidth />
        </DialogFormButton>
      )}
    </Stack>
  );
}

/** Who submitted and decided the count, and why it was refused. */
function History({ count }: { count: StockCountRecord }) {
  const translate = useTranslate();
  const said = [
    count.submitted_by_name && translate('stock_count.fields.submitted', { name: count.submitted_by_name }),
    count.decided_by_name && translate('stock_count.fields.decided', { name: count.decided_by_name }),
    count.refusal_note && `${translate('stock_count.fields.refusal_note')}: ${count.refusal_note}`,
  ].filter(Boolean);
  return (
    <Typography variant="body2" color="text.secondary">
      {count.status === 'submitted' && `${translate('stock_count.help.submitted')} `}
      {said.join(' · ')}
    </Typography>
  );
}

/** A count: counted while a draft; once submitted, its lines as they stand and the decision for whoever may make it. */
function CountBody() {
  const count = useRecordContext<StockCountRecord>();
  const translate = useTranslate();
  if (!count) return null;
  return (
    <Box sx={{ p: 2 }}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', mb: 2, flexWrap: 'wrap' }}>
        <Typography variant="h6" component="h2">
          {translate('stock_count.fields.id')} {count.id} · <CountPlace />
        </Typography>
        <CountStatus />
        <Decide count={count} />
      </Stack>
      {count.status === 'draft' ? (
        <CountForm key={count.version} count={count} />
      ) : (
        <>
          <CountLines lines={count.lines} counted={(line) => line.counted} />
          <History count={count} />
        </>
      )}
    </Box>
  );
}

export default function CountPage() {
  return (
    <Edit resource="stockcount" mutationMode="pessimistic" actions={false}>
      <CountBody />
    </Edit>
  );
}
