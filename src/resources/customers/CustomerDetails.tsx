import { Box, Typography } from '@mui/material';
import type { ReactElement, ReactNode } from 'react';
import { BooleanField, DateField, EmailField, Labeled, ReferenceField, SelectField, TextField, useLocale, useTranslate } from 'react-admin';
import { PAYOUT_METHODS } from '../../../domain/validation';
import { DATE_TIME_FORMAT } from '../../../domain/time';
import { ContactText } from './ContactText';

const payoutChoices = PAYOUT_METHODS.map((method) => ({ id: method, name: `resources.customers.payout_methods.${method}` }));

function Section({ title, children }: { title: string; children: ReactNode }) {
  const translate = useTranslate();
  return (
    <Box component="section" sx={{ mb: 2 }}>
      <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600, mb: 1 }}>
        {translate(`resources.customers.sections.${title}`)}
      </Typography>
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', md: 'repeat(3, 1fr)' }, gap: 2 }}>{children}</Box>
    </Box>
  );
}

const Field = ({ source, children }: { source: string; children: ReactElement }) => (
  <Labeled source={source} label={`resources.customers.fields.${source}`}>
    {children}
  </Labeled>
);

/** The customer's data on its detail page, in the same sections as the form. */
export function CustomerDetails() {
  const locale = useLocale();
  return (
    <>
      <Section title="identity">
        <Field source="name">
          <TextField source="name" />
        </Field>
        <Field source="company_name">
          <TextField source="company_name" />
        </Field>
        <Field source="category_id">
          <ReferenceField source="category_id" reference="customercategory" link={false} emptyText="—" />
        </Field>
        <Field source="is_active">
          <BooleanField source="is_active" />
        </Field>
        <Field source="created_at">
          <DateField source="created_at" showTime locales={locale} options={DATE_TIME_FORMAT} />
        </Field>
      </Section>
      <Section title="contact">
        <Field source="phone">
          <ContactText source="phone" />
        </Field>
        <Field source="phone2">
          <ContactText source="phone2" />
        </Field>
        <Field source="email">
          <EmailField source="email" emptyText="—" />
        </Field>
      </Section>
      <Section title="address">
        <Field source="city_id">
          <ReferenceField source="city_id" reference="City" link={false} emptyText="—" />
        </Field>
        <Field source="zone_id">
          <ReferenceField source="zone_id" reference="Zone" link={false} emptyText="—" />
        </Field>
        <Field source="address">
          <ContactText source="address" />
        </Field>
      </Section>
      <Section title="pickup">
        <Field source="pickup_address">
          <ContactText source="pickup_address" />
        </Field>
        <Field source="pickup_shipper_id">
          <ReferenceField source="pickup_shipper_id" reference="Shipper" link={false} emptyText="—" />
        </Field>
      </Section>
      <Section title="billing">
        <Field source="payout_method">
          <SelectField source="payout_method" choices={payoutChoices} />
        </Field>
        <Field source="payout_account">
          <ContactText source="payout_account" />
        </Field>
      </Section>
      <Section title="flags">
        <Field source="autoCollect">
          <BooleanField source="autoCollect" />
        </Field>
        <Field source="autoPickup">
          <BooleanField source="autoPickup" />
        </Field>
        <Field source="HasReturnPrice">
          <BooleanField source="HasReturnPrice" />
        </Field>
      </Section>
      <Section title="notes">
        <Field source="notes">
          <TextField source="notes" emptyText="—" sx={{ whiteSpace: 'pre-wrap' }} />
        </Field>
      </Section>
    </>
  );
}
