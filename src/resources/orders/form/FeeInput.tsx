import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { HttpError, useDataProvider } from 'react-admin';
import { useFormContext, useWatch } from 'react-hook-form';
import type { AppDataProvider } from '../../../providers/dataProvider';
import { AmountInput } from '../inputs/AmountInput';

const idOf = (value: unknown): number | null => (value != null && value !== '' && Number(value) > 0 ? Number(value) : null);

/**
 * The delivery fee, filled from the customer's price for the city and zone (GET shipment-price) whenever one
 * of them changes; an edited order keeps its fee until then. Read-only unless the user may see the fees.
 */
export function FeeInput({ editable, keepInitial }: { editable: boolean; keepInitial: boolean }) {
  const dataProvider = useDataProvider<AppDataProvider>();
  const { setValue } = useFormContext();
  const [customerValue, cityValue, zoneValue] = useWatch<Record<string, unknown>>({ name: ['customer', 'city', 'zone'] }) as unknown[];
  const customer = idOf(customerValue);
  const city = idOf(cityValue);
  const zone = idOf(zoneValue);
  const key = `${customer}|${city}|${zone}`;
  const applied = useRef<string | null>(keepInitial ? key : null);
  const price = useQuery({
    queryKey: ['orders', 'price', customer, city, zone],
    queryFn: () => dataProvider.shipmentPrice(Number(customer), Number(city), zone),
    enabled: customer !== null && city !== null,
    retry: false,
  });

  useEffect(() => {
    if (!price.data || applied.current === key) return;
    applied.current = key;
    setValue('total_fees', price.data.fee, { shouldDirty: true });
  }, [price.data, key, setValue]);

  const noPrice = price.error instanceof HttpError && price.error.status === 404;
  return (
    <AmountInput
      source="total_fees"
      label="resources.orders.fields.total_fees"
      helperText={noPrice ? 'prices.no_price' : editable ? undefined : 'resources.orders.form.fee_from_price'}
      readOnly={!editable}
      limit="fee"
    />
  );
}
