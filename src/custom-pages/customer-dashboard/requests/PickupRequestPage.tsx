/**
 * /customerdashboard/backup/requestbackup: the merchant asks the courier to pick parcels up (day, address, number of
 * parcels, notes) and follows its pickup requests below. A request sent clears the form; a second click while it
 * is sent sends nothing; a day that already has an open pickup request asks first whether to send another (a
 * second batch the same day is allowed).
 */
import { Box } from '@mui/material';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { Confirm, Form, SaveButton, useDataProvider, useTranslate } from 'react-admin';
import { cairoToday } from '../../../../domain/time';
import type { AppDataProvider } from '../../../providers/dataProvider';
import { PickupInputs } from '../../../resources/requests/PickupInputs';
import { useDialogSubmit } from '../../../resources/shared/useDialogSubmit';
import { RequestPage } from './RequestPage';
import { requestsKey } from './RequestList';

type Values = Record<string, unknown>;

/** The merchant's open pickup requests of the day about to be asked for, and its answer to sending another. */
function useSameDayCheck(send: (values: Values) => Promise<unknown>) {
  const dataProvider = useDataProvider<AppDataProvider>();
  const [found, setFound] = useState<{ day: string; ids: string } | null>(null);
  const agreed = useRef<string | null>(null);
  const checking = useRef(false);
  const submit = async (values: Values) => {
    const day = typeof values.pickup_date === 'string' ? values.pickup_date : '';
    if (checking.current) return undefined;
    if (day && agreed.current !== day) {
      checking.current = true;
      try {
        const { results } = await dataProvider.openPickupsOn(day);
        if (results.length > 0) {
          setFound({ day, ids: results.map((request) => `#${request.id}`).join(', ') });
          return undefined;
        }
      } finally {
        checking.current = false;
      }
    }
    agreed.current = null;
    return send(values);
  };
  const agree = () => {
    agreed.current = found?.day ?? null;
    setFound(null);
  };
  return { submit, found, agree, dismiss: () => setFound(null) };
}

export default function PickupRequestPage() {
  const dataProvider = useDataProvider<AppDataProvider>();
  const translate = useTranslate();
  const client = useQueryClient();
  const company = useQuery({ queryKey: ['merchant', 'company'], queryFn: () => dataProvider.merchantCompany() });
  // Each request sent starts a fresh form.
  const [round, setRound] = useState(0);
  const { saving, submit } = useDialogSubmit(
    async (values) => {
      const created = await dataProvider.requestPickup(values);
      return translate('customer_orders.requests.pickup_sent', { id: created.id });
    },
    () => {
      void client.invalidateQueries({ queryKey: requestsKey('pickup') });
      setRound((count) => count + 1);
    },
  );
  const sameDay = useSameDayCheck(submit);
  const resend = useRef<HTMLButtonElement>(null);
  return (
    <RequestPage kind="pickup" title="customer_orders.requests.pickup_title">
      {company.data && (
        <Form
          key={round}
          defaultValues={{ pickup_date: cairoToday(), address: company.data.pickup_address || company.data.address, parcel_count: 1, notes: '' }}
          onSubmit={sameDay.submit}
          noValidate
        >
          <PickupInputs />
          <Box sx={{ mt: 1 }}>
            <SaveButton alwaysEnable={!saving} disabled={saving} label="customer_orders.requests.send" />
            <button ref={resend} type="submit" hidden />
          </Box>
          <Confirm
            isOpen={sameDay.found !== null}
            title="customer_orders.requests.same_day_title"
            content="customer_orders.requests.same_day"
            translateOptions={{ ids: sameDay.found?.ids ?? '' }}
            confirm="customer_orders.requests.send_another"
            onConfirm={() => {
              sameDay.agree();
              resend.current?.click();
            }}
            onClose={sameDay.dismiss}
          />
        </Form>
      )}
    </RequestPage>
  );
}
