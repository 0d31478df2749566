import { CircularProgress } from '@mui/material';
import { useGetOne, useRecordContext, useResourceContext, useTranslate } from 'react-admin';
import { RequestHistoryList } from './parts';
import type { DeskRequestDetails, RequestRecord } from '../../../domain/api/requests';

/** A desk row opened: the request's notes and history, read when first shown. */
export function RequestPanel() {
  const record = useRecordContext<RequestRecord>();
  const resource = useResourceContext() ?? '';
  const translate = useTranslate();
  const { data } = useGetOne<DeskRequestDetails>(resource, { id: record?.id ?? 0 }, { enabled: Boolean(record) });
  // Until the request itself is read, react-admin shows the list's copy, which has no history.
  if (!data?.history) return <CircularProgress size={16} aria-label={translate('ra.page.loading')} />;
  return <RequestHistoryList id={data.id} history={data.history} />;
}
