/**
 * The order list's filters (server side): the search box, place, status, customer, shipper, dates and the
 * yes/no flags (approved on the urgent orders only). Rejected starts at "0" (spec section 9); its "both" choice
 * is sent as an empty string.
 */
import { useMemo, type ReactElement } from 'react';
import { AutocompleteInput, SearchInput, SelectInput, useTranslate, type AutocompleteInputProps, type SearchInputProps } from 'react-admin';
import { useFormContext, useWatch } from 'react-hook-form';
import { REJECTED_BOTH } from '../../../providers/orders/mapping';
import { ShipperInput } from '../inputs/ShipperInput';
import { STATUS_CHOICES } from '../status';
import type { FilterSource } from './variants';
import { PickerInput } from '../../shared/pickers';
import { DateInput } from '../../shared/DateInput';
import { followFilters } from '../follow/followFilters';

const yesNo = [
  { id: '1', name: 'resources.orders.filters.yes' },
  { id: '0', name: 'resources.orders.filters.no' },
];
const rejectedChoices = [
  { id: '0', name: 'resources.orders.filters.not_rejected' },
  { id: '1', name: 'resources.orders.filters.only_rejected' },
  { id: REJECTED_BOTH, name: 'resources.orders.filters.rejected_both' },
];

/** The search box: serial or customer serial, phone, or the recipient's name. */
function QueryInput(props: SearchInputProps) {
  const translate = useTranslate();
  return <SearchInput placeholder={translate('resources.orders.filters.query')} sx={{ minWidth: 260 }} {...props} />;
}

/** The city; choosing another one clears the zone. */
function CityFilter(props: Pick<AutocompleteInputProps, 'source' | 'alwaysOn'>) {
  const { setValue } = useFormContext();
  return (
    <PickerInput source="city" reference="City">
      <AutocompleteInput label="resources.orders.fields.city" onChange={() => setValue('zone', '')} sx={{ minWidth: 180 }} {...props} />
    </PickerInput>
  );
}

/** The zone, offered among the chosen city's zones only, once a city is chosen. */
function ZoneFilter(props: Pick<AutocompleteInputProps, 'source' | 'alwaysOn'>) {
  const city = useWatch<Record<string, unknown>>({ name: 'city' });
  const filter = useMemo(() => ({ city_id: city }), [city]);
  const hasCity = city != null && city !== '';
  return (
    <PickerInput source="zone" reference="Zone" filter={filter} enableGetChoices={() => hasCity}>
      <AutocompleteInput label="resources.orders.fields.zone" disabled={!hasCity} sx={{ minWidth: 180 }} {...props} />
    </PickerInput>
  );
}

type FilterElement = ReactElement<{ source: string }>;

export const orderFilters: FilterElement[] = [
  <QueryInput key="query" source="query" alwaysOn />,
  <CityFilter key="city" source="city" />,
  <ZoneFilter key="zone" source="zone" />,
  <SelectInput key="status" source="status" label="resources.orders.fields.Order_Delivery_Status" choices={STATUS_CHOICES} />,
  <PickerInput key="customer" source="customer" reference="customers">
    <AutocompleteInput label="resources.orders.fields.customer" sx={{ minWidth: 200 }} />
  </PickerInput>,
  <ShipperInput key="shipper" source="shipper" label="resources.orders.fields.shipper" sx={{ minWidth: 200 }} />,
  <DateInput key="order_date" source="order_date" label="resources.orders.filters.from_date" />,
  <DateInput key="to_date" source="to_date" label="resources.orders.filters.to_date" />,
  <SelectInput key="printO" source="printO" label="resources.orders.fields.printO" choices={yesNo} />,
  <SelectInput key="today" source="today" label="resources.orders.filters.today" choices={yesNo} />,
  <SelectInput key="rejected" source="rejected" label="resources.orders.fields.rejected" choices={rejectedChoices} />,
  <SelectInput key="pickup" source="pickup" label="resources.orders.fields.pick_up" choices={yesNo} />,
  <SelectInput key="taxable" source="taxable" label="resources.orders.fields.taxable" choices={yesNo} />,
  <SelectInput key="approved" source="approved" label="resources.orders.fields.approved" choices={yesNo} />,
  ...followFilters,
];

/**
 * The filters of a variant: those it offers (by key: the follow-up's shipper input reads its own choices into
 * the `shipper` source), less what its route fixes; the status choices narrowed if asked.
 */
export function filtersFor(preset: Record<string, unknown>, sources: readonly FilterSource[], statuses?: readonly string[]): FilterElement[] {
  const offered = new Set<string>(sources);
  return orderFilters
    .filter((input) => offered.has(String(input.key)) && !(input.props.source in preset))
    .map((input) =>
      statuses && input.props.source === 'status' ? (
        <SelectInput
          key="status"
          source="status"
          label="resources.orders.fields.Order_Delivery_Status"
          choices={STATUS_CHOICES.filter((c) => statuses.includes(c.id))}
        />
      ) : (
        input
      ),
    );
}
