/**
 * Messages that both the server and the browser use, in English. The browser's catalogues
 * (src/i18n) include them under the same keys; the server answers with the key and this text.
 */
import { authMessages } from './auth';
import { permissionsMessages } from './permissions';
import { validationMessages } from './validation';
import { errorsMessages } from './errors';
import { customersMessages } from './customers';
import { ordersMessages } from './orders';
import { notificationsMessages } from './notifications';
import { requestsMessages } from './requests';
import { collectMessages } from './collect';
import { ledgerMessages } from './ledger';
import { issuesMessages } from './issues';
import { limitsMessages } from './limits';
import { settlementsMessages } from './settlements';
import { dispatchMessages } from './dispatch';
import { importMessages } from './import';
import { evaluationsMessages } from './evaluations';
import { positionsMessages } from './positions';
import { followupMessages } from './followup';
import { pricesMessages } from './prices';
import { stockMessages } from './stock';
import { stockEntryMessages } from './stock-entries';
import { stockQuotaMessages } from './stock-quotas';
import { stockAlertMessages, stockCountMessages } from './stock-counts';

/**
 * Every group of shared messages, each in a file of its area (./<group>.ts): an area adds or changes its own file,
 * and this list gains a line only for a new group.
 */
export const sharedMessages = {
  auth: authMessages,
  permissions: permissionsMessages,
  validation: validationMessages,
  errors: errorsMessages,
  customers: customersMessages,
  orders: ordersMessages,
  notifications: notificationsMessages,
  requests: requestsMessages,
  collect: collectMessages,
  ledger: ledgerMessages,
  issues: issuesMessages,
  limits: limitsMessages,
  settlements: settlementsMessages,
  dispatch: dispatchMessages,
  import: importMessages,
  followup: followupMessages,
  prices: pricesMessages,
  stock: stockMessages,
  stock_entry: stockEntryMessages,
  stock_quota: stockQuotaMessages,
  stock_count: stockCountMessages,
  stock_alert: stockAlertMessages,
  evaluations: evaluationsMessages,
  positions: positionsMessages,
} as const;

type Leaves<T, P extends string = ''> = {
  [K in keyof T & string]: T[K] extends string ? `${P}${K}` : Leaves<T[K], `${P}${K}.`>;
}[keyof T & string];

export type MessageKey = Leaves<typeof sharedMessages>;

/** The English text of a shared message, with %{name} placeholders filled in. */
export function englishMessage(key: MessageKey, params: Record<string, string | number> = {}): string {
  const [group, name] = key.split('.') as [keyof typeof sharedMessages, string];
  const text = (sharedMessages[group] as Record<string, string>)[name] ?? key;
  return text.replace(/%\{(\w+)\}/g, (_, p: string) => String(params[p] ?? ''));
}
