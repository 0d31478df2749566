import { Card, CardContent, Grid, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useDataProvider, useTranslate } from 'react-admin';
import type { AppDataProvider } from '../../../providers/dataProvider';
import type { WalletRecord } from '../../../../domain/api/settlements';
import { Money } from '../../../resources/shared/money';

const PARTS: readonly (keyof WalletRecord)[] = ['with_shippers', 'in_office', 'due', 'paid'];

/** The merchant's wallet: what the company owes it now, where that money is, and what was paid out to it. */
export function WalletCard() {
  const translate = useTranslate();
  const dataProvider = useDataProvider<AppDataProvider>();
  const { data } = useQuery({ queryKey: ['merchant', 'wallet'], queryFn: () => dataProvider.ownWallet() });
  if (!data) return null;
  return (
    <Card sx={{ mb: 2 }} component="section" aria-label={translate('settlements.wallet.title')}>
      <CardContent>
        <Typography variant="overline" component="h2">
          {translate('settlements.wallet.title')}
        </Typography>
        <Typography variant="h4" component="p">
          <Money amount={data.owed} />
        </Typography>
        <Typography variant="body2" color="text.secondary" gutterBottom>
          {translate('settlements.wallet.explain')}
        </Typography>
        <Grid container spacing={2}>
          {PARTS.map((part) => (
            <Grid key={part} size={{ xs: 6, md: 3 }}>
              <Typography variant="caption" color="text.secondary">
                {translate(`settlements.fields.${part}`)}
              </Typography>
              <Typography variant="h6" component="p">
                <Money amount={String(data[part])} />
              </Typography>
            </Grid>
          ))}
        </Grid>
      </CardContent>
    </Card>
  );
}
