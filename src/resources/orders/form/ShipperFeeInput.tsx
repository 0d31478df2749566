import { useEffect, useRef } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { useShipperChoices } from '../inputs/useOrderData';
import { AmountInput } from '../inputs/AmountInput';

/**
 * What the shipper earns for the order. Choosing a shipper fills in his delivery fee, so the clerk sees it; once
 * a person types a fee of their own (now, or before: `typedBefore`) no shipper change replaces it, and the
 * server keeps it too when the order is assigned or sent out.
 */
export function ShipperFeeInput({ typedBefore }: { typedBefore: boolean }) {
  const { setValue } = useFormContext();
  const shipper = useWatch<Record<string, unknown>>({ name: 'shipper' });
  const { data: shippers } = useShipperChoices();
  const typed = useRef(typedBefore);
  const filledFor = useRef(shipper);

  useEffect(() => {
    if (shipper === filledFor.current || typed.current) return;
    const fee = shippers?.find((choice) => choice.id === Number(shipper))?.delivery_fee;
    if (fee === undefined) return;
    filledFor.current = shipper;
    setValue('shipper_fees', fee, { shouldDirty: true });
  }, [shipper, shippers, setValue]);

  return (
    <AmountInput
      source="shipper_fees"
      label="resources.orders.fields.shipper_fees"
      helperText="resources.orders.form.shipper_fee_hint"
      limit="fee"
      onChange={() => {
        typed.current = true;
      }}
    />
  );
}
