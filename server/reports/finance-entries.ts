/** The rows of financeentries (domain/reports/finance-entries.ts): a page of the ledger's entries behind a figure. */
import { financeEntriesReport } from '../../domain/reports/finance-entries';
import { shipperVisibility } from '../../domain/permissions';
import { canSeeCustomer } from '../orders/scope';
import { financeEntries } from '../settlements/finance';
import { serve } from './kit';

export const financeEntriesRead = serve(financeEntriesReport, (db, scope, params, range, window) =>
  financeEntries(db, { shippers: shipperVisibility(scope.grants), customers: (id) => canSeeCustomer(scope, id) }, params.figure!, range!, window),
);
