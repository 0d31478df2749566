import { Badge, Box, Chip, List, ListItem, ListItemButton, ListItemText, Pagination, Paper, Stack, Tab, Tabs, TextField, Typography } from '@mui/material';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useDataProvider, useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import type { IssueSide, IssueStatus } from '../../../domain/issues/rules';
import type { AppDataProvider } from '../../providers/dataProvider';
import { useCairoDate } from '../orders/format';
import { Joined } from '../requests/parts';

const PAGE_SIZE = 20;
export const issuesKey = (side: IssueSide) => ['issues', side];

/**
 * A side's issue threads, the latest message first: open ones by default, closed or all on their tab, a search
 * box (subject, customer, order serial), unread threads marked; a thread opens at `threadPath`.
 */
export function IssueList({ side, threadPath }: { side: IssueSide; threadPath: (key: string) => string }) {
  const dataProvider = useDataProvider<AppDataProvider>();
  const translate = useTranslate();
  const format = useCairoDate();
  const [status, setStatus] = useState<IssueStatus | ''>('open');
  const [query, setQuery] = useState('');
  const [page, setPage] = useState(1);
  const { data, isFetched } = useQuery({
    queryKey: [...issuesKey(side), status, query, page],
    queryFn: () => dataProvider.issues(side, { page, status, query }),
    placeholderData: keepPreviousData,
  });
  const title = translate('issue_threads.list');
  return (
    <Paper variant="outlined" component="section" aria-label={title} sx={{ p: 2 }}>
      <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 1, alignItems: { sm: 'center' }, justifyContent: 'space-between' }}>
        <Tabs value={status} onChange={(_, next: IssueStatus | '') => (setStatus(next), setPage(1))} aria-label={translate('issue_threads.status')}>
          <Tab value="open" label={translate('issue_threads.statuses.open')} />
          <Tab value="closed" label={translate('issue_threads.statuses.closed')} />
          <Tab value="" label={translate('issue_threads.all')} />
        </Tabs>
        <TextField
          size="small"
          label={translate(`issue_threads.search_${side}`)}
          value={query}
          onChange={(event) => (setQuery(event.target.value), setPage(1))}
          sx={{ minWidth: 240 }}
        />
      </Stack>
      {isFetched && !data?.count ? (
        <Typography color="text.secondary" sx={{ py: 3, textAlign: 'center' }}>
          {translate('issue_threads.none')}
        </Typography>
      ) : (
        <List aria-label={title}>
          {(data?.results ?? []).map((issue) => (
            <ListItem key={issue.id} divider disablePadding>
              <ListItemButton component={RouterLink} to={threadPath(issue.thread_key)}>
                <ListItemText
                  primary={
                    <Box component="span" sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
                      {issue.unread && <Badge color="error" variant="dot" aria-label={translate('issue_threads.unread')} sx={{ mx: 0.5 }} />}
                      <Box component="bdi" sx={{ fontWeight: issue.unread ? 700 : 400 }}>
                        {issue.subject}
                      </Box>
                      {issue.status === 'closed' && <Chip size="small" label={translate('issue_threads.statuses.closed')} />}
                    </Box>
                  }
                  secondary={
                    <Joined
                      parts={[
                        side === 'staff' && issue.customer_name,
                        issue.order_serial && translate('issue_threads.order', { serial: issue.order_serial }),
                        format(issue.last_message_at, true),
                      ]}
                    />
                  }
                />
              </ListItemButton>
            </ListItem>
          ))}
        </List>
      )}
      {(data?.count ?? 0) > PAGE_SIZE && (
        <Pagination count={Math.ceil((data?.count ?? 0) / PAGE_SIZE)} page={page} onChange={(_, next) => setPage(next)} sx={{ mt: 1 }} />
      )}
    </Paper>
  );
}
