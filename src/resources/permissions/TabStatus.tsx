import { Alert, LinearProgress } from '@mui/material';
import { useTranslate } from 'react-admin';

/** A tab's loading bar or load failure, or nothing once the data is there. */
export function TabStatus({ loading, failed }: { loading: boolean; failed: boolean }) {
  const translate = useTranslate();
  if (failed) return <Alert severity="error">{translate('ra.notification.http_error')}</Alert>;
  if (loading) return <LinearProgress />;
  return null;
}
