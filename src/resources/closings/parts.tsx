import { Chip, type ChipProps } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { ClosingStatus, MoneyRequestStatus } from '../../../domain/ledger/kinds';

const CLOSING_COLOURS: Record<ClosingStatus, ChipProps['color']> = { pending: 'warning', approved: 'success', refused: 'error', reopened: 'default' };
const REQUEST_COLOURS: Record<MoneyRequestStatus, ChipProps['color']> = { pending: 'warning', approved: 'success', refused: 'error' };

export function ClosingStatusChip({ status }: { status: ClosingStatus }) {
  const translate = useTranslate();
  return <Chip size="small" color={CLOSING_COLOURS[status]} label={translate(`closings.status.${status}`)} />;
}

export function RequestStatusChip({ status }: { status: MoneyRequestStatus }) {
  const translate = useTranslate();
  return <Chip size="small" color={REQUEST_COLOURS[status]} label={translate(`closings.requests.status.${status}`)} />;
}

/** A closing's page: view/details/{shipper}/{closing_date}/{rc} below shipperclosing. */
export const closingPath = (closing: { shipper_id: number; closing_date: string; rc: number }) =>
  `/dashboard/shipperclosing/view/details/${closing.shipper_id}/${closing.closing_date}/${closing.rc}`;

/** A fresh idempotency key for one money request (a retry or a double click sends the same one). */
export const newRequestKey = (): string => crypto.randomUUID();
