import { AutocompleteInput } from 'react-admin';
import type { LookupParent } from './config';
import { PickerInput } from '../shared/pickers';

/** Picks the parent lookup (a zone's city, an area's zone) by typing part of its English or Arabic name. */
export function ParentReferenceInput({ parent }: { parent: LookupParent }) {
  return (
    <PickerInput source={parent.source} reference={parent.reference}>
      <AutocompleteInput sx={{ minWidth: 240 }} />
    </PickerInput>
  );
}
