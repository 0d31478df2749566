import { Button, Dialog, DialogActions, DialogContent, DialogTitle, TextField } from '@mui/material';
import { useState, type FormEvent } from 'react';
import { useTranslate } from 'react-admin';

interface SaveFilterDialogProps {
  onSave: (name: string) => Promise<void>;
  onClose: () => void;
  onError: (error: unknown) => void;
}

/** Asks for the name to save the current filters under. */
export function SaveFilterDialog({ onSave, onClose, onError }: SaveFilterDialogProps) {
  const translate = useTranslate();
  const [name, setName] = useState('');
  const [saving, setSaving] = useState(false);
  const [missing, setMissing] = useState(false);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (name.trim() === '') return setMissing(true);
    setSaving(true);
    try {
      await onSave(name.trim());
      onClose();
    } catch (error) {
      onError(error);
    } finally {
      setSaving(false);
    }
  };
  return (
    <Dialog open onClose={() => !saving && onClose()} fullWidth maxWidth="xs">
      <form onSubmit={(event) => void submit(event)} noValidate>
        <DialogTitle>{translate('resources.orders.saved_filters.title')}</DialogTitle>
        <DialogContent>
          <TextField
            label={translate('resources.orders.saved_filters.name')}
            value={name}
            onChange={(event) => setName(event.target.value)}
            error={missing}
            helperText={missing ? translate('validation.name_required') : undefined}
            autoFocus
            fullWidth
            margin="dense"
            slotProps={{ htmlInput: { maxLength: 100 } }}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={saving}>
            {translate('ra.action.cancel')}
          </Button>
          <Button type="submit" variant="contained" disabled={saving}>
            {translate('ra.action.save')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
