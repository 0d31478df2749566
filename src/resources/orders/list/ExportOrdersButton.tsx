import { Box, LinearProgress, Snackbar, Typography } from '@mui/material';
import { useState } from 'react';
import { useDataProvider, useListContext, useTranslate } from 'react-admin';
import type { AppDataProvider } from '../../../providers/dataProvider';
import type { OrderListVariant } from '../../../providers/ordersProvider';
import { DownloadButton } from '../../shared/download';

interface Progress {
  loaded: number;
  total: number | null;
}

/** The download's progress, at the bottom of the screen while it runs. */
function ProgressNote({ progress }: { progress: Progress }) {
  const translate = useTranslate();
  const percent = progress.total ? Math.min(100, (progress.loaded / progress.total) * 100) : undefined;
  return (
    <Snackbar open anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}>
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
  );
}

/**
 * Export of the orders the list shows (all pages, with its filters) as a spreadsheet made by the server.
 * A bar shows the download's progress; nothing matched alerts 'Empty Data' (spec sections 5 and 8).
 */
export function ExportOrdersButton({ variant, preset }: { variant: OrderListVariant; preset: Record<string, unknown> }) {
  const dataProvider = useDataProvider<AppDataProvider>();
  const { filterValues } = useListContext();
  const [progress, setProgress] = useState<Progress>({ loaded: 0, total: null });
  const download = (lang: 'en' | 'ar') => {
    setProgress({ loaded: 0, total: null });
    return dataProvider.exportOrders({ ...filterValues, ...preset }, variant, (loaded, total) => setProgress({ loaded, total }), lang);
  };
  return <DownloadButton download={download} busyNote={<ProgressNote progress={progress} />} />;
}
