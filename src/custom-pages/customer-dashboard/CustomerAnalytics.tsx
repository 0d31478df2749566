import { Card, CardContent, Typography } from '@mui/material';
import { Title, useTranslate } from 'react-admin';

/** /customerdashboard/customeranalytics: the merchant's home. */
export default function CustomerAnalytics() {
  const translate = useTranslate();
  return (
    <Card sx={{ mt: 2 }}>
      <Title title={translate('app.customer_dashboard.title')} />
      <CardContent>
        <Typography variant="h5" component="h1" gutterBottom>
          {translate('app.customer_dashboard.title')}
        </Typography>
        <Typography color="text.secondary">{translate('app.customer_dashboard.intro')}</Typography>
      </CardContent>
    </Card>
  );
}
