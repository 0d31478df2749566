import { Grid, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { Money } from './money';

/** One labelled amount of a row of money figures (a closing's, a statement's, a settlement's totals); `columns` per row on wide screens. */
export function MoneyFigure({ label, amount, columns = 4 }: { label: string; amount: string; columns?: number }) {
  const translate = useTranslate();
  return (
    <Grid size={{ xs: 6, md: 12 / columns }}>
      <Typography variant="caption" color="text.secondary">
        {translate(label)}
      </Typography>
      <Typography variant="h6" component="p">
        <Money amount={amount} />
      </Typography>
    </Grid>
  );
}
