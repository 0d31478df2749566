import PrintIcon from '@mui/icons-material/Print';
import { Box, Button, ToggleButton, ToggleButtonGroup, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { PrintLayout } from './printParams';

interface PrintToolbarProps {
  layout: PrintLayout;
  onLayout: (layout: PrintLayout) => void;
  count: number;
  canPrint: boolean;
}

/** The choice of labels or A4 sheet and the Print button; never printed itself. */
export function PrintToolbar({ layout, onLayout, count, canPrint }: PrintToolbarProps) {
  const translate = useTranslate();
  const t = (key: string, options?: Record<string, unknown>) => translate(`resources.orders_print.${key}`, options);
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 2, my: 2, displayPrint: 'none' }}>
      <Typography component="h1" variant="h6" sx={{ flexGrow: 1 }}>
        {t('title')}
        {canPrint && (
          <Typography component="span" color="text.secondary" sx={{ mx: 1 }}>
            {t('count', { smart_count: count })}
          </Typography>
        )}
      </Typography>
      <ToggleButtonGroup
        exclusive
        size="small"
        value={layout}
        aria-label={t('layout')}
        onChange={(_event, value: PrintLayout | null) => value && onLayout(value)}
      >
        <ToggleButton value="labels">{t('layout_labels')}</ToggleButton>
        <ToggleButton value="sheet">{t('layout_sheet')}</ToggleButton>
      </ToggleButtonGroup>
      <Button variant="contained" startIcon={<PrintIcon />} disabled={!canPrint} onClick={() => window.print()}>
        {t('print')}
      </Button>
    </Box>
  );
}
