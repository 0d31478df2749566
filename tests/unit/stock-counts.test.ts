/** The stock counts' rules (domain/stock/counts.ts): who may do what in each status, the lines' checks, the moves a difference makes. */
import { describe, expect, it } from 'vitest';
import { countActor, countLineErrors, countRefusal, differenceMove, movedLine, type CountAction } from '../../domain/stock/counts';

const desk = { id: 2, desk: true };
const submitted = { status: 'submitted' as const, submitted_by: 1 };
const staff = (urls: string[]) => ({ id: 9, is_staff: true, is_superuser: false, permitted_url: urls });

describe('stock count rules', () => {
  it('lets a draft be edited, submitted and deleted, and nothing else', () => {
    const draft = { status: 'draft' as const, submitted_by: null };
    const allowed = (['edit', 'submit', 'delete', 'approve', 'refuse'] as CountAction[]).filter((action) => !countRefusal(action, draft, desk));
    expect(allowed).toEqual(['edit', 'submit', 'delete']);
    expect(countRefusal('approve', draft, desk)).toBe('stock_count.not_submitted');
  });

  it('has a submitted count decided only at the approval desk, never by the person who submitted it', () => {
    expect(countRefusal('approve', submitted, desk)).toBeUndefined();
    expect(countRefusal('refuse', submitted, desk)).toBeUndefined();
    expect(countRefusal('approve', submitted, { id: 1, desk: true })).toBe('stock_count.own_count');
    expect(countRefusal('approve', submitted, { id: 3, desk: false })).toBe('stock_count.not_approver');
    expect(countRefusal('edit', submitted, desk)).toBe('stock_count.not_draft');
    for (const status of ['approved', 'refused'] as const) expect(countRefusal('approve', { status, submitted_by: 1 }, desk)).toBe('stock_count.not_submitted');
  });

  it('takes the approval desk from the approval list screen', () => {
    expect(countActor(staff(['/dashboard/approvallist']))).toEqual({ id: 9, desk: true });
    expect(countActor(staff(['/dashboard/stockcount']))).toEqual({ id: 9, desk: false });
  });

  it('checks lines beside each line, and asks every line counted only on submission', () => {
    const lines = [
      { material: 1, counted: null },
      { material: 1, counted: -2 },
      { material: 3, counted: 2.5 },
    ];
    expect(countLineErrors(lines, false)).toEqual({
      'lines.1.material': 'stock_count.material_twice',
      'lines.1.counted': 'stock_count.bad_counted',
      'lines.2.counted': 'stock_count.bad_counted',
    });
    expect(countLineErrors([{ material: 1, counted: null }], true)).toEqual({ 'lines.0.counted': 'stock_count.not_counted' });
    expect(countLineErrors([], true)).toEqual({ lines: 'stock_count.lines_required' });
  });

  it('moves a shortage to adjustment and an excess from it, and nothing for a match', () => {
    const place = { kind: 'courier' as const, owner: 4 };
    const adjustment = { kind: 'adjustment' as const, owner: 0 };
    expect(differenceMove(place, -3)).toEqual({ from: place, to: adjustment, quantity: 3 });
    expect(differenceMove(place, 2)).toEqual({ from: adjustment, to: place, quantity: 2 });
    expect(differenceMove(place, 0)).toBeNull();
  });

  it('finds the first line whose place moved since submission', () => {
    const lines = [
      { material: 1, expected: 5 },
      { material: 2, expected: null },
    ];
    expect(movedLine(lines, () => 5)).toEqual({ material: 2, expected: null });
    expect(movedLine(lines, (line) => (line.material === 1 ? 5 : 0))).toBeUndefined();
  });
});
