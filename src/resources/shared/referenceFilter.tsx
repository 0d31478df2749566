import { AutocompleteInput } from 'react-admin';
import { PickerInput } from './pickers';

/** A list filter picking one record of another resource by name. */
export const referenceFilter = (source: string, reference: string) => (
  <PickerInput key={source} source={source} reference={reference}>
    <AutocompleteInput sx={{ minWidth: 200 }} />
  </PickerInput>
);
