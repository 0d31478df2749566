import { BooleanInput, TextInput } from 'react-admin';
import { useLookupConfig } from './config';
import { ParentReferenceInput } from './ParentReferenceInput';

/** The fields of every lookup, shared by its create and edit pages. */
export function LookupInputs() {
  const { parent } = useLookupConfig();
  return (
    <>
      <TextInput source="name" sx={{ maxWidth: 480 }} fullWidth />
      <TextInput source="name_ar" sx={{ maxWidth: 480 }} fullWidth slotProps={{ htmlInput: { dir: 'rtl', lang: 'ar' } }} />
      {parent && <ParentReferenceInput parent={parent} />}
      <BooleanInput source="is_active" />
    </>
  );
}
