/**
 * Editing an order (`adminorders/edit/:id`, `orders/edit/:orderId`). The order's version goes back with the
 * save; if someone else saved first (409 'orders.stale') the page says so and offers to reload the order.
 */
import { useState } from 'react';
import { Edit, SimpleForm, useEditContext, useNotify, useRecordContext, useRedirect, useResourceContext, type RaRecord } from 'react-admin';
import { useParams } from 'react-router-dom';
import type { OrderRecord } from '../../../../domain/orders/record';
import { fieldErrorsOf } from '../../shared/errors';
import { useRecordNotice } from '../../shared/recordNotice';
import { isStale } from '../errors';
import { useErrorText } from '../../shared/errors';
import { useFieldPermissions } from '../inputs/useOrderData';
import { inAdmin, orderShowPath } from '../paths';
import { StaleAlert } from '../show/StaleAlert';
import { orderTransform, validateOrderForm } from './formValues';
import { OrderFormToolbar } from './OrderFormToolbar';
import { OrderInputs } from './OrderInputs';

/** The form, made afresh when a reload brings a newer version of the order. */
function EditForm({ stale, onReloaded }: { stale: boolean; onReloaded: () => void }) {
  const record = useRecordContext<OrderRecord>();
  const { refetch } = useEditContext<OrderRecord>();
  const reload = async () => {
    await refetch();
    onReloaded();
  };
  return (
    <>
      {stale && <StaleAlert onReload={() => void reload()} />}
      <SimpleForm key={record?.version} validate={validateOrderForm} toolbar={<OrderFormToolbar addAnother={false} />} noValidate>
        <OrderInputs autoFocus="full_name" />
      </SimpleForm>
    </>
  );
}

export default function OrderEditPage() {
  const params = useParams();
  const id = params.id ?? params.orderId ?? '';
  const resource = useResourceContext();
  const fields = useFieldPermissions();
  const notify = useNotify();
  const errorText = useErrorText();
  const [stale, setStale] = useState(false);
  const notice = useRecordNotice();
  const redirect = useRedirect();
  const onSuccess = (order: RaRecord) => {
    notice('updated', [order]);
    redirect(() => inAdmin(orderShowPath(order.id ?? id, resource)));
  };
  const onError = (error: unknown) => {
    if (isStale(error)) return setStale(true);
    if (fieldErrorsOf(error)) return;
    const text = errorText(error);
    notify(text, { type: 'error', messageArgs: { _: text } });
  };
  return (
    <Edit id={id} mutationMode="pessimistic" mutationOptions={{ onSuccess, onError }} transform={orderTransform(fields.show_fees === true)} actions={false}>
      <EditForm stale={stale} onReloaded={() => setStale(false)} />
    </Edit>
  );
}
