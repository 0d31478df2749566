import { useSearchParams } from 'react-router-dom';
import { DayField } from './ReportFrame';

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
