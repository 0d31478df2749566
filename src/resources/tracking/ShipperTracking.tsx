import { Alert, Grid, Paper, Skeleton, Stack } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { AutocompleteInput, Form, TextInput, Title, useTranslate } from 'react-admin';
import { useWatch } from 'react-hook-form';
import { useSearchParams } from 'react-router-dom';
import { cairoToday } from '../../../domain/time';
import { positionCalls, trackKey } from '../../providers/positions';
import { useErrorText } from '../shared/errors';
import { PickerInput } from '../shared/pickers';
import { DayList } from './DayList';
import { Devices } from './Devices';
import { TrackMap } from './TrackMap';

const TEXTS = 'app.tracking';
const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** Keeps the chosen courier and day in the address, so a courier's day can be linked to and reloaded. */
function Choice() {
  const [, setSearch] = useSearchParams();
  const shipper = useWatch({ name: 'shipper' }) as number | null | undefined;
  const day = useWatch({ name: 'day' }) as string | undefined;
  useEffect(() => {
    setSearch(
      (search) => {
        const next = new URLSearchParams(search);
        if (shipper) next.set('shipper', String(shipper));
        else next.delete('shipper');
        if (day && DAY.test(day)) next.set('day', day);
        return next;
      },
      { replace: true },
    );
  }, [shipper, day, setSearch]);
  return null;
}

/** The chosen courier's day: the map, the day in time with its places, and his phones (a new day starts unsettled: keyed by it). */
function CourierDay({ shipper, day }: { shipper: number; day: string }) {
  const translate = useTranslate();
  const errorText = useErrorText();
  const [settled, setSettled] = useState(false);
  const { data, error, isPending } = useQuery({ queryKey: trackKey(shipper, day), queryFn: () => positionCalls.day(shipper, day) });
  if (error) return <Alert severity="error">{errorText(error)}</Alert>;
  return (
    <Grid container spacing={2}>
      <Grid size={{ xs: 12, md: 8 }}>
        {isPending || !data ? (
          <Skeleton variant="rectangular" height={460} />
        ) : (
          <TrackMap track={data} label={translate(`${TEXTS}.map`, { name: data.shipper_name })} onSettled={() => setSettled(true)} />
        )}
      </Grid>
      <Grid size={{ xs: 12, md: 4 }}>
        <Stack spacing={2}>
          <Paper variant="outlined" sx={{ p: 1, maxHeight: 460, overflow: 'auto' }}>
            {data ? <DayList track={data} settled={settled} /> : <Skeleton variant="text" />}
          </Paper>
          <Paper variant="outlined" sx={{ p: 2 }}>
            <Devices shipper={shipper} />
          </Paper>
        </Stack>
      </Grid>
    </Grid>
  );
}

/**
 * shippertracking (spec section 2; domain/positions/rules.ts): a courier's positions of a day on a map with his
 * deliveries and hub scans, the day's moments with their addresses, and the tokens his phones send with.
 */
export default function ShipperTracking() {
  const translate = useTranslate();
  const [search] = useSearchParams();
  const shipper = Number(search.get('shipper')) || undefined;
  const day = DAY.test(search.get('day') ?? '') ? search.get('day')! : cairoToday();
  return (
    <Stack spacing={2} sx={{ mt: 1 }}>
      <Title title={translate('screens.shippertracking')} />
      <Form defaultValues={{ shipper, day }}>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
          <PickerInput source="shipper" reference="Shipper">
            <AutocompleteInput label={`${TEXTS}.courier`} sx={{ minWidth: 260 }} />
          </PickerInput>
          <TextInput source="day" type="date" label={`${TEXTS}.day`} slotProps={{ inputLabel: { shrink: true } }} />
        </Stack>
        <Choice />
      </Form>
      {shipper ? <CourierDay key={`${shipper}-${day}`} shipper={shipper} day={day} /> : <Alert severity="info">{translate(`${TEXTS}.choose`)}</Alert>}
    </Stack>
  );
}
