import { Box, LinearProgress, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { ImportState } from './useOrderImport';

/** How far the file is: uploaded so far (a filling bar), then being checked or stored (a moving bar). */
export function ImportProgress({ state }: { state: Extract<ImportState, { step: 'sending' }> }) {
  const translate = useTranslate();
  const uploading = state.percent < 100;
  const text = uploading
    ? translate('order_import.uploading', { name: state.file.name, percent: state.percent })
    : state.phase === 'preview'
      ? translate('order_import.checking')
      : translate('order_import.saving', { smart_count: state.preview?.good ?? 0 });
  return (
    <Box role="status" aria-live="polite" sx={{ maxWidth: 560 }}>
      <Typography variant="body2" gutterBottom>
        {text}
      </Typography>
      <LinearProgress variant={uploading ? 'determinate' : 'indeterminate'} value={state.percent} aria-label={text} />
    </Box>
  );
}
