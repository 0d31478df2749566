import { AutocompleteInput, ReferenceInput } from 'react-admin';
import type { LookupParent } from './config';

/** Picks the parent lookup (a zone's city, an area's zone) by typing part of its English or Arabic name. */
export function ParentReferenceInput({ parent }: { parent: LookupParent }) {
  return (
    <ReferenceInput source={parent.source} reference={parent.reference}>
      <AutocompleteInput sx={{ minWidth: 240 }} />
    </ReferenceInput>
  );
}
