import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import { Box, IconButton, Link, Stack, Tooltip, Typography } from '@mui/material';
import { useListContext, useNotify, useRecordContext, useTranslate } from 'react-admin';
import type { CollectTotals } from '../../../../domain/requests/collect';
import { useMoney } from '../../shared/money';
import type { RequestRecord } from '../../../../domain/api/requests';

/** How a collect request's money goes, in the interface's language. */
export function CollectMethodField() {
  const record = useRecordContext<RequestRecord>();
  const translate = useTranslate();
  return record?.payout_method ? <>{translate(`request_desk.collect.methods.${record.payout_method}`)}</> : null;
}

/** Above the collect desk: how many orders the listed requests hold together (the call's total_orders). */
export function OrdersTotal() {
  const { meta } = useListContext();
  const translate = useTranslate();
  const total = (meta as { total_orders?: number } | undefined)?.total_orders;
  if (total === undefined) return null;
  return (
    <Typography variant="body2" color="text.secondary" sx={{ px: 2, pt: 1 }} role="status">
      {translate('request_desk.collect.orders_total', { smart_count: total })}
    </Typography>
  );
}

/** A collect request's figures, each in LE; a figure the caller may not see says so. */
export function CollectMoney({ totals }: { totals: CollectTotals }) {
  const translate = useTranslate();
  const money = useMoney();
  const rows: [string, string][] = [
    ['request_desk.collect.orders', String(totals.orders)],
    ['request_desk.collect.collected', money(totals.collected)],
    ['request_desk.collect.fees', money(totals.fees)],
    ['request_desk.collect.return_fees', money(totals.return_fees)],
    ['request_desk.collect.net', money(totals.net)],
  ];
  return (
    <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: 'max-content 1fr', columnGap: 2, rowGap: 0.5, m: 0 }}>
      {rows.map(([label, value]) => (
        <Box key={label} sx={{ display: 'contents' }}>
          <Typography component="dt" color="text.secondary">
            {translate(label)}
          </Typography>
          <Typography component="dd" sx={{ m: 0, fontWeight: label.endsWith('.net') ? 700 : 400 }}>
            <bdi>{value || translate('request_desk.collect.hidden')}</bdi>
          </Typography>
        </Box>
      ))}
    </Box>
  );
}

/**
 * A handed-over request's receipt (its photo, opening full size) and its public page's link, with a button that
 * copies the whole address to send it to the merchant.
 */
export function ReceiptAndLink({ request, receiptLabel, galleryLabel }: { request: RequestRecord; receiptLabel: string; galleryLabel: string }) {
  const translate = useTranslate();
  const notify = useNotify();
  if (!request.receipt_url) return null;
  const gallery = request.gallery_url ? `${window.location.origin}${request.gallery_url}` : null;
  const copy = async () => {
    if (!gallery) return;
    await navigator.clipboard?.writeText(gallery);
    notify('request_desk.collect.copied', { type: 'info' });
  };
  return (
    <Stack direction="row" sx={{ gap: 2, alignItems: 'center', flexWrap: 'wrap', mt: 1 }}>
      <Link href={request.receipt_url} target="_blank" rel="noopener" aria-label={translate(receiptLabel)}>
        <Box
          component="img"
          src={request.receipt_url}
          alt={translate('request_desk.collect.receipt_alt', { id: request.id })}
          sx={{ display: 'block', width: 96, height: 72, objectFit: 'cover', borderRadius: 1, border: 1, borderColor: 'divider' }}
        />
      </Link>
      {gallery && (
        <Stack direction="row" sx={{ alignItems: 'center', gap: 0.5 }}>
          <Link href={request.gallery_url!} target="_blank" rel="noopener">
            {translate(galleryLabel)}
          </Link>
          <Tooltip title={translate('request_desk.collect.copy')}>
            <IconButton size="small" onClick={() => void copy()} aria-label={translate('request_desk.collect.copy')}>
              <ContentCopyIcon fontSize="small" />
            </IconButton>
          </Tooltip>
        </Stack>
      )}
    </Stack>
  );
}
