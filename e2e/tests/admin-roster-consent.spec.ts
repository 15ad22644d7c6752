import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { DEMO, DEMO_PASSWORD } from '../support/env.ts';
import { apiSignIn, callApi } from '../support/invitation-scene.ts';
import { linkIn, waitForMail } from '../support/mail.ts';
import { seeToast } from '../support/toasts.ts';

/**
 * A 13-year-old imported from a roster without a guardian's consent: the set-password screen of the invitation
 * asks for it in each of the five languages, refuses the new password without it, and takes it with it.
 */

const LANGUAGES = ['en', 'es', 'ca', 'de', 'it'] as const;
const publicText = (lang: string, key: string) => {
  const c = JSON.parse(readFileSync(new URL(`../../packages/texts/locales/${lang}/public.json`, import.meta.url), 'utf8'));
  const value = key.split('.').reduce<unknown>((o, k) => (o as Record<string, unknown>)[k], c);
  if (typeof value !== 'string') throw new Error(`no text ${key}`);
  return value.replace('{{guardianAge}}', '16');
};

const startsWith = (text: string) => new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`);

const yearsAgo = (years: number) => {
  const d = new Date();
  d.setUTCDate(d.getUTCDate() - 10);
  d.setUTCFullYear(d.getUTCFullYear() - years);
  return d.toISOString().slice(0, 10);
};

test('a 13-year-old from a roster confirms a guardian’s consent when setting the password, in each language', async ({ browser, request }) => {
  test.setTimeout(120_000);
  const run = Date.now().toString(36).slice(-6).toUpperCase();
  const admin = await apiSignIn(request, DEMO.admin, DEMO_PASSWORD);
  const quizzes = (await callApi(request, 'GET', '/api/admin/quiz', admin)) as Array<{ categoryId: number; enabled: boolean }>;
  const categoryId = quizzes.find((q) => q.enabled)?.categoryId;
  const [account] = (await callApi(request, 'GET', '/api/admin/account', admin)) as Array<{ id: number }>;
  const club = await callApi(
    request,
    'POST',
    '/api/admin/club',
    admin,
    { name: `Consent FC ${run}`, code: `C${run}`, accountId: account?.id, active: true },
    201,
  );
  const group = await callApi(
    request,
    'POST',
    '/api/admin/studyGroup',
    admin,
    { clubId: club.id, name: `U14 ${run}`, code: `K${run}`, categoryId },
    201,
  );
  const email = `consent-kid-${run}@example.test`.toLowerCase();
  const before = Date.now();
  await callApi(request, 'POST', `/api/admin/study-group/${group.id}/roster-import`, admin, {
    csv: `name,surname,email,birthDate\nKai,Young,${email},${yearsAgo(13)}\n`,
  });
  const link = new URL(linkIn(await waitForMail(email, { after: before - 1000 }), '/reset-password'));
  expect(link.searchParams.get('guardian')).toBe('1');
  const path = `${link.pathname}${link.search}`;

  for (const lang of LANGUAGES) {
    const context = await browser.newContext();
    await context.addInitScript((l) => localStorage.setItem('cp.language', l), lang);
    const page = await context.newPage();
    await page.goto(path);
    const box = page.getByRole('checkbox', { name: publicText(lang, 'resetPassword.guardianConfirmed') });
    await expect(box).toBeVisible();
    await expect(box).not.toBeChecked();
    await expect(page.getByTestId('reset-form')).toContainText(publicText(lang, 'resetPassword.guardianHint'));

    if (lang === 'it') {
      // Without the box ticked, the server refuses and the form says why, beside the box; the link still works.
      await page.getByLabel(startsWith(publicText(lang, 'resetPassword.password'))).fill('NuovaPass2026');
      await page.getByLabel(startsWith(publicText(lang, 'resetPassword.repeatPassword'))).fill('NuovaPass2026');
      await page.getByRole('button', { name: publicText(lang, 'resetPassword.submit') }).click();
      await expect(page.getByTestId('reset-form')).toContainText(publicText(lang, 'validation.guardianConsent'));
      await box.check();
      await page.getByRole('button', { name: publicText(lang, 'resetPassword.submit') }).click();
      await seeToast(page, publicText(lang, 'resetPassword.success'));
      await expect(page).toHaveURL(/\/login/);
    }
    await context.close();
  }
  // The password was set (the server takes it only with the consent): the member signs in with it.
  expect(await apiSignIn(request, email, 'NuovaPass2026')).toBeTruthy();
});
