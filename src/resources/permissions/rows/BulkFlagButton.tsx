import TuneIcon from '@mui/icons-material/Tune';
import { Button, Dialog, DialogActions, DialogContent, DialogTitle, FormControlLabel, MenuItem, Stack, Switch, TextField } from '@mui/material';
import { useState } from 'react';
import { useListContext, useNotify, useRefresh, useTranslate } from 'react-admin';
import { permissionsApi } from '../api';
import { partnerIdOf, type RowsConfig } from '../rowsConfig';
import { useNotifyError } from '../../shared/errors';

/** Sets one flag on or off for every selected row. */
export function BulkFlagButton({ config, userId }: { config: RowsConfig; userId: number }) {
  const translate = useTranslate();
  const notify = useNotify();
  const notifyError = useNotifyError();
  const refresh = useRefresh();
  const { selectedIds, onUnselectItems } = useListContext();
  const [open, setOpen] = useState(false);
  const [flag, setFlag] = useState(config.flags[0] ?? '');
  const [on, setOn] = useState(true);
  const [saving, setSaving] = useState(false);

  const apply = async () => {
    setSaving(true);
    try {
      await permissionsApi.bulkGrant(config.resource, config.entity, userId, selectedIds.map(partnerIdOf), { [flag]: on });
      notify('resources.userprivient.saved', { type: 'success' });
      onUnselectItems();
      refresh();
      setOpen(false);
    } catch (error) {
      notifyError(error);
    } finally {
      setSaving(false);
    }
  };

  return (
    <>
      <Button size="small" startIcon={<TuneIcon />} onClick={() => setOpen(true)}>
        {translate('resources.userprivient.bulk.button')}
      </Button>
      <Dialog open={open} onClose={() => !saving && setOpen(false)} fullWidth maxWidth="xs">
        <DialogTitle>{translate('resources.userprivient.bulk.title', { smart_count: selectedIds.length })}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            <TextField select label={translate('resources.userprivient.bulk.flag')} value={flag} onChange={(event) => setFlag(event.target.value)}>
              {config.flags.map((name) => (
                <MenuItem key={name} value={name}>
                  {translate(`resources.${config.resource}.fields.${name}`)}
                </MenuItem>
              ))}
            </TextField>
            <FormControlLabel
              control={<Switch checked={on} onChange={(event) => setOn(event.target.checked)} />}
              label={translate('resources.userprivient.bulk.on')}
            />
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setOpen(false)} disabled={saving}>
            {translate('ra.action.cancel')}
          </Button>
          <Button variant="contained" onClick={apply} disabled={saving || !flag}>
            {translate('resources.userprivient.bulk.apply')}
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
