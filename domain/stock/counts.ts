/**
 * Stock counts (spec: Stock, stockcount): someone counts what a warehouse or a courier really holds, and the
 * differences against the ledger's quantities are posted only once a second person approves (four eyes, design.md
 * section 15). A count is a draft while it is counted (its lines prefilled with what the place holds, a material
 * scanned or typed in adds one), then submitted (each line's expected quantity taken at that moment), then approved
 * (each difference posted as one `count_difference` move between the place and adjustment) or refused (nothing
 * moves). The server and the screens both read the table below.
 */
import type { MessageKey } from '../messages';
import { canOpenUrl, type PermissionUser } from '../permissions';
import { screenUrl } from '../screens';
import type { FieldErrors } from '../validation';
import { MOVE_MAX_QUANTITY, type Location } from './moves';

/** The places that are counted: real packaging on a shelf or in a courier's hands. */
export const COUNT_PLACES = ['warehouse', 'courier'] as const;
export type CountPlace = (typeof COUNT_PLACES)[number];

export const COUNT_STATUSES = ['draft', 'submitted', 'approved', 'refused'] as const;
export type CountStatus = (typeof COUNT_STATUSES)[number];

export type CountAction = 'edit' | 'submit' | 'delete' | 'approve' | 'refuse';

/** The most lines one count carries (every material the company keeps, with room to spare). */
export const COUNT_MAX_LINES = 200;

/**
 * What may be done to a count in each status and by whom: the counter edits, submits or deletes a draft; a
 * submitted count is decided (approved or refused) by a holder of the approval desk who did not submit it. An
 * approved or refused count is never changed.
 */
const RULES: Readonly<Record<CountAction, { status: CountStatus; decision: boolean }>> = {
  edit: { status: 'draft', decision: false },
  submit: { status: 'draft', decision: false },
  delete: { status: 'draft', decision: false },
  approve: { status: 'submitted', decision: true },
  refuse: { status: 'submitted', decision: true },
};

/** The count as the rules see it. */
export interface CountState {
  status: CountStatus;
  submitted_by: number | null;
}

/** The caller as the rules see it: who they are and whether they hold the approval desk. */
export interface CountActor {
  id: number;
  desk: boolean;
}

/** The caller as the rules see them: the four-eyes desk is the approval list (money requests and expenses wait there too). */
export const countActor = (user: PermissionUser & { id: number }): CountActor => ({ id: user.id, desk: canOpenUrl(user, screenUrl('approvallist')) });

/**
 * Why `actor` may not do `action` to `count`, or undefined when they may. The status comes first (a count no longer
 * waiting says so to everyone), then the desk, then the four eyes: the person who submitted a count never decides it.
 */
export function countRefusal(action: CountAction, count: CountState, actor: CountActor): MessageKey | undefined {
  const rule = RULES[action];
  if (count.status !== rule.status) return rule.status === 'draft' ? 'stock_count.not_draft' : 'stock_count.not_submitted';
  if (!rule.decision) return undefined;
  if (!actor.desk) return 'stock_count.not_approver';
  return count.submitted_by === actor.id ? 'stock_count.own_count' : undefined;
}

export const mayDoCount = (action: CountAction, count: CountState, actor: CountActor): boolean => countRefusal(action, count, actor) === undefined;

/** A refusal that is about the caller (403) rather than the count's state (409). */
export const isCallerRefusal = (key: MessageKey): boolean => key === 'stock_count.own_count' || key === 'stock_count.not_approver';

/** The ledger's place a count counts. */
export const placeOf = (count: { place: CountPlace; owner_id: number }): Location => ({ kind: count.place, owner: count.owner_id });

/** A line as the count page sends it: a material and what was counted of it (null while not counted yet). */
export interface CountLineInput {
  material: number;
  counted: number | null;
}

/** Why a counted quantity cannot be taken (a whole number from 0 up to a move's bounds), or undefined. */
export const countedError = (counted: unknown): MessageKey | undefined =>
  typeof counted === 'number' && Number.isInteger(counted) && counted >= 0 && counted <= MOVE_MAX_QUANTITY ? undefined : 'stock_count.bad_counted';

/**
 * Field errors of a count's lines (`lines` for the list, `lines.<i>.<field>` for one line): at most COUNT_MAX_LINES,
 * each material once, each counted quantity a whole number within bounds; on submission every line counted.
 */
export function countLineErrors(lines: readonly CountLineInput[], submitting: boolean): FieldErrors {
  const errors: FieldErrors = {};
  if (lines.length > COUNT_MAX_LINES) errors.lines = 'stock_count.too_many_lines';
  if (submitting && lines.length === 0) errors.lines = 'stock_count.lines_required';
  const seen = new Set<number>();
  lines.forEach((line, index) => {
    if (seen.has(line.material)) errors[`lines.${index}.material`] = 'stock_count.material_twice';
    seen.add(line.material);
    if (line.counted === null) {
      if (submitting) errors[`lines.${index}.counted`] = 'stock_count.not_counted';
    } else {
      const problem = countedError(line.counted);
      if (problem) errors[`lines.${index}.counted`] = problem;
    }
  });
  return errors;
}

/**
 * The move a line's difference makes, or null when the count matches: short moves the missing units from the place
 * to adjustment, over brings the extra units from adjustment to the place.
 */
export function differenceMove(place: Location, difference: number): { from: Location; to: Location; quantity: number } | null {
  const adjustment: Location = { kind: 'adjustment', owner: 0 };
  if (difference === 0) return null;
  return difference < 0 ? { from: place, to: adjustment, quantity: -difference } : { from: adjustment, to: place, quantity: difference };
}

/**
 * The rule when the stock moved between submission and approval: a count says what was on the shelf when it was
 * counted, so its differences hold only against the quantities it was compared with. If any line's place now holds
 * another quantity than the one expected at submission (an issue, a receipt or a return came in between), the
 * approval is refused naming the material (409 `stock_count.stock_moved`); the approver refuses the count and the
 * place is counted again. Posting `counted - now` instead would book the moves made since as losses or finds.
 */
export function movedLine<T extends { expected: number | null }>(lines: readonly T[], heldNow: (line: T) => number): T | undefined {
  return lines.find((line) => (line.expected ?? 0) !== heldNow(line));
}
