import TuneIcon from '@mui/icons-material/Tune';
import { Drawer, IconButton, Tooltip } from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { SettingsDrawer } from './SettingsDrawer';

/**
 * Opens the display settings at the end side. MUI styles `anchor="right"` with `right: 0`, which the
 * right-to-left emotion cache turns into `left: 0`, and slides it from the matching side.
 */
export function SettingsButton() {
  const translate = useTranslate();
  const [open, setOpen] = useState(false);
  const title = translate('app.menu.open_settings');
  return (
    <>
      <Tooltip title={title}>
        <IconButton color="inherit" aria-label={title} aria-haspopup="dialog" onClick={() => setOpen(true)}>
          <TuneIcon />
        </IconButton>
      </Tooltip>
      <Drawer anchor="right" open={open} onClose={() => setOpen(false)}>
        <SettingsDrawer onClose={() => setOpen(false)} />
      </Drawer>
    </>
  );
}
