/**
 * Special permission codes and model permissions (spec section 6, "Fine-grained checks").
 */

/** A superuser passes; anyone else must hold every requested code. An empty request passes. */
export function hasSpecialPermissions(user: { is_superuser: boolean }, held: readonly string[], requested: readonly string[]): boolean {
  if (user.is_superuser) return true;
  const codes = new Set(held);
  return requested.every((code) => codes.has(code));
}

export const MODEL_PERM_TYPES = ['view', 'add', 'change', 'delete'] as const;
export type ModelPermType = (typeof MODEL_PERM_TYPES)[number];

/**
 * The server-side "check by model and permission type" answer (has_permission). A superuser passes; anyone
 * else needs a held entry with exactly that model name and permission type (both compared case-sensitively).
 */
export function hasModelPermission(
  user: { is_superuser: boolean },
  held: readonly { model: string; perm_type: string }[],
  model: string,
  permType: ModelPermType,
): boolean {
  if (user.is_superuser) return true;
  return held.some((entry) => entry.model === model && entry.perm_type === permType);
}
