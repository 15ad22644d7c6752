import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { type APIRequestContext, expect, test } from '@playwright/test';
import { solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import { answerWithHighestNeed } from '../support/answering.ts';
import { expectAxeCleanEverywhere } from '../support/axe.ts';
import { DEMO, DEMO_PASSWORD } from '../support/env.ts';
import { FRESH_PLAYER_PASSWORD, registerFreshPlayer } from '../support/fresh-player.ts';
import { signIn, useLanguage } from '../support/session.ts';
import { completeTwoFactorApi, DEMO_ADMIN_TOTP_SECRET } from '../support/two-factor.ts';

/**
 * From a flag to support: a player whose answers show a critical need sees, on the end screen and in
 * the report, the club's support contacts and the helplines of the club's country in their language; the coach
 * finds the follow-up case in the queue, takes it, writes a note, sets a next step and refers it; the admin reads
 * each act in the audit log. It changes the demo club's support
 * (its country, one contact) and confirms the Spanish helplines: it runs in its own project after the admin
 * journeys, so that no other test sees a support panel it does not expect.
 */

const root = join(import.meta.dirname, '../..');
const XSRF = 'e2e-support-journey-xsrf-0123456789';
const run = Date.now().toString(36);
const CONTACT = { name: `Marta Benestar ${run}`, phone: '+34 600 100 200' };

async function api(ctx: APIRequestContext, method: 'GET' | 'POST' | 'PUT', path: string, token?: string, data?: object) {
  const res = await ctx.fetch(`/${path}`, {
    method,
    data,
    headers: { 'x-xsrf-token': XSRF, cookie: `XSRF-TOKEN=${XSRF}`, ...(token ? { authorization: `Bearer ${token}` } : {}) },
  });
  expect(res.status(), `${method} ${path}: ${await res.text()}`).toBeLessThan(300);
  return res.status() === 204 ? null : res.json();
}

async function apiSignIn(ctx: APIRequestContext, email: string): Promise<string> {
  const settings = await (await ctx.get('/appsettings.json')).json();
  let captcha: string | undefined;
  if (settings.captcha?.enabled) {
    const challenge = await (await ctx.get('/api/captcha/challenge')).json();
    const solution = await solveChallenge({ challenge, deriveKey });
    captcha = Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
  }
  const res = await api(ctx, 'POST', 'api/member/authenticate', undefined, { email, password: DEMO_PASSWORD, captcha });
  if (!res.twoFactorRequired) return res.token;
  // The demo admin's second step (two-factor sign-in), with the code of the demo key.
  return completeTwoFactorApi(ctx, res.challenge, DEMO_ADMIN_TOTP_SECRET, { 'x-xsrf-token': XSRF, cookie: `XSRF-TOKEN=${XSRF}` });
}

test('a player with a critical result sees the club’s contacts and helplines in Spanish; the coach takes the case, notes, sets a next step and refers it; the audit shows each act', async ({
  browser,
  request,
}) => {
  test.setTimeout(420_000);
  // The demo club's support, as its coach keeps it; the Spanish helplines, as an admin confirms them.
  const coachToken = await apiSignIn(request, DEMO.coach);
  const adminToken = await apiSignIn(request, DEMO.admin);
  const studies = (await api(request, 'GET', 'api/manager/study/all', coachToken)) as { id: number; token: string; clubId: number }[];
  const study = studies.find((s) => s.token === DEMO.studyToken);
  if (!study) throw new Error('The demo study is missing: is the demo data loaded?');
  await api(request, 'PUT', `api/manager/club/${study.clubId}/support/country`, coachToken, { country: 'ES' });
  await api(request, 'POST', `api/manager/club/${study.clubId}/support/contacts`, coachToken, {
    name: CONTACT.name,
    role: 'welfareOfficer',
    email: null,
    phone: CONTACT.phone,
    languages: ['es', 'ca'],
  });
  const helplines = (await api(request, 'GET', 'api/admin/helpline', adminToken)) as {
    id: number;
    country: string;
    languages: string[];
    name: string;
    number: string;
    description: string;
    source: string;
    enabled: boolean;
  }[];
  const spanish = helplines.filter((h) => h.country === 'ES' && h.enabled && h.languages.includes('es'));
  expect(spanish.length).toBeGreaterThan(0);
  for (const h of spanish) {
    const { id, country, languages, name, number, description, source, enabled } = h;
    await api(request, 'PUT', `api/admin/helpline/${id}`, adminToken, {
      country,
      languages,
      name,
      number,
      description,
      source,
      enabled,
      confirmed: true,
    });
  }

  // The player, in Spanish: answers with the highest need, and is shown what to do now.
  const player = await (await browser.newContext()).newPage();
  const email = await registerFreshPlayer(request, `support-${run}`);
  await useLanguage(player, 'es');
  await signIn(player, email, FRESH_PLAYER_PASSWORD);
  await expect(player).toHaveURL(/\/home/);
  await player.goto('/evaluations/pending');
  await player.getByTestId('evaluations-list').locator('a[data-testid^="continue-"]').first().click();
  await answerWithHighestNeed(player);
  const panel = player.getByTestId('support-panel');
  await expect(panel).toBeVisible();
  await expect(panel.getByTestId('support-contact').filter({ hasText: CONTACT.name })).toBeVisible();
  const call = panel.getByTestId('support-contact').filter({ hasText: CONTACT.name }).locator('a[href^="tel:"]');
  await expect(call).toHaveAttribute('href', `tel:${CONTACT.phone.replace(/\s/g, '')}`);
  for (const h of spanish) await expect(panel.getByTestId('support-helpline').filter({ hasText: h.name })).toBeVisible();
  await expect(panel.getByTestId('support-emergency')).toContainText('112');
  // The end screen opens only after the last answer (the a11y file cannot reach it): axe here.
  await expectAxeCleanEverywhere(player, 'the end screen with its support panel');
  // Spanish words on the panel (its title comes from the Spanish catalogue).
  const es = JSON.parse(readFileSync(join(root, 'packages/texts/locales/es/support.json'), 'utf8'));
  await expect(panel).toContainText(es.player.title);

  // The coach: the case is in the queue, critical first; taken, noted, given a next step and referred.
  const fullName = `Nora Answering support-${run}`;
  const coach = await (await browser.newContext()).newPage();
  await useLanguage(coach, 'en');
  await signIn(coach, DEMO.coach);
  await expect(coach).toHaveURL(/\/home/);
  await expect(coach.getByTestId('home-cases')).toBeVisible();
  await coach.getByTestId('home-cases').getByRole('link').click();
  await expect(coach).toHaveURL(/\/cases$/);
  const row = coach.getByTestId('case-row').filter({ hasText: fullName });
  await expect(row).toContainText('Critical');
  await expect(row).toContainText('Nobody owns this case yet');
  // On a phone, from further down the queue: the case opens at its top, with its header and guidance in view.
  await coach.setViewportSize({ width: 360, height: 500 });
  await coach.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await row.getByTestId('case-open').scrollIntoViewIfNeeded();
  expect(await coach.evaluate(() => window.scrollY)).toBeGreaterThan(0);
  await row.getByTestId('case-open').click();
  await expect(coach).toHaveURL(/\/cases\/\d+$/);
  await expect(coach.getByTestId('case-editor')).toBeVisible();
  await expect.poll(() => coach.evaluate(() => window.scrollY)).toBe(0);
  await coach.setViewportSize({ width: 1280, height: 720 });
  const caseId = /\/cases\/(\d+)$/.exec(new URL(coach.url()).pathname)?.[1];
  // What to do with a critical result: today, the emergency number; the player is of age, so no guardian line.
  const guide = coach.getByRole('region', { name: 'What to do' });
  await expect(guide).toContainText('in private today');
  await expect(guide.getByTestId('case-guide-112')).toHaveAttribute('href', 'tel:112');
  await expect(guide.getByTestId('case-guide-minor')).toHaveCount(0);
  const history = coach.getByTestId('case-history');
  await coach.getByTestId('case-take').click();
  await expect(coach.getByTestId('case-owner')).toContainText('Laura Martí');
  await coach.getByTestId('case-note').fill('Talked after training; the family knows and agrees to meet.');
  await coach.getByTestId('case-save-note').click();
  await expect(history.locator('[data-act="noted"]')).toHaveCount(1);
  await coach.getByTestId('case-next-step').fill('Meet the family with the welfare officer');
  await coach.getByTestId('case-next-date').fill('2031-01-15');
  await coach.getByTestId('case-save-next').click();
  await expect(history.locator('[data-act="nextStep"]')).toHaveCount(1);
  await coach.getByTestId('case-refer-select').click();
  await coach.getByRole('listbox').getByRole('option', { name: CONTACT.name }).click();
  await coach.getByTestId('case-refer').click();
  await expect(coach.getByTestId('case-referral')).toContainText(CONTACT.name);
  await expect(history.locator('li')).toHaveCount(4);
  // The note is for the club's coaches and the owner: it is not in the history.
  await expect(history).not.toContainText('the family knows');

  // The admin reads each act in the audit log, filtered by the case through the address.
  const admin = await (await browser.newContext()).newPage();
  await useLanguage(admin, 'en');
  await signIn(admin, DEMO.admin);
  await expect(admin).toHaveURL(/\/admin/);
  await admin.goto(`/admin/audit?subject=${encodeURIComponent(`case:${caseId}`)}`);
  await expect(admin.getByTestId('admin-audit')).toBeVisible();
  const audit = JSON.parse(readFileSync(join(root, 'packages/texts/locales/en/audit.json'), 'utf8'));
  await expect(admin.getByTestId('audit-row')).toHaveCount(4);
  for (const act of ['case_took', 'case_noted', 'case_nextStep', 'case_referred']) {
    const change = admin.getByTestId('audit-row').filter({ hasText: audit.actions[act] });
    await expect(change).toHaveCount(1);
    await expect(change.getByTestId('audit-actor')).toContainText('Laura Martí');
  }
});
