import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';
import { settleAnimations } from './settled.ts';

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
      const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21aa', 'wcag22aa']).analyze();
      const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
      expect(
        serious.map((v) => `${v.impact} ${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join('; ')}`),
        `axe on ${label} (${width} px, ${colorScheme})`,
      ).toEqual([]);
    }
  }
}
