import ViewColumnIcon from '@mui/icons-material/ViewColumn';
import { Checkbox, FormControlLabel, MenuItem, Popover, Stack } from '@mui/material';
import { useState } from 'react';
import { Button, useTranslate } from 'react-admin';
import { ORDER_COLUMNS } from '../../../../domain/orders/record';
import { useColumnVisibility } from './useColumnVisibility';

/** The 'Columns' button: a checkbox per order column; each change is saved for the user at once. */
export function ColumnsButton() {
  const translate = useTranslate();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const { visible, setVisible } = useColumnVisibility();
  return (
    <>
      <Button label="resources.orders.columns.button" onClick={(event) => setAnchor(event.currentTarget)} aria-haspopup="dialog">
        <ViewColumnIcon />
      </Button>
      <Popover
        open={Boolean(anchor)}
        anchorEl={anchor}
        onClose={() => setAnchor(null)}
        slotProps={{ paper: { role: 'dialog', 'aria-label': translate('resources.orders.columns.title') } }}
      >
        <Stack sx={{ py: 1, maxHeight: 480, overflowY: 'auto' }}>
          {ORDER_COLUMNS.map((column) => (
            <MenuItem key={column} dense disableRipple sx={{ py: 0 }}>
              <FormControlLabel
                control={<Checkbox size="small" checked={visible[column]} onChange={(event) => setVisible(column, event.target.checked)} />}
                label={translate(`resources.orders.fields.${column}`)}
              />
            </MenuItem>
          ))}
        </Stack>
      </Popover>
    </>
  );
}
