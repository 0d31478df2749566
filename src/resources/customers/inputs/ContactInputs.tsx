import { useState, type FocusEvent } from 'react';
import { TextInput, useRecordContext } from 'react-admin';
import { EGYPT_MOBILE_RE } from '../../../../domain/validation';
import { checkPhone } from '../api';
import type { CustomerRecord } from '../types';
import { FormSection, Row } from './FormSection';
import { HiddenContact } from './HiddenContact';

/**
 * The main phone, checked against other customers when the user leaves the field. The server refuses a taken
 * number anyway; this only says so early. A refused check (no right to ask) says nothing.
 */
function PhoneInput({ recordId }: { recordId?: number }) {
  const [taken, setTaken] = useState(false);
  const check = async (event: FocusEvent<HTMLInputElement>) => {
    const phone = event.target.value.trim();
    if (!EGYPT_MOBILE_RE.test(phone)) return setTaken(false);
    try {
      setTaken((await checkPhone(phone, recordId)).exists);
    } catch {
      setTaken(false);
    }
  };
  return (
    <TextInput
      source="phone"
      type="tel"
      onBlur={check}
      helperText={taken ? 'customers.phone_taken' : undefined}
      slotProps={{ htmlInput: { dir: 'ltr', inputMode: 'tel' } }}
      fullWidth
    />
  );
}

/** Phones (or the hidden mark when the user may not see them) and email. */
export function ContactInputs() {
  const record = useRecordContext<CustomerRecord>();
  const phoneHidden = record?.contact_hidden?.phone === true;
  return (
    <FormSection title="contact">
      {phoneHidden ? (
        <Row>
          <HiddenContact source="phone" />
          <HiddenContact source="phone2" />
        </Row>
      ) : (
        <Row>
          <PhoneInput recordId={record?.id} />
          <TextInput source="phone2" type="tel" slotProps={{ htmlInput: { dir: 'ltr', inputMode: 'tel' } }} fullWidth />
        </Row>
      )}
      <TextInput source="email" type="email" fullWidth />
    </FormSection>
  );
}
