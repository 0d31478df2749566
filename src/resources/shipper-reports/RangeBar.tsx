import { Autocomplete, TextField } from '@mui/material';
import { useSearchParams } from 'react-router-dom';
import { useTranslate } from 'react-admin';
import { useShipperChoices } from '../orders/inputs/useOrderData';
import { DayField } from './ReportFrame';

export const RANGE_KEYS = ['shipper', 'id', 'from_date', 'to_date', 'day_date'] as const;
export type RangeKey = (typeof RANGE_KEYS)[number];

/**
 * A page's parameters kept in the address (`keys`), so it can be linked to and reloaded. Changing some gives the
 * others as they were, empty ones dropped; choosing a range (from_date or to_date) clears `day_date`.
 */
export function useSearchParamsOf<K extends string>(keys: readonly K[]): [Partial<Record<K, string>>, (changes: Partial<Record<K, string>>) => void] {
  const [search, setSearch] = useSearchParams();
  const params = Object.fromEntries(keys.flatMap((key) => (search.get(key) ? [[key, search.get(key)!]] : []))) as Partial<Record<K, string>>;
  const change = (changes: Partial<Record<K, string>>) => {
    const next = new URLSearchParams(search);
    const dayless = 'from_date' in changes || 'to_date' in changes ? { day_date: '' } : {};
    for (const [key, value] of Object.entries({ ...dayless, ...changes })) {
      if (typeof value === 'string' && value) next.set(key, value);
      else next.delete(key);
    }
    setSearch(next, { replace: true });
  };
  return [params, change];
}

/** A report's parameters in the address: the spec's variant parameters (from_date, to_date, day_date and the shipper as `id` or `shipper`). */
export const useRangeParams = () => useSearchParamsOf(RANGE_KEYS);

/** A shipper picked by name among those the user sees, the hub one of them. */
export function ShipperPicker({ value, onChange }: { value: string | undefined; onChange: (id: string) => void }) {
  const translate = useTranslate();
  const { data = [] } = useShipperChoices();
  const chosen = data.find((shipper) => String(shipper.id) === value) ?? null;
  return (
    <Autocomplete
      sx={{ minWidth: 240 }}
      size="small"
      options={data}
      value={chosen}
      getOptionLabel={(shipper) => shipper.name}
      isOptionEqualToValue={(a, b) => a.id === b.id}
      onChange={(_, shipper) => onChange(shipper ? String(shipper.id) : '')}
      renderInput={(params) => <TextField {...params} label={translate('shipper_reports.range.shipper')} />}
    />
  );
}

/** The from and to days of a range (or the one day of `day_date`). */
export function RangeFields({
  params,
  change,
}: {
  params: { from_date?: string; to_date?: string; day_date?: string };
  change: (changes: { from_date?: string } | { to_date?: string }) => void;
}) {
  return (
    <>
      <DayField label="shipper_reports.range.from_date" value={params.day_date ?? params.from_date ?? ''} onChange={(from_date) => change({ from_date })} />
      <DayField label="shipper_reports.range.to_date" value={params.day_date ?? params.to_date ?? ''} onChange={(to_date) => change({ to_date })} />
    </>
  );
}
