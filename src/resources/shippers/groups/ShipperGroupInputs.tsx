import { TextInput } from 'react-admin';

/** A shipper group's fields, shared by its create and edit pages. */
export function ShipperGroupInputs() {
  return (
    <>
      <TextInput source="name" sx={{ maxWidth: 480 }} fullWidth />
      <TextInput source="name_ar" sx={{ maxWidth: 480 }} fullWidth slotProps={{ htmlInput: { dir: 'rtl', lang: 'ar' } }} />
      <TextInput source="notes" multiline minRows={2} sx={{ maxWidth: 480 }} fullWidth />
    </>
  );
}
