/**
 * `/dashboard/adminorders/new/import`: staff import a customer's orders (the customer chosen first, or given as
 * `?customer=` by the customer's order list). Opened with the order entry screens, like the create form beside it.
 */
import { Card, CardContent } from '@mui/material';
import { useState } from 'react';
import { AutocompleteInput, Form, Title, type RaRecord } from 'react-admin';
import { useSearchParams } from 'react-router-dom';
import { PickerInput } from '../../shared/pickers';
import { customerOrdersPath } from '../paths';
import { OrderImport } from './OrderImport';

const ACTIVE = { is_active: true };
const idOf = (value: string | null): number | undefined => (value && /^[1-9]\d{0,9}$/.test(value) ? Number(value) : undefined);

export default function StaffImportPage() {
  const [search] = useSearchParams();
  const [customer, setCustomer] = useState(() => idOf(search.get('customer')));
  return (
    <Card sx={{ mt: 2, minWidth: 0 }}>
      <Title title="order_import.staff_title" />
      <CardContent>
        <OrderImport area="staff" customer={customer} ordersPath={customer === undefined ? '' : customerOrdersPath(customer)}>
          <Form noValidate defaultValues={{ customer }}>
            <PickerInput source="customer" reference="customers" filter={ACTIVE}>
              <AutocompleteInput
                label="order_import.customer"
                sx={{ maxWidth: 480 }}
                fullWidth
                onChange={(_value: unknown, record: RaRecord | '') => setCustomer(record ? Number(record.id) : undefined)}
              />
            </PickerInput>
          </Form>
        </OrderImport>
      </CardContent>
    </Card>
  );
}
