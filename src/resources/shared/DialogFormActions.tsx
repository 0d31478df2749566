import { Button, DialogActions } from '@mui/material';
import { useTranslate } from 'react-admin';

/** Cancel and submit buttons of a dialog form, both disabled while it saves. */
export function DialogFormActions({ saving, onCancel, submitLabel }: { saving: boolean; onCancel: () => void; submitLabel: string }) {
  const translate = useTranslate();
  return (
    <DialogActions>
      <Button onClick={onCancel} disabled={saving}>
        {translate('ra.action.cancel')}
      </Button>
      <Button type="submit" variant="contained" disabled={saving}>
        {translate(submitLabel)}
      </Button>
    </DialogActions>
  );
}
