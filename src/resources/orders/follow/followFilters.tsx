/**
 * The follow-up's own filters (domain/orders/follow-up.ts): the shipper among those with parcels in the chosen
 * days that the user may see (getOrderFollowShipperFilter), the status group, photos and cash.
 */
import { useQuery } from '@tanstack/react-query';
import { SelectInput, useDataProvider, type SelectInputProps } from 'react-admin';
import { useWatch } from 'react-hook-form';
import { FOLLOW_STATUSES, IMAGE_STATUSES, TOTAL_STATUSES } from '../../../../domain/orders/follow-up';
import { cairoToday } from '../../../../domain/time';
import type { AppDataProvider } from '../../../providers/dataProvider';

const choicesOf = (values: readonly string[], group: string) => values.map((id) => ({ id, name: `follow_up.${group}.${id}` }));
export const FOLLOW_STATUS_CHOICES = choicesOf(FOLLOW_STATUSES, 'groups');

/** The shippers with parcels in the chosen days. */
export function FollowShipperInput(props: Omit<SelectInputProps, 'choices'>) {
  const dataProvider = useDataProvider<AppDataProvider>();
  const from = useWatch<Record<string, string | undefined>>({ name: 'order_date' }) || cairoToday();
  const to = useWatch<Record<string, string | undefined>>({ name: 'to_date' }) || undefined;
  const { data = [], isPending } = useQuery({ queryKey: ['followUpShippers', from, to], queryFn: () => dataProvider.followUpShippers(from, to) });
  return <SelectInput label="resources.orders.fields.shipper" choices={data} isPending={isPending} sx={{ minWidth: 200 }} {...props} />;
}

export const followFilters = [
  <FollowShipperInput key="followShipper" source="shipper" />,
  <SelectInput key="followStatus" source="followStatus" label="follow_up.filters.followStatus" choices={FOLLOW_STATUS_CHOICES} />,
  <SelectInput key="imageStatus" source="imageStatus" label="follow_up.filters.imageStatus" choices={choicesOf(IMAGE_STATUSES, 'images')} />,
  <SelectInput key="totalStatus" source="totalStatus" label="follow_up.filters.totalStatus" choices={choicesOf(TOTAL_STATUSES, 'totals')} />,
];
