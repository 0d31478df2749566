/** The review's rows: a shipper's parcels of the day, each with the outcome the reviewer confirms. */
import { Checkbox, Chip, MenuItem, Table, TableBody, TableCell, TableHead, TableRow, TextField } from '@mui/material';
import { useGetList, useTranslate } from 'react-admin';
import { REVIEW_OUTCOMES, type ReviewOutcome } from '../../../../domain/orders/follow-up';
import type { ReviewLine } from '../../../providers/orders/follow-up';
import type { OrderRecord } from '../../../providers/orders/types';
import { useAmount } from '../../shared/money';
import { orderName } from '../../shared/recordName';
import { STATUS_COLOR, statusKey } from '../status';

export type Draft = Omit<ReviewLine, 'id'>;

/** What a parcel starts as: delivered with its whole total collected. */
export const draftOf = (order: OrderRecord): Draft => ({ status: 'Delivered', collected_amount: order.total_amount });

interface Props {
  parcels: OrderRecord[];
  drafts: Record<number, Draft>;
  selected: ReadonlySet<number>;
  onDraft: (id: number, draft: Draft) => void;
  onSelect: (ids: number[], on: boolean) => void;
}

/** Only parcels still out can be confirmed (the status machine moves them from Out For Deliver). */
export const reviewable = (order: OrderRecord) => order.Order_Delivery_Status === 'Out For Deliver';

export function ReviewTable({ parcels, drafts, selected, onDraft, onSelect }: Props) {
  const translate = useTranslate();
  const amount = useAmount();
  const { data: reasons = [] } = useGetList('holdreason', { pagination: { page: 1, perPage: 100 }, sort: { field: 'id', order: 'ASC' } });
  const open = parcels.filter(reviewable).map((order) => order.id);
  const all = open.length > 0 && open.every((id) => selected.has(id));
  return (
    <Table size="small">
      <TableHead>
        <TableRow>
          <TableCell padding="checkbox">
            <Checkbox
              checked={all}
              onChange={(event) => onSelect(open, event.target.checked)}
              slotProps={{ input: { 'aria-label': translate('follow_up.review.select_all') } }}
            />
          </TableCell>
          {['serial', 'recipient', 'total', 'status', 'outcome', 'collected', 'detail'].map((key) => (
            <TableCell key={key}>{translate(`follow_up.review.${key}`)}</TableCell>
          ))}
        </TableRow>
      </TableHead>
      <TableBody>
        {parcels.map((order) => {
          const draft = drafts[order.id] ?? draftOf(order);
          const editable = reviewable(order);
          const set = (change: Partial<Draft>) => onDraft(order.id, { ...draft, ...change });
          // Its serial, or another name when the serial is hidden from the user: every control of the row is named.
          const name = orderName(order);
          return (
            <TableRow key={order.id}>
              <TableCell padding="checkbox">
                <Checkbox
                  disabled={!editable}
                  checked={selected.has(order.id)}
                  onChange={(event) => onSelect([order.id], event.target.checked)}
                  slotProps={{ input: { 'aria-label': name } }}
                />
              </TableCell>
              <TableCell>
                <bdi>{order.serial}</bdi>
              </TableCell>
              <TableCell>{order.full_name}</TableCell>
              <TableCell>{amount(order.total_amount)}</TableCell>
              <TableCell>
                <Chip size="small" color={STATUS_COLOR[order.Order_Delivery_Status]} label={translate(statusKey(order.Order_Delivery_Status))} />
                {order.collected_amount != null && !editable ? ` ${amount(order.collected_amount)}` : null}
              </TableCell>
              <TableCell>
                {editable && (
                  <TextField
                    select
                    size="small"
                    value={draft.status}
                    onChange={(event) => set({ status: event.target.value as ReviewOutcome })}
                    slotProps={{ htmlInput: { 'aria-label': `${translate('follow_up.review.outcome')} ${name}` } }}
                  >
                    {REVIEW_OUTCOMES.map((status) => (
                      <MenuItem key={status} value={status}>
                        {translate(statusKey(status))}
                      </MenuItem>
                    ))}
                  </TextField>
                )}
              </TableCell>
              <TableCell>
                {editable && draft.status === 'Delivered' && (
                  <TextField
                    size="small"
                    value={draft.collected_amount ?? ''}
                    onChange={(event) => set({ collected_amount: event.target.value })}
                    slotProps={{ htmlInput: { inputMode: 'decimal', 'aria-label': `${translate('follow_up.review.collected')} ${name}` } }}
                    sx={{ width: 110 }}
                  />
                )}
              </TableCell>
              <TableCell>
                {editable && draft.status === 'Hold' && (
                  <TextField
                    select
                    size="small"
                    value={draft.hold_reason ?? ''}
                    onChange={(event) => set({ hold_reason: Number(event.target.value) })}
                    label={translate('follow_up.review.reason')}
                    sx={{ minWidth: 160 }}
                  >
                    {reasons.map((reason) => (
                      <MenuItem key={reason.id} value={reason.id}>
                        {String(reason.name)}
                      </MenuItem>
                    ))}
                  </TextField>
                )}
                {editable && (draft.status === 'Undelivered' || draft.status === 'Rejected') && (
                  <TextField
                    size="small"
                    value={draft.note ?? ''}
                    onChange={(event) => set({ note: event.target.value })}
                    label={translate('follow_up.review.note')}
                  />
                )}
              </TableCell>
            </TableRow>
          );
        })}
      </TableBody>
    </Table>
  );
}
