/**
 * The steps of `npm run bench`, each measuring some budgets of design.md section 9; `--steps a,b` runs only
 * those (the demo seed and the generated orders are loaded whatever the steps, since every step reads them).
 */
export const STEPS = [
  'list',
  'merchant',
  'throughput',
  'mixed',
  'side-by-side',
  'export',
  'bulk',
  'closing',
  'money',
  'stock',
  'reports',
  'import',
  'build',
] as const;
export type Step = (typeof STEPS)[number];

const isStep = (name: string): name is Step => (STEPS as readonly string[]).includes(name);

/** The steps named in a comma list (every step when none is given); an unknown name is an error. */
export function parseSteps(list: string | undefined): Set<Step> {
  if (!list) return new Set(STEPS);
  const names = list.split(',').map((name) => name.trim());
  const unknown = names.filter((name) => !isStep(name));
  if (unknown.length) throw new Error(`unknown bench step(s): ${unknown.join(', ')}; the steps are ${STEPS.join(', ')}`);
  return new Set(names.filter(isStep));
}
