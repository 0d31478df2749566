import { Box, Chip, DialogContentText } from '@mui/material';
import { useEffect, useEffectEvent } from 'react';
import { useGetRecordRepresentation, useListContext, useTranslate } from 'react-admin';

/**
 * Keeps a list's selection to what the user ticked on the rows in front of them (rendered inside a list with bulk
 * actions): it starts empty when the list opens (a reload, or coming back to it, shows no ticks left from before)
 * and is cleared when the filters, the page, its size or the order change. Only react-admin's "Select all" reaches
 * beyond the page, and says how many it took.
 */
export function SelectionFollowsList() {
  const { filterValues, page, perPage, sort, onUnselectItems } = useListContext();
  const query = JSON.stringify([filterValues, page, perPage, sort]);
  const clear = useEffectEvent(() => onUnselectItems());
  useEffect(() => clear(), [query]);
  return null;
}

/** What a bulk action will change: the selected records shown on the page, named as the resource names them, and how many others ("Select all" takes records of other pages). */
export function useSelectedNames(): { names: string[]; others: number } {
  const { data = [], selectedIds, resource } = useListContext();
  const represent = useGetRecordRepresentation(resource);
  const names = data
    .filter((record) => selectedIds.includes(record.id))
    .map((record) => {
      const name: unknown = represent(record);
      return typeof name === 'string' || typeof name === 'number' ? String(name) : `#${String(record.id)}`;
    });
  return { names, others: selectedIds.length - names.length };
}

/** What a bulk action will change, one chip per record (and one for the others), shown in its dialog under the count. */
export function ChangeList({ names, others = 0 }: { names: readonly string[]; others?: number }) {
  const translate = useTranslate();
  return (
    <Box
      component="ul"
      aria-label={translate('resources.shared.will_change')}
      sx={{ listStyle: 'none', display: 'flex', flexWrap: 'wrap', gap: 0.5, p: 0, m: 0, my: 1, maxHeight: 160, overflowY: 'auto' }}
    >
      {names.map((name, index) => (
        <li key={`${name}-${index}`}>
          <Chip size="small" label={<bdi>{name}</bdi>} />
        </li>
      ))}
      {others > 0 && (
        <li>
          <Chip size="small" variant="outlined" label={translate('resources.shared.others', { smart_count: others })} />
        </li>
      )}
    </Box>
  );
}

/** The list's selected records as a ChangeList. */
export function SelectedRecords() {
  const { names, others } = useSelectedNames();
  return <ChangeList names={names} others={others} />;
}

/** A bulk confirmation's text (`text`, translated with the selection's count and `args`) above what it will change. */
export function BulkConfirmContent({ text, args = {} }: { text: string; args?: Record<string, unknown> }) {
  const translate = useTranslate();
  const { selectedIds } = useListContext();
  return (
    <>
      <DialogContentText>{translate(text, { smart_count: selectedIds.length, ...args })}</DialogContentText>
      <SelectedRecords />
    </>
  );
}
