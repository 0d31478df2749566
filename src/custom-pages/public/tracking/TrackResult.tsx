import { Box, List, ListItem, ListItemText, Paper, Stack, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { PublicName, PublicTracking, TrackingStep } from '../../../../domain/tracking';
import { DATE_TIME_FORMAT, TIME_ZONE, cairoToday } from '../../../../domain/time';
import { useDisplay } from '../../../layout/theme/settings';
import { StatusChip } from '../../../resources/orders/fields';
import { slug, statusKey } from '../../../resources/orders/status';
import { nameIn } from '../../../../domain/names';

const DAY_FORMAT: Intl.DateTimeFormatOptions = { timeZone: TIME_ZONE, weekday: 'long', day: 'numeric', month: 'long' };

function useFormats() {
  const { language } = useDisplay();
  const when = new Intl.DateTimeFormat(language, DATE_TIME_FORMAT);
  const day = new Intl.DateTimeFormat(language, DAY_FORMAT);
  return {
    /** A moment, in Cairo time. */
    at: (iso: string) => when.format(new Date(iso)),
    /** A Cairo day (YYYY-MM-DD), read at noon UTC so it is the same day in Cairo. */
    day: (value: string) => day.format(new Date(`${value}T12:00:00Z`)),
    name: (reason: PublicName) => nameIn(language, reason),
  };
}

/** The parcel's status now, what it means, and the day it is expected. */
function StatusCard({ tracking }: { tracking: PublicTracking }) {
  const translate = useTranslate();
  const format = useFormats();
  const t = (key: string, options?: Record<string, unknown>) => translate(`tracking.${key}`, options);
  const expected = tracking.expected_day;
  return (
    <Paper variant="outlined" component="section" aria-labelledby="track-status" sx={{ p: { xs: 2, sm: 3 }, display: 'grid', gap: 1.5 }}>
      <Stack direction="row" sx={{ alignItems: 'center', gap: 1.5, flexWrap: 'wrap' }}>
        <Typography id="track-status" variant="h6" component="h2">
          {t('status')}
        </Typography>
        <StatusChip status={tracking.status} size="medium" />
      </Stack>
      <Typography>{tracking.state === 'cancelled' ? t('cancelled') : t(`explain.${slug(tracking.status)}`)}</Typography>
      {tracking.state === 'awaiting_pickup' && <Typography color="text.secondary">{t('awaiting_pickup')}</Typography>}
      {expected && (
        <Box>
          <Typography variant="body2" color="text.secondary">
            {t('expected')}
          </Typography>
          <Typography variant="h5" component="p" sx={{ fontWeight: 700 }}>
            <bdi>{expected === cairoToday() ? `${t('expected_today')} · ${format.day(expected)}` : format.day(expected)}</bdi>
          </Typography>
        </Box>
      )}
    </Paper>
  );
}

function stepTitle(step: TrackingStep, translate: ReturnType<typeof useTranslate>): string {
  if (step.kind === 'created') return translate('tracking.step_created');
  if (step.kind === 'cancelled') return translate('tracking.step_cancelled');
  return translate(statusKey(step.status));
}

/** The parcel's steps, newest first, each with its Cairo time and, for the latest hold, its reason. */
function Steps({ steps }: { steps: readonly TrackingStep[] }) {
  const translate = useTranslate();
  const format = useFormats();
  return (
    <Paper variant="outlined" component="section" aria-labelledby="track-steps" sx={{ p: { xs: 2, sm: 3 } }}>
      <Typography id="track-steps" variant="h6" component="h2">
        {translate('tracking.steps')}
      </Typography>
      {steps.length === 0 ? (
        <Typography color="text.secondary" sx={{ mt: 1 }}>
          {translate('tracking.no_steps')}
        </Typography>
      ) : (
        <List dense disablePadding>
          {steps.map((step, index) => (
            <ListItem key={`${step.at}-${index}`} sx={{ alignItems: 'flex-start', gap: 1.5, px: 0 }}>
              <Box
                aria-hidden
                sx={{ mt: 1, width: 10, height: 10, borderRadius: '50%', flexShrink: 0, bgcolor: index === 0 ? 'primary.main' : 'action.disabled' }}
              />
              <ListItemText
                primary={stepTitle(step, translate)}
                secondary={
                  <>
                    <bdi>{format.at(step.at)}</bdi>
                    {step.hold_reason && (
                      <Box component="span" sx={{ display: 'block' }}>
                        {translate('tracking.hold_reason', { reason: format.name(step.hold_reason) })}
                      </Box>
                    )}
                  </>
                }
              />
            </ListItem>
          ))}
        </List>
      )}
    </Paper>
  );
}

/** What the recipient may know about the parcel: no names, phones, addresses or amounts (domain/tracking.ts). */
export function TrackResult({ tracking }: { tracking: PublicTracking }) {
  const translate = useTranslate();
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <StatusCard tracking={tracking} />
      <Steps steps={tracking.steps} />
      <Typography variant="body2" color="text.secondary">
        {translate('tracking.privacy')}
      </Typography>
    </Box>
  );
}
