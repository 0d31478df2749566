import type { Identifier } from 'react-admin';
import { listPath } from '../shared/paths';

export const CUSTOMERS = 'customers';

/** The spec's detail page of a customer: `/dashboard/customers/detail/<id>`. */
export const detailPath = (id: Identifier): string => `${listPath(CUSTOMERS)}/detail/${encodeURIComponent(String(id))}`;
