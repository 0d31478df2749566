import type { ReactElement } from 'react';
import { AutocompleteArrayInput, AutocompleteInput, BooleanInput, SearchInput, SelectInput } from 'react-admin';
import type { RequestKind } from '../../../domain/requests/rules';
import { REQUEST_STATUSES } from '../../../domain/requests/rules';
import { REQUEST_SOURCES } from '../../../domain/requests/desks';
import { useShipperChoices } from '../orders/inputs/useOrderData';
import { DateInput } from '../shared/DateInput';
import { PickerInput } from '../shared/pickers';

function ShippersFilter(props: { source: string; label: string }) {
  const { data, isPending } = useShipperChoices();
  return <AutocompleteArrayInput choices={data ?? []} isPending={isPending} optionText="name" {...props} />;
}

const statusChoices = REQUEST_STATUSES.map((status) => ({ id: status, name: `customer_orders.requests.statuses.${status}` }));
const sourceChoices = REQUEST_SOURCES.map((source) => ({ id: source, name: `request_desk.sources.${source}` }));
const returnChoices = [
  { id: 'true', name: 'request_desk.collect.has_return_yes' },
  { id: 'false', name: 'request_desk.collect.has_return_no' },
];

/**
 * A desk's filters (the spec's list calls): the search box, the days (pickup days on the pickup desk, days asked
 * on the others), status, couriers, customer; for pickups, who asked and the finished ones; for collect requests,
 * whether the merchant also has a return to do.
 */
export function deskFilters(kind: RequestKind, searchLabel: string): ReactElement[] {
  const days = kind === 'pickup' ? 'request_desk.pickup_days' : 'request_desk.asked_days';
  return [
    <SearchInput key="q" source="q" alwaysOn placeholder={searchLabel} />,
    ...(kind === 'pickup' ? [<BooleanInput key="finished" source="finished" label="request_desk.finished" alwaysOn />] : []),
    <DateInput key="from" source="from" label={`${days}_from`} alwaysOn />,
    <DateInput key="to" source="to" label={`${days}_to`} alwaysOn />,
    <SelectInput key="status" source="status" label="request_desk.status" choices={statusChoices} />,
    <ShippersFilter key="shippers" source="shippers" label="request_desk.shippers" />,
    <PickerInput key="customer_id" source="customer_id" reference="customers">
      <AutocompleteInput label="request_desk.customer" optionText="name" />
    </PickerInput>,
    ...(kind === 'pickup' ? [<SelectInput key="user_type" source="user_type" label="request_desk.source" choices={sourceChoices} />] : []),
    ...(kind === 'collect'
      ? [<SelectInput key="has_return_request" source="has_return_request" label="request_desk.collect.has_return" choices={returnChoices} />]
      : []),
  ];
}
