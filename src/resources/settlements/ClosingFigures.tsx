import { Grid } from '@mui/material';
import { CLOSING_FIGURES } from '../../../domain/ledger/statement';
import type { ClosingTotals } from '../../../domain/api/settlements';
import { MoneyFigure } from '../shared/MoneyFigure';

/** A closing's figures in a row (a statement's, or the totals of a closing being made): its orders', its packaging and the net. */
export function ClosingFigures({ totals }: { totals: ClosingTotals }) {
  return (
    <Grid container spacing={2} role="status">
      {CLOSING_FIGURES.map((figure) => (
        <MoneyFigure key={figure} label={`settlements.fields.${figure}`} amount={totals[figure]} columns={CLOSING_FIGURES.length} />
      ))}
    </Grid>
  );
}
