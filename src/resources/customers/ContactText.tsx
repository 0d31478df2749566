import { Typography } from '@mui/material';
import { TextField, useRecordContext, useTranslate } from 'react-admin';
import { rightOf, type ContactSource, type CustomerRecord } from './types';

/** A phone or address, or a translated 'hidden' mark when the user may not see it (the API sends it blank). */
export function ContactText({ source }: { source: ContactSource }) {
  const record = useRecordContext<CustomerRecord>();
  const translate = useTranslate();
  if (record?.contact_hidden?.[rightOf(source)]) {
    return (
      <Typography component="span" variant="body2" sx={{ color: 'text.secondary', fontStyle: 'italic' }}>
        {translate('resources.customers.hidden')}
      </Typography>
    );
  }
  return <TextField source={source} emptyText="—" />;
}
