import { Alert, Button } from '@mui/material';
import { useTranslate } from 'react-admin';

/** Someone else changed the order: says so, with a Reload button that fetches it afresh. */
export function StaleAlert({ onReload }: { onReload: () => void }) {
  const translate = useTranslate();
  return (
    <Alert
      severity="warning"
      role="alert"
      sx={{ mb: 2 }}
      action={
        <Button color="inherit" size="small" onClick={onReload}>
          {translate('resources.orders.reload')}
        </Button>
      }
    >
      {translate('orders.stale')}
    </Alert>
  );
}
