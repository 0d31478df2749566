/** The analytics home's ranges of order dates: quick choices, or any two dates. */
import { cairoDaysAgo, cairoToday } from '../../../../domain/time';
import type { FiguresRange } from '../../../providers/merchant';

export const QUICK_RANGES = ['today', 'week', 'month', 'quarter'] as const;
export type QuickRange = (typeof QUICK_RANGES)[number];

/** Days back from today that each quick choice starts at (today itself is day 0). */
const DAYS_BACK: Record<QuickRange, number> = { today: 0, week: 6, month: 29, quarter: 89 };

export const quickRange = (choice: QuickRange, today: string = cairoToday()): FiguresRange => ({
  from_date: cairoDaysAgo(DAYS_BACK[choice], today),
  to_date: today,
});

/** The quick choice a range is, if any. */
export const quickChoiceOf = (range: FiguresRange, today: string = cairoToday()): QuickRange | undefined =>
  QUICK_RANGES.find((choice) => {
    const quick = quickRange(choice, today);
    return quick.from_date === range.from_date && quick.to_date === range.to_date;
  });
