import { Box, CircularProgress, List, ListItem, ListItemText, Pagination, Paper, Stack, Typography } from '@mui/material';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { Fragment, useState, type ReactNode } from 'react';
import { Button, useDataProvider, useTranslate } from 'react-admin';
import { actionsFor, type RequestKind } from '../../../../domain/requests/rules';
import type { AppDataProvider } from '../../../providers/dataProvider';
import { ConfirmActionButton } from '../../../resources/shared/ConfirmActionButton';
import { useCairoDate } from '../../../resources/orders/format';
import { Joined, RequestHistoryList, RequestStatusChip, useRequestSummary } from '../../../resources/requests/parts';
import type { RequestRecord } from '../../../../domain/api/requests';

const PAGE_SIZE = 10;
export const requestsKey = (kind: RequestKind) => ['merchant', 'requests', kind];

function CancelRequest({ request, kind }: { request: RequestRecord; kind: RequestKind }) {
  const dataProvider = useDataProvider<AppDataProvider>();
  const client = useQueryClient();
  return (
    <ConfirmActionButton
      label="customer_orders.requests.cancel"
      title="customer_orders.requests.cancel_title"
      titleArgs={{ id: request.id }}
      content="customer_orders.requests.cancel_content"
      action={() => dataProvider.cancelMerchantRequest(request.id)}
      success="customer_orders.requests.cancelled"
      successArgs={{ id: request.id }}
      onDone={() => client.invalidateQueries({ queryKey: requestsKey(kind) })}
    />
  );
}

/** What happened to a request, read when first shown. */
function RequestHistory({ id }: { id: number }) {
  const dataProvider = useDataProvider<AppDataProvider>();
  const translate = useTranslate();
  const { data } = useQuery({ queryKey: ['merchant', 'request', id], queryFn: () => dataProvider.merchantRequest(id) });
  if (!data) return <CircularProgress size={16} aria-label={translate('ra.page.loading')} />;
  return <RequestHistoryList id={id} history={data.history} />;
}

/**
 * The merchant's requests of one kind, newest first, each with its status, shipper and, while open, change and
 * cancel; `extra` adds what a kind has to show under each (a collect request's receipt).
 */
export function RequestList({
  kind,
  change,
  extra,
}: {
  kind: RequestKind;
  change?: (request: RequestRecord) => ReactNode;
  extra?: (request: RequestRecord) => ReactNode;
}) {
  const dataProvider = useDataProvider<AppDataProvider>();
  const translate = useTranslate();
  const format = useCairoDate();
  const summary = useRequestSummary();
  const [page, setPage] = useState(1);
  const [shown, setShown] = useState<number | null>(null);
  const { data, isFetched } = useQuery({
    queryKey: [...requestsKey(kind), page],
    queryFn: () => dataProvider.merchantRequests(kind, page),
    placeholderData: keepPreviousData,
  });
  const title = translate(`customer_orders.requests.${kind}_list`);
  return (
    <Paper variant="outlined" component="section" aria-label={title} sx={{ p: 2 }}>
      <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
        {title}
      </Typography>
      {isFetched && !data?.count ? (
        <Typography color="text.secondary" sx={{ py: 2 }}>
          {translate('customer_orders.requests.none')}
        </Typography>
      ) : (
        <List aria-label={title}>
          {(data?.results ?? []).map((request) => (
            <Fragment key={request.id}>
              <ListItem
                divider={shown !== request.id}
                secondaryAction={
                  <Stack direction="row">
                    <Button
                      label="customer_orders.requests.history"
                      aria-expanded={shown === request.id}
                      onClick={() => setShown(shown === request.id ? null : request.id)}
                    />
                    {change && actionsFor(request.status, 'merchant').includes('change') && change(request)}
                    {actionsFor(request.status, 'merchant').includes('cancel') && <CancelRequest request={request} kind={kind} />}
                  </Stack>
                }
              >
                <ListItemText
                  primary={
                    <Box component="span" sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
                      <bdi>#{request.id}</bdi>
                      <RequestStatusChip status={request.status} />
                      <bdi>{summary(request)}</bdi>
                    </Box>
                  }
                  secondary={
                    <>
                      <Joined
                        parts={[
                          format(request.created_at, true),
                          request.shipper_name && translate('customer_orders.requests.shipper', { name: request.shipper_name }),
                          request.address,
                          request.notes,
                        ]}
                      />
                      {extra?.(request)}
                    </>
                  }
                  slotProps={{ secondary: { component: 'div' } }}
                />
              </ListItem>
              {shown === request.id && (
                <ListItem divider>
                  <RequestHistory id={request.id} />
                </ListItem>
              )}
            </Fragment>
          ))}
        </List>
      )}
      {(data?.count ?? 0) > PAGE_SIZE && (
        <Pagination count={Math.ceil((data?.count ?? 0) / PAGE_SIZE)} page={page} onChange={(_, next) => setPage(next)} sx={{ mt: 1 }} />
      )}
    </Paper>
  );
}
