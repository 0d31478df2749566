/**
 * A new order: the fast entry form at `orders/new`, and `adminorders/new/customer` (customer from
 * `?customer=`) and `adminorders/new/shipper` (shipper from `?shipper=`). Saved, it opens the order's page;
 * 'Save and add another' stays for the next one. `urgent`: the urgent orders' form, which saves an urgent order
 * (the data provider picks the call by the screen) and then shows it in that screen's list (`<screen>/<id>`).
 */
import { Create, SimpleForm, useRedirect, useResourceContext, type Identifier, type RaRecord } from 'react-admin';
import { useSearchParams } from 'react-router-dom';
import { useFieldPermissions } from '../inputs/useOrderData';
import { listPath } from '../../shared/paths';
import { useRecordNotice } from '../../shared/recordNotice';
import { inAdmin, orderShowPath } from '../paths';
import { newOrderValues, orderTransform, validateOrderForm } from './formValues';
import { OrderFormToolbar } from './OrderFormToolbar';
import { OrderInputs } from './OrderInputs';

export default function OrderCreatePage({ urgent = false }: { urgent?: boolean }) {
  const resource = useResourceContext();
  const [search] = useSearchParams();
  const fields = useFieldPermissions();
  const defaults = newOrderValues(search);
  const notice = useRecordNotice();
  const redirect = useRedirect();
  const pageOf = (id: Identifier) => (urgent && resource ? `${listPath(resource)}/${encodeURIComponent(String(id))}` : orderShowPath(id, resource));
  const onSuccess = (order: RaRecord) => {
    notice('created', [order]);
    redirect(() => inAdmin(pageOf(order.id)));
  };
  return (
    <Create
      title={urgent ? 'resources.orders.form.new_urgent_title' : 'resources.orders.form.new_title'}
      mutationOptions={{ onSuccess }}
      transform={orderTransform(fields.show_fees === true)}
    >
      <SimpleForm defaultValues={defaults} validate={validateOrderForm} toolbar={<OrderFormToolbar addAnother />} noValidate>
        <OrderInputs autoFocus={defaults.customer ? 'full_name' : 'customer'} />
      </SimpleForm>
    </Create>
  );
}
