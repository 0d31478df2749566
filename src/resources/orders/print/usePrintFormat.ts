import { useMemo } from 'react';
import { useLocaleState, useTranslate } from 'react-admin';
import { placeText, type OrderRecord } from '../../../../domain/orders/record';
import { useMoney } from '../../shared/money';
import { useCairoDate } from '../format';

/** The order fields that hold text. */
export type OrderTextField = { [K in keyof OrderRecord]: OrderRecord[K] extends string ? K : never }[keyof OrderRecord];

export interface PrintFormat {
  /** The field's text, or 'Hidden' when the server blanked it for this user. */
  text: (order: OrderRecord, field: OrderTextField) => string;
  /** An amount with the LE label, or 'Hidden'. */
  money: (order: OrderRecord, field: 'total_amount' | 'total_fees') => string;
  isHidden: (order: OrderRecord, field: OrderTextField) => boolean;
  date: (value: string, withTime?: boolean) => string;
  /** "City / zone", leaving out what is not set. */
  place: (order: OrderRecord) => string;
  weight: (order: OrderRecord) => string;
}

/** "1.50" -> "1.5", "2.00" -> "2"; other text unchanged. */
const trimDecimals = (value: string) => (/^\d+\.\d+$/.test(value) ? value.replace(/\.?0+$/, '') : value);

/** How the print page shows order values, hidden fields included. */
export function usePrintFormat(): PrintFormat {
  const translate = useTranslate();
  const formatMoney = useMoney();
  const date = useCairoDate();
  const [locale] = useLocaleState();
  return useMemo(() => {
    const hidden = translate('resources.orders_print.hidden');
    const isHidden = (order: OrderRecord, field: OrderTextField) => order.hidden_fields.includes(field);
    return {
      isHidden,
      text: (order, field) => (isHidden(order, field) ? hidden : order[field]),
      money: (order, field) => (isHidden(order, field) ? hidden : formatMoney(order[field])),
      date,
      place: (order) => placeText(order, locale),
      weight: (order) => translate('resources.orders_print.weight_value', { weight: trimDecimals(order.weight || '0') }),
    };
  }, [translate, formatMoney, date, locale]);
}
