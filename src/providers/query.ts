/** The parameters given (empty ones left out) as a query string, with its `?`, or nothing. */
export function queryOf(params: Record<string, unknown>): string {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) if (value != null && value !== '') query.set(key, String(value));
  const text = query.toString();
  return text ? `?${text}` : '';
}

/** The parameters given (empty ones left out) as a JSON body. */
export const bodyOf = (params: Record<string, unknown>) => Object.fromEntries(Object.entries(params).filter(([, value]) => value != null && value !== ''));
