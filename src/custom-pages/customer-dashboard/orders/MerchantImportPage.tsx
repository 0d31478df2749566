/** `/customerdashboard/orders/import`: the merchant imports its own orders from a spreadsheet; they wait for pickup. */
import { Card, CardContent } from '@mui/material';
import { Title } from 'react-admin';
import { OrderImport } from '../../../resources/orders/import/OrderImport';
import { MERCHANT_ORDERS_PATH } from './paths';

export default function MerchantImportPage() {
  return (
    <Card sx={{ mt: 2, minWidth: 0 }}>
      <Title title="order_import.title" />
      <CardContent>
        <OrderImport area="merchant" ordersPath={MERCHANT_ORDERS_PATH} />
      </CardContent>
    </Card>
  );
}
