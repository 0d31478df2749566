/** What the print page reads from its address: `?ids=1,2,3&layout=labels|sheet`. */
export const PRINT_LAYOUTS = ['labels', 'sheet'] as const;
export type PrintLayout = (typeof PRINT_LAYOUTS)[number];

/** The order ids in the order given, each once; anything that is not a positive whole number is skipped. */
export function parsePrintIds(value: string | null): number[] {
  const ids = (value ?? '')
    .split(',')
    .map((part) => part.trim())
    .filter((part) => /^\d{1,15}$/.test(part))
    .map(Number)
    .filter((id) => id > 0);
  return [...new Set(ids)];
}

export const parsePrintLayout = (value: string | null): PrintLayout => (value === 'sheet' ? 'sheet' : 'labels');
