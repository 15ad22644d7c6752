import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { expect, type Page } from '@playwright/test';
import type { Result, RunOptions } from 'axe-core';
import { settleAnimations } from './settled.ts';

/** Every check of the end-to-end tests asks for these: WCAG 2.0, 2.1 and 2.2, levels A and AA. */
export const WCAG_AA = ['wcag2a', 'wcag2aa', 'wcag21aa', 'wcag22aa'];

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/**
 * Axe's violations on the page as it is now (or inside the element of `include`), for the rules of `tags` (WCAG 2 A
 * and AA by default) or only the named `rules`.
 *
 * Axe runs in the page itself, as `@axe-core/playwright`'s "legacy mode" does, and is put into a document once: a
 * second check of the same document (the other colour scheme, a dialog opened) reuses it. `@axe-core/playwright`
 * injected its 550 kB source twice per check and opened a new blank page to merge the results of the frames, which
 * our pages do not have (no iframe): one check took 1.7–4.2 s on the CI machine, of which 1.1–2.8 s for a check of
 * one trivial rule. The rules and their answers are axe's own either way.
 */
export async function axeViolations(page: Page, opts: { include?: string; tags?: string[]; rules?: string[] } = {}): Promise<Result[]> {
  const injected = await page.evaluate(() => 'axe' in window);
  if (!injected) {
    await page.evaluate(`${axeSource}
;axe.configure({ allowedOrigins: ['<same_origin>'], branding: { application: 'playwright' } });`);
  }
  const options: RunOptions = {
    runOnly: opts.rules ? { type: 'rule', values: opts.rules } : { type: 'tag', values: opts.tags ?? WCAG_AA },
    // Only the violations are reported in full: the passes, incomplete and inapplicable lists are not read here.
    resultTypes: ['violations'],
  };
  const run = ({ include, options }: { include: string | undefined; options: RunOptions }) =>
    (window as unknown as { axe: typeof import('axe-core') }).axe.run(include ? { include: [include] } : document, options);
  const results = await page.evaluate(run, { include: opts.include, options });
  return results.violations;
}

/** The serious and critical ones, one line each, for a readable failure. */
export function seriousViolations(violations: Result[]): string[] {
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.impact} ${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join('; ')}`);
}

/**
 * Axe (WCAG 2 A and AA, no serious or critical violation) on the page as it is, at 1280 and 360 px wide, in the
 * light and the dark scheme (the app follows the system's scheme live: no reload). For screens that a journey
 * reaches and e2e/tests/a11y.spec.ts cannot open by address (the end screen after the last answer, new usage
 * terms to accept). Leaves the page at 360 px in the dark scheme.
 */
export async function expectAxeCleanEverywhere(page: Page, label: string) {
  for (const width of [1280, 360]) {
    await page.setViewportSize({ width, height: width > 400 ? 800 : 740 });
    for (const colorScheme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme });
      await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', colorScheme);
      await settleAnimations(page);
      expect(seriousViolations(await axeViolations(page)), `axe on ${label} (${width} px, ${colorScheme})`).toEqual([]);
    }
  }
}
