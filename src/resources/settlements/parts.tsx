/** The statement page of a customer closing. */
export const statementPath = (id: number) => `/dashboard/customer-closing/statement/${id}`;
