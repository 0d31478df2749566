/** The prices messages (their group in domain/messages/index.ts). */
export const pricesMessages = {
  no_price: 'No delivery price is set for this city',
  money_invalid: 'Enter an amount of 0 or more with at most 2 decimals, such as 45.50',
  category_required: 'Category is required',
  customer_required: 'Customer is required',
  template_required: 'Template is required',
  feature_required: 'Every feature needs a description of at most 1000 characters',
} as const;
