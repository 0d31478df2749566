import { Card, CardContent, Divider, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { validateCustomerPrice } from '../../../domain/validation';
import { formValidator } from '../shared/formValidation';
import { PriceCheck } from './PriceCheck';
import { PriceRowsTable } from './PriceRowsTable';

export interface CustomerPricesPanelProps {
  customerId: number;
}

const validate = formValidator(validateCustomerPrice);

/** A customer's own prices (overriding its category's), and a check of what a shipment would cost it. */
export default function CustomerPricesPanel({ customerId }: CustomerPricesPanelProps) {
  const translate = useTranslate();
  return (
    <Card variant="outlined">
      <CardContent>
        <Typography variant="h6" component="h2">
          {translate('resources.prices.customer_title')}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          {translate('resources.prices.customer_hint')}
        </Typography>
        <PriceRowsTable resource="customer-prices" owner={{ customer_id: customerId }} validate={validate} />
        <Divider sx={{ my: 3 }} />
        <PriceCheck customerId={customerId} />
      </CardContent>
    </Card>
  );
}
