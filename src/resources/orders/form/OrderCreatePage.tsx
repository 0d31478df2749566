/**
 * A new order: the fast entry form at `orders/new`, and `adminorders/new/customer` (customer from
 * `?customer=`) and `adminorders/new/shipper` (shipper from `?shipper=`). Saved, it opens the order's page;
 * 'Save and add another' stays for the next one.
 */
import { Create, SimpleForm, useResourceContext, type Identifier } from 'react-admin';
import { useSearchParams } from 'react-router-dom';
import { useFieldPermissions } from '../inputs/useOrderData';
import { HURRY_ORDERS, inAdmin, orderShowPath, urgentOrderPath } from '../paths';
import { newOrderValues, orderTransform, validateOrderForm } from './formValues';
import { OrderFormToolbar } from './OrderFormToolbar';
import { OrderInputs } from './OrderInputs';

export default function OrderCreatePage() {
  const resource = useResourceContext();
  const [search] = useSearchParams();
  const fields = useFieldPermissions();
  const defaults = newOrderValues(search);
  const urgent = resource === HURRY_ORDERS;
  const pageOf = (id: Identifier) => (urgent ? urgentOrderPath(id) : orderShowPath(id, resource));
  return (
    <Create
      title={urgent ? 'resources.orders.form.new_urgent_title' : 'resources.orders.form.new_title'}
      redirect={(_resource, id) => inAdmin(pageOf(id ?? ''))}
      transform={orderTransform(fields.show_fees === true)}
    >
      <SimpleForm defaultValues={defaults} validate={validateOrderForm} toolbar={<OrderFormToolbar addAnother />} noValidate>
        <OrderInputs autoFocus={defaults.customer ? 'full_name' : 'customer'} />
      </SimpleForm>
    </Create>
  );
}
