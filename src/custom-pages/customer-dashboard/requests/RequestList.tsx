import { Box, Chip, List, ListItem, ListItemText, Pagination, Paper, Typography, type ChipProps } from '@mui/material';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useDataProvider, useTranslate } from 'react-admin';
import { actionsFor, type RequestKind, type RequestStatus } from '../../../../domain/requests/rules';
import type { AppDataProvider } from '../../../providers/dataProvider';
import type { MerchantRequest } from '../../../providers/merchant';
import { ConfirmActionButton } from '../../../resources/shared/ConfirmActionButton';
import { useCairoDate } from '../../../resources/orders/format';

const PAGE_SIZE = 10;
const STATUS_COLOR: Record<RequestStatus, NonNullable<ChipProps['color']>> = {
  open: 'info',
  assigned: 'warning',
  done: 'success',
  cancelled: 'default',
};
export const requestsKey = (kind: RequestKind) => ['merchant', 'requests', kind];

/** What one request asks for, in a line. */
function useSummary() {
  const translate = useTranslate();
  const format = useCairoDate();
  return (request: MerchantRequest) => {
    if (request.kind === 'pickup')
      return translate('customer_orders.requests.pickup_summary', { date: format(request.pickup_date), smart_count: request.parcel_count ?? 0 });
    if (request.kind === 'return') return translate('customer_orders.requests.return_summary', { smart_count: request.orders.length });
    return request.items.map((item) => `${item.quantity} × ${item.name}`).join(', ');
  };
}

function CancelRequest({ request, kind }: { request: MerchantRequest; kind: RequestKind }) {
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

/** The merchant's requests of one kind, newest first, each with its status, shipper and, while open, a cancel. */
export function RequestList({ kind }: { kind: RequestKind }) {
  const dataProvider = useDataProvider<AppDataProvider>();
  const translate = useTranslate();
  const format = useCairoDate();
  const summary = useSummary();
  const [page, setPage] = useState(1);
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
            <ListItem
              key={request.id}
              divider
              secondaryAction={actionsFor(request.status, 'merchant').includes('cancel') && <CancelRequest request={request} kind={kind} />}
            >
              <ListItemText
                primary={
                  <Box component="span" sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
                    <bdi>#{request.id}</bdi>
                    <Chip size="small" color={STATUS_COLOR[request.status]} label={translate(`customer_orders.requests.statuses.${request.status}`)} />
                    <bdi>{summary(request)}</bdi>
                  </Box>
                }
                secondary={[
                  format(request.created_at, true),
                  request.shipper_name && translate('customer_orders.requests.shipper', { name: request.shipper_name }),
                  request.address,
                  request.notes,
                ]
                  .filter(Boolean)
                  .join(' · ')}
              />
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
