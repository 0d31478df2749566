import SaveIcon from '@mui/icons-material/Save';
import { Button, CircularProgress, Stack } from '@mui/material';
import { useTranslate } from 'react-admin';

/** The save button of a permission tab. */
export function SaveBar({ onSave, saving, disabled }: { onSave: () => void; saving: boolean; disabled?: boolean }) {
  const translate = useTranslate();
  return (
    <Stack direction="row" sx={{ mt: 1 }}>
      <Button
        variant="contained"
        startIcon={saving ? <CircularProgress size={18} color="inherit" /> : <SaveIcon />}
        onClick={onSave}
        disabled={saving || disabled}
      >
        {translate('ra.action.save')}
      </Button>
    </Stack>
  );
}
