import { Box, Chip, Paper, Stack, Typography } from '@mui/material';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { AutocompleteInput, Confirm, Form, SaveButton, TextInput, maxLength, required, useNotify, useRefresh, useTranslate } from 'react-admin';
import { TRACK_NOTE_MAX } from '../../../domain/reports/tracked-customers';
import { trackedCalls, trackedKey, type TrackedCustomer } from '../../providers/tracked-customers';
import ReportPage from '../reports/ReportPage';
import { useNotifyError } from '../shared/errors';
import { PickerInput } from '../shared/pickers';

const TEXTS = 'reports.trackCustomerOrdersList.follow';

/** After a change: the list of followed merchants and the report's rows again. */
function useReload() {
  const client = useQueryClient();
  const refresh = useRefresh();
  return async () => {
    await client.invalidateQueries({ queryKey: trackedKey });
    refresh();
  };
}

/** A merchant to follow, with why; following one already followed changes nothing. */
function FollowForm() {
  const notify = useNotify();
  const notifyError = useNotifyError();
  const reload = useReload();
  const [key, setKey] = useState(0);
  const submit = async (values: Record<string, unknown>) => {
    try {
      await trackedCalls.follow(Number(values.customer), String(values.note ?? ''));
      notify(`${TEXTS}.added`, { type: 'success' });
      setKey((current) => current + 1);
      await reload();
    } catch (error) {
      notifyError(error);
    }
  };
  return (
    <Form key={key} onSubmit={submit}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: { sm: 'flex-start' } }}>
        <PickerInput source="customer" reference="customers">
          <AutocompleteInput label={`${TEXTS}.customer`} validate={required()} sx={{ minWidth: 260 }} />
        </PickerInput>
        <TextInput source="note" label={`${TEXTS}.note`} validate={maxLength(TRACK_NOTE_MAX)} sx={{ minWidth: 260 }} />
        <SaveButton label={`${TEXTS}.add`} alwaysEnable sx={{ mt: { sm: 1 } }} />
      </Stack>
    </Form>
  );
}

/** The followed merchants as chips; removing one is asked for once more. */
function FollowedChips() {
  const translate = useTranslate();
  const notify = useNotify();
  const notifyError = useNotifyError();
  const reload = useReload();
  const { data = [], isFetched } = useQuery({ queryKey: trackedKey, queryFn: trackedCalls.list });
  const [leaving, setLeaving] = useState<TrackedCustomer>();
  const [running, setRunning] = useState(false);
  const stop = async (row: TrackedCustomer) => {
    setRunning(true);
    try {
      await trackedCalls.unfollow(row.customer);
      notify(`${TEXTS}.removed`, { type: 'info' });
      setLeaving(undefined);
      await reload();
    } catch (error) {
      notifyError(error);
    } finally {
      setRunning(false);
    }
  };
  if (isFetched && data.length === 0) return <Typography color="text.secondary">{translate(`${TEXTS}.none`)}</Typography>;
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
      {data.map((row) => (
        <Chip key={row.customer} label={row.customer_name} title={row.note || undefined} onDelete={() => setLeaving(row)} />
      ))}
      <Confirm
        isOpen={Boolean(leaving)}
        loading={running}
        title={`${TEXTS}.remove_title`}
        content={`${TEXTS}.remove_content`}
        contentTranslateOptions={{ name: leaving?.customer_name ?? '' }}
        onConfirm={() => leaving && void stop(leaving)}
        onClose={() => setLeaving(undefined)}
      />
    </Box>
  );
}

/**
 * trackCustomerOrdersList (domain/reports/tracked-customers.ts): following a merchant and no longer following one
 * above the report of their open orders, which the changes reload.
 */
export default function TrackedCustomers() {
  const translate = useTranslate();
  return (
    <>
      <Paper variant="outlined" sx={{ p: 2, mt: 1 }}>
        <Typography variant="h6" component="h2" gutterBottom>
          {translate(`${TEXTS}.title`)}
        </Typography>
        <FollowForm />
        <FollowedChips />
      </Paper>
      <ReportPage name="trackCustomerOrdersList" />
    </>
  );
}
