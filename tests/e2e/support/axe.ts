import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';

/** axe-core's browser script, evaluated in the page (as the debugger, so the page's script policy does not apply). */
const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
/** WCAG 2.1 A and AA. */
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
const BLOCKING = new Set(['critical', 'serious']);

interface Violation {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: string[]; failureSummary?: string }[];
}

declare global {
  interface Window {
    axe: { run: (context: Document, options: object) => Promise<{ violations: Violation[] }> };
  }
}

/**
 * Runs axe-core on the page as it is now and fails with a readable list when it finds a critical or serious
 * violation of WCAG 2.1 A or AA. Screenshots call it, so every screen the end-to-end tests visit is checked.
 */
export async function expectAccessible(page: Page, name: string): Promise<void> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE_SOURCE);
  const violations = await page.evaluate(async (tags) => {
    const result = await window.axe.run(document, { runOnly: { type: 'tag', values: tags }, resultTypes: ['violations'] });
    return result.violations;
  }, TAGS);
  const blocking = violations.filter((violation) => BLOCKING.has(violation.impact ?? ''));
  if (blocking.length === 0) return;
  const lines = blocking.flatMap((violation) => [
    `${violation.impact} ${violation.id}: ${violation.help}`,
    ...violation.nodes.slice(0, 5).map((node) => `    ${node.target.join(' ')}: ${(node.failureSummary ?? '').replace(/\s+/g, ' ')}`),
  ]);
  throw new Error(`${name}: ${blocking.length} accessibility violation(s)\n${lines.join('\n')}`);
}
