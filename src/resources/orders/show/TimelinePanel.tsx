import { Box, List, ListItem, ListItemText } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { Fragment } from 'react';
import { useDataProvider, useTranslate } from 'react-admin';
import { CASH_SUBMIT_STATES, type CashSubmitState } from '../../../../domain/orders/money';
import { isOrderStatus } from '../../../../domain/orders/status';
import type { AppDataProvider } from '../../../providers/dataProvider';
import type { TimelineEntry } from '../../../providers/ordersProvider';
import { useCairoDate } from '../format';
import { cashStateKey, statusKey } from '../status';
import { EmptyNote, Panel } from './Panel';
import { TimelineChanges } from './TimelineChanges';

const newestFirst = (entries: readonly TimelineEntry[]) => [...entries].sort((a, b) => b.at.localeCompare(a.at) || b.id - a.id);

/** What happened to the order (GET addorders/update_audit_log), newest first, as a vertical line of events. */
export function TimelinePanel({ orderId, version }: { orderId: number; version: number }) {
  const dataProvider = useDataProvider<AppDataProvider>();
  const { data = [], isFetched } = useQuery({ queryKey: ['orders', 'timeline', orderId, version], queryFn: () => dataProvider.orderTimeline(orderId) });
  return <Timeline entries={data} loaded={isFetched} />;
}

/** The timeline's events, once `loaded` (until then an empty list says nothing yet). */
export function Timeline({ entries: data, loaded: isFetched }: { entries: readonly TimelineEntry[]; loaded: boolean }) {
  const translate = useTranslate();
  const format = useCairoDate();
  const status = (value: string | null) => (isOrderStatus(value) ? translate(statusKey(value)) : (value ?? ''));

  // A status shows as 'from → to' only when it changed (an edit, a print or an assignment keeps it).
  const title = (entry: TimelineEntry) => {
    const action = translate(`resources.orders.timeline.actions.${entry.action}`, { _: entry.action });
    return entry.from_status && entry.to_status && entry.from_status !== entry.to_status
      ? translate('resources.orders.timeline.move', { action, from: status(entry.from_status), to: status(entry.to_status) })
      : action;
  };
  const note = (text: string) => ((CASH_SUBMIT_STATES as readonly string[]).includes(text) ? translate(cashStateKey(text as CashSubmitState)) : text);
  /** Who, when and the note, each isolated so Latin names and dates keep their order on Arabic screens. */
  const details = (entry: TimelineEntry) =>
    [entry.user_name, format(entry.at, true), note(entry.note)].filter(Boolean).map((part, index) => (
      <Fragment key={index}>
        {index > 0 && ' · '}
        <bdi>{part}</bdi>
      </Fragment>
    ));

  return (
    <Panel title="resources.orders.sections.timeline">
      {isFetched && data.length === 0 ? (
        <EmptyNote text="resources.orders.timeline.empty" />
      ) : (
        <List dense disablePadding aria-label={translate('resources.orders.sections.timeline')}>
          {newestFirst(data).map((entry) => (
            <ListItem key={entry.id} sx={{ alignItems: 'flex-start', gap: 1.5, px: 0 }}>
              <Box
                aria-hidden
                sx={{
                  mt: 1,
                  width: 10,
                  height: 10,
                  borderRadius: '50%',
                  bgcolor: 'primary.main',
                  flexShrink: 0,
                  boxShadow: (theme) => `0 0 0 3px ${theme.palette.action.selected}`,
                }}
              />
              <ListItemText
                primary={title(entry)}
                secondary={
                  <>
                    {details(entry)}
                    <TimelineChanges changes={entry.changes} />
                  </>
                }
                slotProps={{ secondary: { component: 'div' } }}
              />
            </ListItem>
          ))}
        </List>
      )}
    </Panel>
  );
}
