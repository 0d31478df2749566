import { Autocomplete, Box, TextField } from '@mui/material';
import { isHubShipper } from '../../../domain/validation/shipper';
import { useShipperChoices } from '../orders/inputs/useOrderData';
import { useDispatchText } from './text';

interface ShipperDayBarProps {
  shipper: number | null;
  onShipper: (id: number | null) => void;
  /** Left out where the screen works on today only (the scanner). */
  day?: string;
  onDay?: (day: string) => void;
}

/** The shipper (couriers the user may see, not the hub) and the day a dispatch screen works on. */
export function ShipperDayBar({ shipper, onShipper, day, onDay }: ShipperDayBarProps) {
  const t = useDispatchText();
  const { data, isPending } = useShipperChoices();
  const couriers = (data ?? []).filter((choice) => !isHubShipper(choice.id));
  const chosen = couriers.find((choice) => choice.id === shipper) ?? null;
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center', displayPrint: 'none' }}>
      <Autocomplete
        sx={{ minWidth: 260 }}
        options={couriers}
        loading={isPending}
        value={chosen}
        getOptionLabel={(option) => option.name}
        isOptionEqualToValue={(option, value) => option.id === value.id}
        onChange={(_event, value) => onShipper(value?.id ?? null)}
        renderInput={(params) => <TextField {...params} label={t('shipper')} size="small" />}
      />
      {day !== undefined && onDay && (
        <TextField
          type="date"
          size="small"
          label={t('day')}
          value={day}
          onChange={(event) => event.target.value && onDay(event.target.value)}
          slotProps={{ inputLabel: { shrink: true } }}
        />
      )}
    </Box>
  );
}
