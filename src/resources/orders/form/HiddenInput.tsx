import { TextField } from '@mui/material';
import { useTranslate } from 'react-admin';

/** Stands in for an input whose value is hidden from the user; the server keeps the stored value. */
export function HiddenInput({ source }: { source: string }) {
  const translate = useTranslate();
  return (
    <TextField
      label={translate(`resources.orders.fields.${source}`)}
      value={translate('resources.orders.hidden')}
      disabled
      fullWidth
      margin="dense"
      size="small"
      sx={{ mt: 1, mb: 0.5 }}
    />
  );
}
