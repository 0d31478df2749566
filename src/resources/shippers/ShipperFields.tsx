import LockIcon from '@mui/icons-material/Lock';
import WarehouseIcon from '@mui/icons-material/Warehouse';
import { Chip, Stack, Typography } from '@mui/material';
import { useRecordContext, useTranslate } from 'react-admin';

export interface ShipperRecord {
  id: number;
  name: string;
  phone: string;
  vehicle_type: string;
  vehicle_plate: string;
  delivery_fee: string;
  return_fee: string;
  is_hub: boolean;
  contact_hidden?: { phone: boolean };
}

/** The mobile number, or a 'Hidden' label when the user may not see it (spec section 6). */
export function PhoneField() {
  const record = useRecordContext<ShipperRecord>();
  const translate = useTranslate();
  if (!record) return null;
  if (record.contact_hidden?.phone) {
    return <Chip size="small" variant="outlined" icon={<LockIcon />} label={translate('resources.Shipper.hidden')} />;
  }
  return <span dir="ltr">{record.phone}</span>;
}

/** The name, with a badge on the hub. */
export function NameField() {
  const record = useRecordContext<ShipperRecord>();
  const translate = useTranslate();
  if (!record) return null;
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
      <Typography variant="body2" component="span">
        {record.name}
      </Typography>
      {record.is_hub && <Chip size="small" color="primary" icon={<WarehouseIcon />} label={translate('resources.Shipper.hub')} />}
    </Stack>
  );
}

/** The vehicle type and, under it, the plate. */
export function VehicleField() {
  const record = useRecordContext<ShipperRecord>();
  const translate = useTranslate();
  if (!record) return null;
  return (
    <Stack>
      <Typography variant="body2" component="span">
        {translate(`resources.Shipper.vehicle_types.${record.vehicle_type}`, { _: record.vehicle_type })}
      </Typography>
      {record.vehicle_plate && (
        <Typography variant="caption" color="text.secondary" component="span">
          {record.vehicle_plate}
        </Typography>
      )}
    </Stack>
  );
}
