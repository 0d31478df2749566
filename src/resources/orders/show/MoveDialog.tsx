import { Button, Dialog, DialogActions, DialogContent, DialogTitle } from '@mui/material';
import { useState } from 'react';
import { Form, useDataProvider, useNotify, useTranslate } from 'react-admin';
import type { OrderRecord } from '../../../../domain/orders/record';
import type { AppDataProvider } from '../../../providers/dataProvider';
import type { OrderMoveOption } from '../../../providers/ordersProvider';
import { fieldErrorsOf } from '../../shared/errors';
import { isStale } from '../errors';
import { useErrorText } from '../../shared/errors';
import { MoveInputs } from '../inputs/MoveInputs';
import { statusKey } from '../status';
import { StaleAlert } from './StaleAlert';

const numberOr = (value: unknown) => (value == null || value === '' ? undefined : Number(value));
const textOr = (value: unknown) => (value == null || String(value).trim() === '' ? undefined : String(value).trim());

export interface MoveDialogProps {
  order: OrderRecord;
  move: OrderMoveOption;
  onClose: () => void;
  /** Called after the move is saved, and to reload a stale order. */
  onChanged: () => void;
}

/** Asks for what a status move needs (shipper, hold reason, amount collected, note), then makes it. */
export function MoveDialog({ order, move, onClose, onChanged }: MoveDialogProps) {
  const dataProvider = useDataProvider<AppDataProvider>();
  const translate = useTranslate();
  const notify = useNotify();
  const errorText = useErrorText();
  const [saving, setSaving] = useState(false);
  const [stale, setStale] = useState(false);
  const target = translate(statusKey(move.to));

  const submit = async (values: Record<string, unknown>) => {
    setSaving(true);
    try {
      await dataProvider.updateOrderStatus({
        id: order.id,
        status: move.to,
        shipper: move.needs.includes('shipper') ? numberOr(values.shipper) : undefined,
        hold_reason: move.needs.includes('hold_reason') ? numberOr(values.hold_reason) : undefined,
        collected_amount: move.needs.includes('collected_amount') ? textOr(values.collected_amount) : undefined,
        note: textOr(values.note),
        version: order.version,
      });
      notify('resources.orders.move.done', { type: 'success', messageArgs: { status: target } });
      onChanged();
      onClose();
      return undefined;
    } catch (error) {
      if (isStale(error)) return void setStale(true);
      const fields = fieldErrorsOf(error);
      if (fields) return fields;
      const text = errorText(error);
      notify(text, { type: 'error', messageArgs: { _: text } });
      return undefined;
    } finally {
      setSaving(false);
    }
  };

  return (
    <Dialog open onClose={() => !saving && onClose()} fullWidth maxWidth="sm">
      {/* Its own record: in the order's record context the stored (empty) collected_amount would win over a default. */}
      <Form onSubmit={submit} record={{ id: order.id, collected_amount: order.hidden_fields?.includes('total_amount') ? '' : order.total_amount }} noValidate>
        <DialogTitle>{translate('resources.orders.move.title', { status: target })}</DialogTitle>
        <DialogContent>
          {stale && (
            <StaleAlert
              onReload={() => {
                onChanged();
                onClose();
              }}
            />
          )}
          <MoveInputs needs={move.needs} />
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={saving}>
            {translate('ra.action.cancel')}
          </Button>
          <Button type="submit" variant="contained" disabled={saving || stale}>
            {translate('resources.orders.move.submit', { status: target })}
          </Button>
        </DialogActions>
      </Form>
    </Dialog>
  );
}
