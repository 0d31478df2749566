import { AutocompleteInput, type AutocompleteInputProps } from 'react-admin';
import { useShipperChoices } from './useOrderData';

/**
 * A shipper picked by name from the active shippers the user may see (GET shipper/), usable in forms, dialogs
 * and list filters alike; the hub is one of them.
 */
export function ShipperInput(props: Omit<AutocompleteInputProps, 'choices'>) {
  const { data, isPending } = useShipperChoices();
  return <AutocompleteInput choices={data ?? []} isPending={isPending} optionText="name" {...props} />;
}
