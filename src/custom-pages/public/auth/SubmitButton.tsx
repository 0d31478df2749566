import { Button, CircularProgress } from '@mui/material';
import { useTranslate } from 'react-admin';

interface SubmitButtonProps {
  label: string;
  submitting: boolean;
  fullWidth?: boolean;
}

/** The form's submit button; disabled with a spinner while the form is being sent. */
export function SubmitButton({ label, submitting, fullWidth }: SubmitButtonProps) {
  const translate = useTranslate();
  return (
    <Button
      type="submit"
      variant="contained"
      size="large"
      fullWidth={fullWidth}
      disabled={submitting}
      startIcon={submitting ? <CircularProgress size={18} color="inherit" aria-label={translate('public.loading')} /> : undefined}
    >
      {label}
    </Button>
  );
}
