import { Box, List, ListItem, ListItemText } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useDataProvider, useTranslate } from 'react-admin';
import { isOrderStatus } from '../../../../domain/orders/status';
import type { AppDataProvider } from '../../../providers/dataProvider';
import type { TimelineEntry } from '../../../providers/ordersProvider';
import { useCairoDate } from '../format';
import { statusKey } from '../status';
import { EmptyNote, Panel } from './Panel';

const newestFirst = (entries: readonly TimelineEntry[]) => [...entries].sort((a, b) => b.at.localeCompare(a.at) || b.id - a.id);

/** What happened to the order (GET addorders/update_audit_log), newest first, as a vertical line of events. */
export function TimelinePanel({ orderId, version }: { orderId: number; version: number }) {
  const dataProvider = useDataProvider<AppDataProvider>();
  const translate = useTranslate();
  const format = useCairoDate();
  const { data = [], isFetched } = useQuery({ queryKey: ['orders', 'timeline', orderId, version], queryFn: () => dataProvider.orderTimeline(orderId) });
  const status = (value: string | null) => (isOrderStatus(value) ? translate(statusKey(value)) : (value ?? ''));

  const title = (entry: TimelineEntry) => {
    const action = translate(`resources.orders.timeline.actions.${entry.action}`, { _: entry.action });
    return entry.to_status ? translate('resources.orders.timeline.move', { action, from: status(entry.from_status), to: status(entry.to_status) }) : action;
  };

  return (
    <Panel title="resources.orders.sections.timeline">
      {isFetched && data.length === 0 ? (
        <EmptyNote text="resources.orders.timeline.empty" />
      ) : (
        <List dense disablePadding aria-label={translate('resources.orders.sections.timeline')}>
          {newestFirst(data).map((entry) => (
            <ListItem key={entry.id} sx={{ alignItems: 'flex-start', gap: 1.5, px: 0 }}>
              <Box aria-hidden sx={{ mt: 1, width: 10, height: 10, borderRadius: '50%', bgcolor: 'primary.main', flexShrink: 0, boxShadow: (theme) => `0 0 0 3px ${theme.palette.action.selected}` }} />
              <ListItemText
                primary={title(entry)}
                secondary={[entry.user_name, format(entry.at, true), entry.note].filter(Boolean).join(' · ')}
              />
            </ListItem>
          ))}
        </List>
      )}
    </Panel>
  );
}
