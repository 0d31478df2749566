import { Autocomplete, MenuItem, TextField } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useDataProvider, useTranslate } from 'react-admin';
import { REVENUE_FILTERS } from '../../../domain/revenue';
import type { AppDataProvider } from '../../providers/dataProvider';
import type { RevenueMerchant } from '../../providers/revenue';

const merchantLabel = (merchant: RevenueMerchant) =>
  merchant.company_name && merchant.company_name !== merchant.name ? `${merchant.name} (${merchant.company_name})` : merchant.name;

/** The merchants whose revenue the user may see (none: a page says so rather than that there was no revenue). */
export function useRevenueMerchants(enabled = true) {
  const dataProvider = useDataProvider<AppDataProvider>();
  return useQuery({ queryKey: ['revenue', 'merchants'], queryFn: () => dataProvider.revenueMerchants(), enabled });
}

/** A merchant picked by name or company among those whose revenue the user may see. */
export function MerchantPicker({ value, onChange }: { value: string | undefined; onChange: (merchant: RevenueMerchant | null) => void }) {
  const translate = useTranslate();
  const { data = [] } = useRevenueMerchants();
  const chosen = data.find((merchant) => String(merchant.id) === value) ?? null;
  return (
    <Autocomplete
      sx={{ width: 340, maxWidth: '100%' }}
      size="small"
      options={data}
      value={chosen}
      getOptionLabel={merchantLabel}
      isOptionEqualToValue={(a, b) => a.id === b.id}
      onChange={(_, merchant) => onChange(merchant)}
      renderInput={(params) => <TextField {...params} label={translate('revenue.merchant')} />}
    />
  );
}

/** The detailed view's filter: every day, or only the days with deliveries or with returns. */
export function DaysFilter({ value, onChange }: { value: string | undefined; onChange: (has: string) => void }) {
  const translate = useTranslate();
  return (
    <TextField
      select
      size="small"
      sx={{ minWidth: 200 }}
      label={translate('revenue.filter.label')}
      value={value ?? ''}
      onChange={(event) => onChange(event.target.value)}
      slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
    >
      <MenuItem value="">{translate('revenue.filter.all')}</MenuItem>
      {REVENUE_FILTERS.map((filter) => (
        <MenuItem key={filter} value={filter}>
          {translate(`revenue.filter.${filter}`)}
        </MenuItem>
      ))}
    </TextField>
  );
}
