import PaymentsIcon from '@mui/icons-material/Payments';
import PointOfSaleIcon from '@mui/icons-material/PointOfSale';
import { Button, useListContext } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import type { OrderRecord } from '../../../../../domain/orders/record';
import { screenUrl } from '../../../../../domain/screens';

/** The selected orders of the page (a selection never outlives its page). */
const useSelected = () => {
  const { data, selectedIds } = useListContext<OrderRecord>();
  return (data ?? []).filter((order) => selectedIds.includes(order.id));
};

/**
 * "Money cashed" from the courier: his cash is handed over at his closing, which posts it, so this opens his
 * closing (offered for delivered parcels of one courier, domain/orders/bulk-actions.ts).
 */
export function CashFromCourierButton() {
  const navigate = useNavigate();
  const [first] = useSelected();
  return (
    <Button label="resources.orders.bulk.cash_shipper" onClick={() => first && navigate(`${screenUrl('shipperclosing')}/new?shipper=${first.shipper}`)}>
      <PointOfSaleIcon />
    </Button>
  );
}

/** "Money cashed" with the merchant: its customer closing, with the selected orders ticked (collected or returned ones of one merchant). */
export function SettleWithMerchantButton() {
  const navigate = useNavigate();
  const selected = useSelected();
  const customer = selected[0]?.customer;
  const open = () => customer && navigate(`${screenUrl('customer-closing')}/new?customer=${customer}&orders=${selected.map((order) => order.id).join(',')}`);
  return (
    <Button label="resources.orders.bulk.cash_customer" onClick={open}>
      <PaymentsIcon />
    </Button>
  );
}
