import { expect, test } from '@playwright/test';
import { axeViolations, seriousViolations } from '../support/axe.ts';

/**
 * The accessibility checks are only as good as the runner they share (support/axe.ts): it must report what axe
 * finds, in the whole page or inside one element, on the first check of a document and on the next ones (axe is put
 * into a document once).
 */
test('the axe runner reports violations, scoped to an element, on the first and the next check of a page', async ({ page }) => {
  await page.setContent(`<!doctype html><html lang="en"><head><title>t</title></head><body><main>
    <div id="bad"><img src="data:image/gif;base64,R0lGODlhAQABAAAAACw="><button></button></div>
    <div id="good"><p style="color:#595959;background:#fff">grey</p></div></main></body></html>`);
  const first = await axeViolations(page);
  expect(first.map((v) => v.id).sort()).toEqual(expect.arrayContaining(['button-name', 'image-alt']));
  expect(seriousViolations(first)).toEqual(expect.arrayContaining([expect.stringMatching(/^critical image-alt: .*img/)]));
  expect(await axeViolations(page, { include: '#good' })).toEqual([]);

  // The same document again, with a contrast fault added: only the colour rules, as a11y.spec.ts asks after a switch.
  await page.evaluate(() => {
    const p = document.querySelector('#good p') as HTMLElement;
    p.style.color = '#ccc';
  });
  expect(await page.evaluate(() => 'axe' in window)).toBe(true);
  const colours = await axeViolations(page, { include: '#good', rules: ['color-contrast'] });
  expect(colours.map((v) => v.id)).toEqual(['color-contrast']);
});
