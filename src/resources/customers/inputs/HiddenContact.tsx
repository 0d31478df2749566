import { Typography } from '@mui/material';
import { Labeled, useTranslate } from 'react-admin';
import type { ContactSource } from '../types';

/** Stands in for a contact input the user may not see: the stored value is kept when the form is saved. */
export function HiddenContact({ source }: { source: ContactSource }) {
  const translate = useTranslate();
  return (
    <Labeled label={`resources.customers.fields.${source}`} sx={{ mb: 2, mr: 2 }}>
      <Typography variant="body2" sx={{ color: 'text.secondary', fontStyle: 'italic' }}>
        {translate('resources.customers.hidden')}
      </Typography>
    </Labeled>
  );
}
