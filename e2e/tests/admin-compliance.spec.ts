import { readFileSync } from 'node:fs';
import { type Browser, expect, type Page, test } from '@playwright/test';
import { DEMO } from '../support/env.ts';
import { apiAs } from '../support/public-journeys.ts';
import { signIn, useLanguage } from '../support/session.ts';
import { seeToast } from '../support/toasts.ts';

/**
 * Two admins write the privacy policy at once (terms publishing; the privacy policy, which nobody has
 * to accept, so that the other journeys are not gated). The first publishes; the second is told, keeps what she
 * wrote, compares it with the new version and publishes on top of it, never over it unseen. In German.
 */
type Catalogue = Record<string, unknown>;
const P: Catalogue = JSON.parse(readFileSync(new URL('../../packages/texts/locales/de/public.json', import.meta.url), 'utf8'));
const text = (key: string, values: Record<string, string | number> = {}) => {
  const raw = key.split('.').reduce<unknown>((o, k) => (o as Record<string, unknown>)[k], P) as string;
  return raw.replace(/{{(\w+)}}/g, (_m, k) => String(values[k]));
};
const SHOTS = process.env.COMPLIANCE_SHOTS ?? null;

/** An admin's own browser on the privacy policy's editor. */
async function editor(browser: Browser): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await useLanguage(page, 'de');
  await signIn(page, DEMO.admin);
  await expect(page).toHaveURL(/\/admin$/);
  await page.goto('/admin/compliance');
  await page.getByTestId('compliance-category').getByText(text('terms.privacyPolicyTitle')).click();
  await expect(page.getByTestId('compliance-content-en')).not.toHaveValue('');
  return page;
}

/** Adds a paragraph to the English text. */
async function addParagraph(page: Page, paragraph: string) {
  const english = page.getByTestId('compliance-content-en');
  await english.fill(`${await english.inputValue()}\n\n${paragraph}`);
}

/** Publishes: what changed (in every language), and the word that the languages left as they were need no change. */
async function publish(page: Page) {
  await page.getByTestId('compliance-publish').click();
  await expect(page.getByTestId('compliance-confirm')).toBeVisible();
  for (const language of ['en', 'es', 'ca', 'de', 'it']) {
    await page.getByTestId(`compliance-summary-${language}`).fill(`A paragraph was added (${language}).`);
  }
  await page.getByTestId('compliance-unchanged-confirm').check();
  await page.getByTestId('compliance-confirm-publish').click();
}

test('two admins write the privacy policy at once: the second is told, keeps her text, compares, then publishes on top (de)', async ({ browser }) => {
  test.setTimeout(90_000);
  const run = Date.now().toString(36).slice(-5);
  const ana = await editor(browser);
  const bea = await editor(browser);
  const before = ((await (await apiAs(ana, 'GET', '/api/admin/compliance/2')).json()) as { version: number }).version;

  await addParagraph(ana, `Ana ${run}: reports are kept for two seasons.`);
  await addParagraph(bea, `Bea ${run}: the club's contact is named.`);
  await publish(ana);
  await seeToast(ana, text('adminCompliance.published', { version: before + 1 }));

  // Bea goes to publish: the confirmation's refresh finds Ana's version. Nothing is published, nothing is lost.
  await bea.getByTestId('compliance-publish').click();
  const changed = bea.getByTestId('compliance-version-changed');
  await expect(changed).toContainText(text('adminCompliance.versionChangedTitle', { version: before + 1 }));
  await expect(bea.getByTestId('compliance-confirm')).toBeHidden();
  await expect(bea.getByTestId('compliance-publish')).toBeDisabled();
  await expect(changed.getByTestId('compliance-compare-new')).toBeFocused();
  await expect(bea.getByTestId('compliance-content-en')).toHaveValue(new RegExp(`Bea ${run}`));
  if (SHOTS) {
    for (const width of [1280, 360]) {
      await bea.setViewportSize({ width, height: width === 360 ? 740 : 900 });
      await bea.screenshot({ path: `${SHOTS}/compliance-changed-${width}.png`, fullPage: true });
    }
    await bea.setViewportSize({ width: 1280, height: 720 });
  }

  // She compares with Ana's version: the diff shows Ana's paragraph she would remove and her own.
  await changed.getByTestId('compliance-compare-new').click();
  await expect(changed).toBeHidden();
  const diff = bea.getByTestId('compliance-diff');
  await expect(diff).toContainText(`Ana ${run}`);
  await expect(diff).toContainText(`Bea ${run}`);
  // She keeps Ana's paragraph too, then publishes the next version.
  await bea.getByTestId('compliance-mode').getByText(text('adminCompliance.edit')).click();
  await addParagraph(bea, `Ana ${run}: reports are kept for two seasons.`);
  await publish(bea);
  await seeToast(bea, text('adminCompliance.published', { version: before + 2 }));
  await expect(bea.getByTestId('compliance-current-version')).toContainText(String(before + 2));

  const now = (await (await apiAs(bea, 'GET', '/api/admin/compliance/2')).json()) as { version: number; contents: { en: string } };
  expect(now.version).toBe(before + 2);
  expect(now.contents.en).toContain(`Ana ${run}`);
  expect(now.contents.en).toContain(`Bea ${run}`);
  await ana.context().close();
  await bea.context().close();
});
