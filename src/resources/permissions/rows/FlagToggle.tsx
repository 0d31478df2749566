import { Checkbox } from '@mui/material';
import { useRecordContext, useResourceContext, useTranslate, useUpdate, type RaRecord } from 'react-admin';
import { useNotifyError } from '../../shared/errors';

/** One flag of one row as a checkbox that saves at once. */
export function FlagToggle({ flag, nameSource, disabled }: { flag: string; nameSource: string; disabled: boolean }) {
  const record = useRecordContext<RaRecord>();
  const resource = useResourceContext();
  const translate = useTranslate();
  const notifyError = useNotifyError();
  const [update, { isPending }] = useUpdate();
  if (!record || !resource) return null;
  const checked = record[flag] === true;
  const toggle = (on: boolean) => update(resource, { id: record.id, data: { [flag]: on }, previousData: record }, { onError: (error) => notifyError(error) });
  return (
    <Checkbox
      size="small"
      checked={checked}
      disabled={disabled || isPending}
      onClick={(event) => event.stopPropagation()}
      onChange={(event) => toggle(event.target.checked)}
      slotProps={{ input: { 'aria-label': `${translate(`resources.${resource}.fields.${flag}`)}: ${String(record[nameSource] ?? record.id)}` } }}
    />
  );
}
