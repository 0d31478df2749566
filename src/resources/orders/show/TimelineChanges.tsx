/**
 * What an edit or a hand-over changed, one line per field: "Shipper fee: 22.50 LE → 30.00 LE". The server has
 * already left out the fields the user may not see; a changed reference (customer, city, shipper) says only
 * that it changed.
 */
import { Box, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useMoney } from '../../shared/money';

const REFERENCES: Record<string, string> = {
  customer_id: 'customer',
  city_id: 'city',
  zone_id: 'zone',
  shipper_id: 'shipper',
  hold_reason_id: 'hold_reason',
  approved_by: 'approved_by',
};
const MONEY: ReadonlySet<string> = new Set(['total_amount', 'total_fees', 'shipper_fees', 'collected_amount', 'shipper_cashed', 'customer_cashed']);

export function TimelineChanges({ changes }: { changes: Record<string, [unknown, unknown]> | null | undefined }) {
  const translate = useTranslate();
  const money = useMoney();
  const entries = Object.entries(changes ?? {});
  if (entries.length === 0) return null;
  const text = (field: string, value: unknown) => {
    if (value === null || value === undefined || value === '') return '—';
    if (typeof value === 'boolean') return translate(`resources.orders.filters.${value ? 'yes' : 'no'}`);
    return MONEY.has(field) ? money(value) : String(value);
  };
  return (
    <Box sx={{ mt: 0.5 }}>
      {entries.map(([field, [before, after]]) => {
        const label = translate(`resources.orders.fields.${REFERENCES[field] ?? field}`, { _: field });
        return (
          <Typography key={field} variant="body2" color="text.secondary">
            {field in REFERENCES ? (
              translate('resources.orders.timeline.changed', { field: label })
            ) : (
              <>
                {label}: <bdi>{text(field, before)}</bdi> {translate('resources.orders.timeline.arrow')} <bdi>{text(field, after)}</bdi>
              </>
            )}
          </Typography>
        );
      })}
    </Box>
  );
}
