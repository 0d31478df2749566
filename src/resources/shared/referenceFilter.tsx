import { AutocompleteInput, ReferenceInput } from 'react-admin';

/** A list filter picking one record of another resource by name. */
export const referenceFilter = (source: string, reference: string) => (
  <ReferenceInput key={source} source={source} reference={reference}>
    <AutocompleteInput sx={{ minWidth: 200 }} />
  </ReferenceInput>
);
