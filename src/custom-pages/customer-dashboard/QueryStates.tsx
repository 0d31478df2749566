import { Alert, Box, Button, CircularProgress } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useErrorText } from '../../resources/shared/errors';

/** A call that failed: what went wrong, in the interface's language, and a button to try again. */
export function RetryAlert({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const translate = useTranslate();
  const errorText = useErrorText();
  return (
    <Alert
      severity="error"
      action={
        <Button color="inherit" size="small" onClick={onRetry}>
          {translate('customer_orders.analytics.retry')}
        </Button>
      }
    >
      {errorText(error)}
    </Alert>
  );
}

/** A page's content while its first answer is on the way. */
export function Loading() {
  const translate = useTranslate();
  return (
    <Box role="status" sx={{ display: 'flex', justifyContent: 'center', py: 6 }}>
      <CircularProgress aria-label={translate('ra.page.loading')} />
    </Box>
  );
}
