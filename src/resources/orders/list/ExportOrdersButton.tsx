import DownloadIcon from '@mui/icons-material/Download';
import { Box, LinearProgress, Snackbar, Typography } from '@mui/material';
import { useState } from 'react';
import { Button, useDataProvider, useListContext, useLocaleState, useTranslate } from 'react-admin';
import type { AppDataProvider } from '../../../providers/dataProvider';
import type { OrderListVariant } from '../../../providers/ordersProvider';
import { saveFile } from '../../shared/saveFile';
import { useNotifyError } from '../errors';

interface Progress {
  loaded: number;
  total: number | null;
}

/**
 * Export of the orders the list shows (all pages, with its filters) as a spreadsheet made by the server.
 * A bar shows the download's progress; nothing matched alerts 'Empty Data' (spec sections 5 and 8).
 */
export function ExportOrdersButton({ variant, preset }: { variant: OrderListVariant; preset: Record<string, unknown> }) {
  const dataProvider = useDataProvider<AppDataProvider>();
  const { filterValues } = useListContext();
  const translate = useTranslate();
  const notifyError = useNotifyError();
  const [locale] = useLocaleState();
  const [progress, setProgress] = useState<Progress | null>(null);

  const start = async () => {
    setProgress({ loaded: 0, total: null });
    try {
      const result = await dataProvider.exportOrders(
        { ...filterValues, ...preset },
        variant,
        (loaded, total) => setProgress({ loaded, total }),
        locale === 'ar' ? 'ar' : 'en',
      );
      if (result.empty) window.alert(translate('errors.empty_data'));
      else saveFile(result.blob, result.fileName);
    } catch (error) {
      notifyError(error);
    } finally {
      setProgress(null);
    }
  };

  const percent = progress?.total ? Math.min(100, (progress.loaded / progress.total) * 100) : undefined;
  return (
    <>
      <Button label="ra.action.export" onClick={() => void start()} disabled={progress !== null}>
        <DownloadIcon />
      </Button>
      <Snackbar open={progress !== null} anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}>
        <Box role="status" sx={{ bgcolor: 'background.paper', boxShadow: 6, borderRadius: 1, p: 2, minWidth: 300 }}>
          <Typography variant="body2" gutterBottom>
            {translate('resources.orders.export.downloading')}
          </Typography>
          <LinearProgress
            variant={percent === undefined ? 'indeterminate' : 'determinate'}
            value={percent}
            aria-label={translate('resources.orders.export.downloading')}
          />
        </Box>
      </Snackbar>
    </>
  );
}
