/**
 * The merchant's order form (customerdashboard `orders/new` and `orders/edit/{orderId}`): the staff form's inputs
 * without what the office decides (customer, shipper, fees), the fee shown from the merchant's own prices. A new
 * order waits for pickup; an order already picked up cannot be changed here (the server answers why).
 */
import { Alert } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { Create, Edit, Loading, SimpleForm, useDataProvider, useNotify, useRecordContext, useRedirect, useTranslate, type RaRecord } from 'react-admin';
import { useParams, useSearchParams } from 'react-router-dom';
import type { OrderRecord } from '../../../../domain/orders/record';
import { merchantMayChange } from '../../../../domain/permissions/merchant';
import type { AppDataProvider } from '../../../providers/dataProvider';
import { MERCHANT_ORDERS } from '../../../providers/orders/merchant';
import { newOrderValues, orderTransform, validateOrderForm } from '../../../resources/orders/form/formValues';
import { OrderFormToolbar } from '../../../resources/orders/form/OrderFormToolbar';
import { OrderInputs } from '../../../resources/orders/form/OrderInputs';
import { inAdmin } from '../../../resources/orders/paths';
import { fieldErrorsOf, useErrorText } from '../../../resources/shared/errors';
import { useRecordNotice } from '../../../resources/shared/recordNotice';
import { merchantOrderPath } from './paths';

/** What the office decides is never sent (the server would drop it anyway): the fee is the merchant's price. */
const OFFICE_FIELDS: ReadonlySet<string> = new Set(['customer', 'shipper', 'shipper_fees', 'pick_up']);
const transform = (values: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(orderTransform(false)(values)).filter(([field]) => !OFFICE_FIELDS.has(field)));

/** Opens the order saved, with a toast naming it (the merchant's pages have no resource of their own to name it by). */
function useOpenOrder() {
  const notice = useRecordNotice(MERCHANT_ORDERS);
  const redirect = useRedirect();
  return (action: 'created' | 'updated') => (order: RaRecord) => {
    notice(action, [order]);
    redirect(() => inAdmin(merchantOrderPath(order.id)));
  };
}

export function MerchantOrderCreate() {
  const dataProvider = useDataProvider<AppDataProvider>();
  const [search] = useSearchParams();
  const open = useOpenOrder();
  // The merchant's own customer, so the fee shown is its own price for the city and zone.
  const company = useQuery({ queryKey: ['merchant', 'company'], queryFn: () => dataProvider.merchantCompany() });
  if (!company.data) return <Loading />;
  return (
    <Create resource={MERCHANT_ORDERS} title="resources.orders.form.new_title" mutationOptions={{ onSuccess: open('created') }} transform={transform}>
      <SimpleForm
        defaultValues={{ ...newOrderValues(search), customer: company.data.id, pick_up: true }}
        validate={validateOrderForm}
        toolbar={<OrderFormToolbar addAnother />}
        noValidate
      >
        <OrderInputs merchant autoFocus="full_name" />
      </SimpleForm>
    </Create>
  );
}

/** The form, or why the order can no longer be changed. */
function EditForm() {
  const record = useRecordContext<OrderRecord>();
  const translate = useTranslate();
  if (!record) return null;
  if (!merchantMayChange({ status: record.Order_Delivery_Status, status_code: record.status_code }))
    return (
      <Alert severity="info" sx={{ m: 2 }}>
        {translate('orders.picked_up')}
      </Alert>
    );
  return (
    <SimpleForm key={record.version} validate={validateOrderForm} toolbar={<OrderFormToolbar addAnother={false} />} noValidate>
      <OrderInputs merchant autoFocus="full_name" />
    </SimpleForm>
  );
}

export function MerchantOrderEdit() {
  const { orderId = '' } = useParams();
  const open = useOpenOrder();
  const notify = useNotify();
  const errorText = useErrorText();
  const onError = (error: unknown) => {
    if (fieldErrorsOf(error)) return;
    const text = errorText(error);
    notify(text, { type: 'error', messageArgs: { _: text } });
  };
  if (!/^\d+$/.test(orderId)) return null;
  return (
    <Edit
      resource={MERCHANT_ORDERS}
      id={orderId}
      mutationMode="pessimistic"
      mutationOptions={{ onSuccess: open('updated'), onError }}
      transform={transform}
      actions={false}
    >
      <EditForm />
    </Edit>
  );
}
