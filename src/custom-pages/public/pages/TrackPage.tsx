import { Alert, Box, Button, CircularProgress, Container, Paper, TextField, Typography } from '@mui/material';
import { useState, type FormEvent } from 'react';
import { useTranslate } from 'react-admin';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { LAST_DIGITS_PATTERN, SERIAL_PATTERN } from '../../../../domain/tracking';
import { useDocumentTitle } from '../../../layout/site/useDocumentTitle';
import { PageHero } from '../components/PageHero';
import { TrackResult } from '../tracking/TrackResult';
import { TrackSearch } from '../tracking/TrackSearch';
import { useTracking, type TrackingState } from '../tracking/useTracking';

const LAST4 = new RegExp(LAST_DIGITS_PATTERN);

/** What went wrong with the digits given, or nothing. */
function Problem({ state }: { state: TrackingState }) {
  const translate = useTranslate();
  if (state.status === 'not_found') return <Alert severity="warning">{translate('tracking.not_found')}</Alert>;
  if (state.status === 'too_many') return <Alert severity="error">{translate('errors.too_many_tries', { minutes: state.minutes })}</Alert>;
  if (state.status === 'failed') return <Alert severity="error">{translate('tracking.failed')}</Alert>;
  return null;
}

/** Asks for the last four digits of the recipient's phone, then shows the parcel. */
function Tracked({ serial }: { serial: string }) {
  const translate = useTranslate();
  const [last4, setLast4] = useState('');
  const [invalid, setInvalid] = useState(false);
  const [state, ask] = useTracking();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!LAST4.test(last4)) return setInvalid(true);
    ask(serial, last4);
  };
  return (
    <Box sx={{ display: 'grid', gap: 3 }}>
      <Paper variant="outlined" component="form" onSubmit={submit} noValidate aria-labelledby="track-ask" sx={{ p: { xs: 2, sm: 3 }, display: 'grid', gap: 2 }}>
        <Typography id="track-ask" variant="h6" component="h2">
          <bdi>{translate('tracking.ask_title', { serial })}</bdi>
        </Typography>
        <Typography color="text.secondary">{translate('tracking.ask_text')}</Typography>
        <Box sx={{ display: 'flex', gap: 1, alignItems: 'flex-start', flexWrap: 'wrap' }}>
          <TextField
            label={translate('tracking.last4')}
            value={last4}
            onChange={(event) => {
              setLast4(event.target.value.replace(/\D/g, '').slice(0, 4));
              setInvalid(false);
            }}
            error={invalid}
            helperText={invalid ? translate('tracking.last4_invalid') : undefined}
            autoComplete="off"
            margin="none"
            slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 4 } }}
            sx={{ flex: '1 1 180px' }}
          />
          <Button type="submit" variant="contained" size="large" disabled={state.status === 'loading'} sx={{ minHeight: 56 }}>
            {state.status === 'loading' ? translate('tracking.checking') : translate('tracking.show')}
          </Button>
        </Box>
        <Problem state={state} />
      </Paper>
      {state.status === 'loading' && (
        <Box role="status" sx={{ display: 'flex', justifyContent: 'center' }}>
          <CircularProgress aria-label={translate('tracking.checking')} />
        </Box>
      )}
      {state.status === 'found' && <TrackResult tracking={state.tracking} />}
      <Button component={RouterLink} to="/track" sx={{ justifySelf: 'start' }}>
        {translate('tracking.other')}
      </Button>
    </Box>
  );
}

/**
 * Public parcel tracking (not in the spec): `/track` asks for the tracking number, `/track/{serial}` for the last
 * four digits of the recipient's phone, then shows the status, its steps, the hold reason and the expected day,
 * and nothing personal (POST /api/track/).
 */
export default function TrackPage() {
  const translate = useTranslate();
  const { serial = '' } = useParams();
  useDocumentTitle(translate('tracking.title'));
  const valid = new RegExp(SERIAL_PATTERN).test(serial);
  return (
    <>
      <PageHero heading={translate('tracking.heading')} intro={translate('tracking.intro')} />
      <Container maxWidth="sm" sx={{ py: { xs: 4, md: 6 } }}>
        {valid ? (
          <Tracked key={serial} serial={serial} />
        ) : (
          <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, display: 'grid', gap: 2 }}>
            <Typography variant="h6" component="h2">
              {translate('tracking.search_title')}
            </Typography>
            <Typography color="text.secondary">{translate('tracking.search_intro')}</Typography>
            <TrackSearch initial={serial} />
          </Paper>
        )}
      </Container>
    </>
  );
}
