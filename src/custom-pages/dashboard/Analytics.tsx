import { Card, CardContent, Typography } from '@mui/material';
import { Title, useTranslate } from 'react-admin';

/** /dashboard/analytics: the figures arrive with the orders; until then it says so. */
export default function Analytics() {
  const translate = useTranslate();
  return (
    <Card sx={{ mt: 2 }}>
      <Title title={translate('screens.analytics')} />
      <CardContent>
        <Typography variant="h5" component="h1" gutterBottom>
          {translate('screens.analytics')}
        </Typography>
        <Typography color="text.secondary">{translate('app.analytics_empty')}</Typography>
      </CardContent>
    </Card>
  );
}
