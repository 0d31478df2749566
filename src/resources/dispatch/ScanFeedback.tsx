import { Box, List, ListItem, ListItemText, Paper, Typography } from '@mui/material';
import type { ScanResult } from '../../../domain/ledger/kinds';
import { useCairoDate } from '../orders/format';
import { useDispatchText } from './text';

/** One scan as the screen keeps it: what was scanned, its result and the reason in the user's language. */
export interface ScanLine {
  key: number;
  serial: string;
  result: ScanResult;
  text: string;
  at: string;
}

export const RESULT_COLOUR: Record<ScanResult, 'success' | 'error' | 'warning'> = { accepted: 'success', refused: 'error', duplicate: 'warning' };
const RESULTS: readonly ScanResult[] = ['accepted', 'refused', 'duplicate'];

/** The last scan in its colour (green, red, amber), the counters and the last scans. */
export function ScanFeedback({ lines }: { lines: readonly ScanLine[] }) {
  const t = useDispatchText();
  const date = useCairoDate();
  const last = lines[0];
  return (
    <>
      <Paper
        data-testid="scan-status"
        data-result={last?.result ?? 'none'}
        role="status"
        aria-live="assertive"
        sx={{
          p: 3,
          textAlign: 'center',
          bgcolor: last ? `${RESULT_COLOUR[last.result]}.main` : 'action.hover',
          color: last ? 'common.white' : 'text.secondary',
        }}
      >
        <Typography variant="h4" component="p">
          {last ? t(`scan.${last.result}`) : t('scan.none')}
        </Typography>
        {last && (
          <Typography variant="h6" component="p">
            <bdi dir="ltr">{last.serial}</bdi>
            {last.text && ` · ${last.text}`}
          </Typography>
        )}
      </Paper>
      <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap' }}>
        {RESULTS.map((result) => (
          <Paper key={result} variant="outlined" sx={{ px: 3, py: 1, borderColor: `${RESULT_COLOUR[result]}.main` }}>
            <Typography variant="h5" component="p" data-testid={`count-${result}`}>
              {lines.filter((line) => line.result === result).length}
            </Typography>
            <Typography color="text.secondary">{t(`scan.${result}`)}</Typography>
          </Paper>
        ))}
      </Box>
      <Typography variant="h6" component="h2">
        {t('scan.last')}
      </Typography>
      <List dense aria-label={t('scan.last')}>
        {lines.slice(0, 30).map((line) => (
          <ListItem key={line.key} sx={{ borderInlineStart: 4, borderColor: `${RESULT_COLOUR[line.result]}.main`, mb: 0.5 }}>
            <ListItemText
              primary={
                <>
                  <bdi dir="ltr">{line.serial}</bdi> · {t(`scan.${line.result}`)}
                </>
              }
              secondary={[line.text, date(line.at, true)].filter(Boolean).join(' · ')}
            />
          </ListItem>
        ))}
      </List>
    </>
  );
}
