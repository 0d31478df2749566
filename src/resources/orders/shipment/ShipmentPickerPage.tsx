/**
 * `/dashboard/Shipment`: choose a customer to open its shipment prices at
 * `Shipment/<id>/<name>/<address>/<company_name>` (spec section 2).
 */
import { Card, CardContent, Typography } from '@mui/material';
import { AutocompleteInput, Form, Title, useTranslate, type RaRecord } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { shipmentPath } from '../paths';
import { PickerInput } from '../../shared/pickers';

const text = (value: unknown): string => (typeof value === 'string' ? value : '');

export default function ShipmentPickerPage() {
  const translate = useTranslate();
  const navigate = useNavigate();
  const open = (record: RaRecord | '') => {
    if (!record) return;
    navigate(shipmentPath({ id: record.id, name: text(record.name), address: text(record.address), company_name: text(record.company_name) }));
  };
  return (
    <Card sx={{ mt: 2, maxWidth: 640 }}>
      <Title title="screens.Shipment" />
      <CardContent>
        <Typography variant="h6" component="h2">
          {translate('resources.orders.shipment.pick_title')}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          {translate('resources.orders.shipment.pick_hint')}
        </Typography>
        <Form noValidate>
          <PickerInput source="customer" reference="customers">
            <AutocompleteInput label="resources.orders.fields.customer" fullWidth onChange={(_value: unknown, record: RaRecord | '') => open(record)} />
          </PickerInput>
        </Form>
      </CardContent>
    </Card>
  );
}
