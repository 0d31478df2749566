/**
 * The status moves open to a whole selection: those allowed from every selected order's status for this user
 * (domain/orders/status.ts), each needing what any of them needs.
 */
import { findMove, movesFrom, type MoveRequirement, type OrderStatus } from '../../../../../domain/orders/status';

export function commonMoves(statuses: readonly OrderStatus[], user: { is_superuser: boolean }): OrderStatus[] {
  const distinct = [...new Set(statuses)];
  if (distinct.length === 0) return [];
  const [first, ...rest] = distinct.map((status) => movesFrom(status, user).map((move) => move.to));
  return (first ?? []).filter((to) => rest.every((targets) => targets.includes(to)));
}

export function needsOf(statuses: readonly OrderStatus[], to: OrderStatus): MoveRequirement[] {
  const needs = new Set<MoveRequirement>();
  for (const status of new Set(statuses)) for (const need of findMove(status, to)?.needs ?? []) needs.add(need);
  return [...needs];
}
