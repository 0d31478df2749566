import AddIcon from '@mui/icons-material/Add';
import { Button, Dialog, DialogActions, DialogContent, DialogTitle } from '@mui/material';
import { useState } from 'react';
import { AutocompleteArrayInput, CheckboxGroupInput, Form, useNotify, useRefresh, useTranslate } from 'react-admin';
import { permissionsApi } from '../api';
import type { RowsConfig } from '../rowsConfig';
import { MultiPickerInput } from '../../shared/pickers';
import { useNotifyError } from '../../shared/errors';

interface AddValues {
  ids?: number[];
  flags?: string[];
}

/** Adds rows for the partners picked, with the flags ticked (existing rows get those flags turned on). */
export function AddPartnersButton({ config, userId, disabled }: { config: RowsConfig; userId: number; disabled: boolean }) {
  const translate = useTranslate();
  const notify = useNotify();
  const notifyError = useNotifyError();
  const refresh = useRefresh();
  const [open, setOpen] = useState(false);
  const [saving, setSaving] = useState(false);
  const choices = config.flags.map((flag) => ({ id: flag, name: `resources.${config.resource}.fields.${flag}` }));

  const submit = async (values: Record<string, unknown>) => {
    const { ids = [], flags = [] } = values as AddValues;
    if (ids.length === 0) return { ids: 'ra.validation.required' };
    setSaving(true);
    try {
      await permissionsApi.bulkGrant(config.resource, config.entity, userId, ids.map(Number), Object.fromEntries(flags.map((flag) => [flag, true])));
      notify('resources.userprivient.saved', { type: 'success' });
      refresh();
      setOpen(false);
      return undefined;
    } catch (error) {
      notifyError(error);
      return undefined;
    } finally {
      setSaving(false);
    }
  };

  return (
    <>
      <Button startIcon={<AddIcon />} onClick={() => setOpen(true)} disabled={disabled}>
        {translate(`resources.${config.resource}.add`)}
      </Button>
      <Dialog open={open} onClose={() => !saving && setOpen(false)} fullWidth maxWidth="sm">
        <Form onSubmit={submit} defaultValues={{ ids: [], flags: [...config.defaultFlags] }}>
          <DialogTitle>{translate(`resources.${config.resource}.add`)}</DialogTitle>
          <DialogContent>
            <MultiPickerInput source="ids" reference={config.partners} perPage={25}>
              <AutocompleteArrayInput label={`resources.${config.resource}.fields.${config.entity}_name`} filterToQuery={(q: string) => ({ q })} fullWidth />
            </MultiPickerInput>
            <CheckboxGroupInput source="flags" label="resources.userprivient.flags_to_grant" choices={choices} />
          </DialogContent>
          <DialogActions>
            <Button onClick={() => setOpen(false)} disabled={saving}>
              {translate('ra.action.cancel')}
            </Button>
            <Button type="submit" variant="contained" disabled={saving}>
              {translate('ra.action.add')}
            </Button>
          </DialogActions>
        </Form>
      </Dialog>
    </>
  );
}
