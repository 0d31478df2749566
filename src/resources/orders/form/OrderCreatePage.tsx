/**
 * A new order: the fast entry form at `orders/new`, and `adminorders/new/customer` (customer from
 * `?customer=`) and `adminorders/new/shipper` (shipper from `?shipper=`). Saved, it opens the order's page;
 * 'Save and add another' stays for the next one.
 */
import { Create, SimpleForm, useResourceContext } from 'react-admin';
import { useSearchParams } from 'react-router-dom';
import { useFieldPermissions } from '../inputs/useOrderData';
import { inAdmin, orderShowPath } from '../paths';
import { newOrderValues, orderTransform, validateOrderForm } from './formValues';
import { OrderFormToolbar } from './OrderFormToolbar';
import { OrderInputs } from './OrderInputs';

export default function OrderCreatePage() {
  const resource = useResourceContext();
  const [search] = useSearchParams();
  const fields = useFieldPermissions();
  const defaults = newOrderValues(search);
  return (
    <Create title="resources.orders.form.new_title" redirect={(_resource, id) => inAdmin(orderShowPath(id ?? '', resource))} transform={orderTransform(fields.show_fees === true)}>
      <SimpleForm defaultValues={defaults} validate={validateOrderForm} toolbar={<OrderFormToolbar addAnother />} noValidate>
        <OrderInputs autoFocus={defaults.customer ? 'full_name' : 'customer'} />
      </SimpleForm>
    </Create>
  );
}
