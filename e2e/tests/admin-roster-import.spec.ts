import { mkdirSync, readFileSync } from 'node:fs';
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { DEMO, DEMO_PASSWORD } from '../support/env.ts';
import { apiSignIn, callApi } from '../support/invitation-scene.ts';
import { linkIn, waitForMail } from '../support/mail.ts';
import { signIn, useLanguage } from '../support/session.ts';
import { seeToast } from '../support/toasts.ts';

/**
 * Roster import: an admin imports the players of a study group from a CSV file. A file with a wrong
 * line shows the problem beside its line and imports nothing; the corrected file imports, the new member gets
 * the invitation mail and the players are in the squad list. The club and team are made for this test.
 */

type Catalogue = Record<string, unknown>;
const catalogue = (lang: string, ns: string): Catalogue =>
  JSON.parse(readFileSync(new URL(`../../packages/texts/locales/${lang}/${ns}.json`, import.meta.url), 'utf8'));
const text = (c: Catalogue, key: string, values: Record<string, string | number> = {}) => {
  const value = key.split('.').reduce<unknown>((o, k) => (o as Record<string, unknown>)[k], c);
  if (typeof value !== 'string') throw new Error(`no text ${key}`);
  return value.replace(/{{(\w+)}}/g, (_m, k) => String(values[k]));
};

const SHOTS = '/tmp/shots-roster';
async function shot(page: Page, name: string) {
  mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
}

/** A club of the demo account with one team of a demo quiz's category; nobody in it yet. */
async function buildGroup(request: APIRequestContext, run: string) {
  const admin = await apiSignIn(request, DEMO.admin, DEMO_PASSWORD);
  const quizzes = (await callApi(request, 'GET', '/api/admin/quiz', admin)) as Array<{ categoryId: number; enabled: boolean }>;
  const used = quizzes.find((q) => q.enabled);
  if (!used) throw new Error('No enabled quiz: is the demo data loaded?');
  const [account] = (await callApi(request, 'GET', '/api/admin/account', admin)) as Array<{ id: number }>;
  if (!account) throw new Error('No customer account in the demo data');
  const club = await callApi(
    request,
    'POST',
    '/api/admin/club',
    admin,
    { name: `Roster FC ${run}`, code: `R${run}`.slice(0, 10), accountId: account.id, active: true },
    201,
  );
  const group = await callApi(
    request,
    'POST',
    '/api/admin/studyGroup',
    admin,
    { clubId: club.id, name: `Under 16 ${run}`, code: `U${run}`.slice(0, 10), categoryId: used.categoryId },
    201,
  );
  return { admin, clubId: club.id as number, groupId: group.id as number };
}

const csvFile = (lines: string[]) => ({ name: 'players.csv', mimeType: 'text/csv', buffer: Buffer.from(`\uFEFF${lines.join('\r\n')}\r\n`, 'utf8') });

test('an admin imports players from a CSV file: a wrong line blocks everything, the corrected file invites the new ones (es)', async ({
  page,
  request,
}) => {
  const R = catalogue('es', 'roster');
  const run = Date.now().toString(36).slice(-6).toUpperCase();
  const s = await buildGroup(request, run);
  const lola = `roster-lola-${run}@example.test`.toLowerCase();
  const marc = `roster-marc-${run}@example.test`.toLowerCase();
  const header = 'Nombre;Apellidos;Correo;Fecha de nacimiento';

  await useLanguage(page, 'es');
  await signIn(page, DEMO.admin);
  await expect(page).toHaveURL(/\/admin/);
  await page.goto(`/admin/clubs/${s.clubId}/studygroups/${s.groupId}/members`);
  await expect(page.getByTestId('admin-group-members')).toBeVisible();

  // The dialog opens from the keyboard.
  await page.getByTestId('roster-import-open').focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByTestId('roster-import-dialog');
  await expect(dialog).toBeVisible();
  await expect(page.getByTestId('roster-template')).toHaveAttribute('href', /^data:text\/csv/);

  // A file with a wrong email on line 3: the problem beside its line, the count, no import possible.
  await dialog
    .locator('input[type="file"]')
    .setInputFiles(csvFile([header, `Lola;Ruiz;${lola};17/05/2008`, `Marc;Vidal;marc-sin-arroba;17/05/2008`]));
  await expect(page.getByTestId('roster-summary')).toHaveText(text(R, 'problems_one', { count: 1 }));
  const wrong = page.locator('[data-testid="roster-line"][data-line="3"]');
  await expect(wrong.getByTestId('roster-line-problems')).toHaveText(`${text(R, 'fields.email')}: ${text(R, 'codes.InvalidEmail')}`);
  await expect(page.getByTestId('roster-import-run')).toBeDisabled();
  await page.setViewportSize({ width: 360, height: 740 });
  await shot(page, 'problems-360');
  await page.setViewportSize({ width: 1280, height: 800 });
  expect(await callApi(request, 'GET', `/api/admin/squadMember/bystudygroup/${s.groupId}`, s.admin)).toEqual([]);

  // The corrected file: both are new members, the import is offered for two players.
  await dialog.locator('input[type="file"]').setInputFiles(csvFile([header, `Lola;Ruiz;${lola};17/05/2008`, `Marc;Vidal;${marc};17.05.2008`]));
  await expect(page.getByTestId('roster-summary')).toHaveText(text(R, 'noProblems_other', { count: 2 }));
  await expect(page.getByTestId('roster-line').filter({ hasText: text(R, 'outcome.invite') })).toHaveCount(2);
  const before = Date.now();
  await page.getByTestId('roster-import-run').click();
  await seeToast(page, text(R, 'imported', { invited: 2, added: 0, already: 0 }));
  await expect(dialog).toBeHidden();

  // The players are in the squad list, and each new member has the invitation with a set-password link.
  const rows = page.getByTestId('group-member-row');
  await expect(rows.filter({ hasText: lola })).toHaveCount(1);
  await expect(rows.filter({ hasText: marc })).toHaveCount(1);
  await shot(page, 'imported');
  const mail = await waitForMail(lola, { after: before - 1000 });
  expect(linkIn(mail, '/reset-password')).toContain('token=');
});
