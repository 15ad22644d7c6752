import { readFileSync } from 'node:fs';
import { type Browser, expect, type Page, test } from '@playwright/test';
import { DEMO } from '../support/env.ts';
import { linkIn, waitForMail } from '../support/mail.ts';
import { acceptCookies, signIn, useLanguage } from '../support/session.ts';
import { seeToast } from '../support/toasts.ts';
import { apiAs } from '../support/public-journeys.ts';

/**
 * The admin's user management in the member's drawer, in Spanish: an invitation sent to a
 * mistyped address, the address corrected (the link at the wrong address no longer sets a password), the
 * invitation sent again to the right one (its link works), a password-reset mail, the erasure on request with
 * its reason (the reset link then works no more), and the audit log of all of it.
 */
type Catalogue = Record<string, unknown>;
const load = (ns: string): Catalogue => JSON.parse(readFileSync(new URL(`../../packages/texts/locales/es/${ns}.json`, import.meta.url), 'utf8'));
const text = (cat: Catalogue, key: string, values: Record<string, string | number> = {}) => {
  const raw = key.split('.').reduce<unknown>((o, k) => (o as Record<string, unknown>)[k], cat) as string;
  return raw.replace(/{{(\w+)}}/g, (_m, k) => String(values[k]));
};
const U = load('users');
const AU = load('audit');
const P = load('public');
const PASSWORD = 'Recibida2026x';

/** Follows a password link from a mail in a browser of its own (whoever reads that mailbox), in Spanish. */
async function setPasswordThrough(browser: Browser, link: string): Promise<{ page: Page; close: () => Promise<void> }> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await useLanguage(page, 'es');
  await page.goto(link);
  await acceptCookies(page);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(text(P, 'resetPassword.title'));
  const form = page.getByTestId('reset-form');
  await form.locator('input[name="password"]').fill(PASSWORD);
  await form.locator('input[name="repeatPassword"]').fill(PASSWORD);
  await form.locator('button[type="submit"]').click();
  return { page, close: () => context.close() };
}

test('an admin corrects a mistyped address, invites again, sends a reset and erases the member on request; each is in the audit log (es)', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const run = Date.now().toString(36).slice(-6);
  const wrong = `lucia.${run}@gmial.example`;
  const right = `lucia.${run}@gmail.example`;
  const started = Date.now();
  await useLanguage(page, 'es');
  await signIn(page, DEMO.admin);
  await expect(page).toHaveURL(/\/admin$/);

  // A player invited at a mistyped address (creation itself is admin-audit.spec.ts's).
  const groups = await apiAs(page, 'GET', '/api/admin/studyGroup/page?pageSize=10');
  const studyGroupId = ((await groups.json()) as { items: Array<{ id: number }> }).items[0]?.id;
  const created = await apiAs(page, 'POST', '/api/admin/member', {
    name: 'Lucía',
    surname: `Errata ${run}`,
    email: wrong,
    language: 'es',
    role: 'Player',
    studyGroupId,
    birthDate: '2001-06-12',
  });
  expect(created.status()).toBe(201);
  const id = ((await created.json()) as { member: { id: number } }).member.id;
  const misdirected = linkIn(await waitForMail(wrong, { after: started - 1000 }), '/reset-password');

  // The drawer: the address corrected.
  await page.goto(`/admin/users?q=${encodeURIComponent(`lucia.${run}`)}`);
  const row = page.getByTestId('user-row').filter({ hasText: wrong });
  await expect(row).toHaveCount(1);
  await row.getByTestId('manage-user').click();
  const drawer = page.getByTestId('member-panel');
  await expect(drawer.getByTestId('member-panel-password')).toHaveText(text(U, 'state.invited'));
  await drawer.getByTestId('member-edit-email').fill(right);
  await drawer.getByTestId('member-edit-save').click();
  await seeToast(page, text(U, 'toasts.updated', { name: `Lucía Errata ${run}` }));
  await expect(page.getByTestId('user-row').filter({ hasText: right })).toHaveCount(1);

  // Whoever reads the mistyped mailbox cannot choose the password any more: not with the link as it came, nor with
  // the corrected address (easy to guess) put into it.
  const tampered = new URL(misdirected);
  tampered.searchParams.set('email', right);
  for (const link of [misdirected, tampered.toString()]) {
    const stranger = await setPasswordThrough(browser, link);
    await seeToast(stranger.page, text(P, 'resetPassword.invalidLink'));
    await expect(stranger.page).toHaveURL(/\/reset-password/);
    await stranger.close();
  }

  // The invitation again, to the right address: its link works.
  const beforeInvite = Date.now();
  await drawer.getByTestId('member-resend-invite').click();
  await seeToast(page, text(U, 'toasts.invited', { email: right }));
  const invitation = linkIn(await waitForMail(right, { after: beforeInvite - 1000 }), '/reset-password');
  expect(new URL(invitation).searchParams.get('email')).toBe(right);
  const lucia = await setPasswordThrough(browser, invitation);
  await expect(lucia.page).toHaveURL(/\/login$/);
  await expect(lucia.page.getByText(text(P, 'resetPassword.success'))).toBeVisible();
  await lucia.close();

  // A password reset from the drawer (reopened: the password is chosen now).
  await page.keyboard.press('Escape');
  await page.getByTestId('user-row').filter({ hasText: right }).getByTestId('manage-user').click();
  await expect(drawer.getByTestId('member-panel-password')).toHaveText(text(U, 'state.active'));
  await expect(drawer.getByTestId('member-resend-invite')).toHaveCount(0);
  const beforeReset = Date.now();
  await drawer.getByTestId('member-send-reset').click();
  await seeToast(page, text(U, 'toasts.resetSent', { email: right }));
  const reset = linkIn(await waitForMail(right, { after: beforeReset - 1000 }), '/reset-password');

  // Erased on request: a reason is asked for, then everything of hers goes.
  await drawer.getByTestId('member-erase').click();
  await expect(page.getByText(text(U, 'erase.text'))).toBeVisible();
  await page.getByTestId('confirm-erase').click();
  await expect(page.getByText(text(U, 'erase.reasonNeeded', { min: 3 }))).toBeVisible();
  await page.getByTestId('erase-reason').fill('Petición escrita del 24 nov');
  await page.getByTestId('confirm-erase').click();
  await seeToast(page, text(U, 'toasts.erased', { name: `Lucía Errata ${run}` }));
  await expect(drawer).toBeHidden();
  await expect(page.getByTestId('users-table-empty')).toBeVisible();
  const gone = await apiAs(page, 'GET', `/api/admin/member/page?q=${encodeURIComponent(right)}`);
  expect(((await gone.json()) as { total: number }).total).toBe(0);
  // Her reset link died with her.
  const after = await setPasswordThrough(browser, reset);
  await seeToast(after.page, text(P, 'resetPassword.invalidLink'));
  await after.close();

  // The audit log of this member, newest first: every act, the erasure with its reason.
  await page.goto(`/admin/audit?subject=${encodeURIComponent(`member:${id}`)}`);
  await expect(page.getByTestId('audit-row').getByTestId('audit-action')).toHaveText(
    ['member_erase', 'member_passwordReset', 'member_invite', 'member_update', 'member_invite', 'member_create'].map((k) => text(AU, `actions.${k}`)),
  );
  await expect(page.getByTestId('audit-row').first()).toContainText('Petición escrita del 24 nov');
});
