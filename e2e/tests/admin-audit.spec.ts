import { readFileSync } from 'node:fs';
import { expect, type Page, test } from '@playwright/test';
import { DEMO } from '../support/env.ts';
import { linkIn, waitForMail } from '../support/mail.ts';
import { apiAs, uniqueEmail } from '../support/public-journeys.ts';
import { signIn, useLanguage } from '../support/session.ts';
import { seeToast } from '../support/toasts.ts';

/** The catalogues of a language, so that the test reads the same texts an admin does. */
type Catalogue = Record<string, unknown>;
const load = (lang: string, ns: string): Catalogue =>
  JSON.parse(readFileSync(new URL(`../../packages/texts/locales/${lang}/${ns}.json`, import.meta.url), 'utf8'));
const text = (cat: Catalogue, key: string, values: Record<string, string | number> = {}) => {
  const raw = key.split('.').reduce<unknown>((o, k) => (o as Record<string, unknown>)[k], cat) as string;
  return raw.replace(/{{(\w+)}}/g, (_m, k) => String(values[k]));
};
const SHOTS = process.env.AUDIT_SHOTS ?? null;

async function shot(page: Page, name: string) {
  if (!SHOTS) return;
  for (const [width, height] of [
    [1280, 800],
    [360, 740],
  ] as const) {
    await page.setViewportSize({ width, height });
    await page.waitForTimeout(200);
    await page.screenshot({ path: `${SHOTS}/${name}-${width}.png` });
  }
  await page.setViewportSize({ width: 1280, height: 800 });
}

for (const lang of ['en', 'es'] as const) {
  test(`an admin creates a member who gets the invitation, demotes, promotes and disables them, then reads it all in the audit log and downloads it (${lang})`, async ({
    page,
  }) => {
    test.setTimeout(120_000);
    const U = load(lang, 'users');
    const AU = load(lang, 'audit');
    const A = load(lang, 'admin');
    const email = uniqueEmail(`audit-${lang}`);
    const started = Date.now();
    await useLanguage(page, lang);
    await signIn(page, DEMO.admin);
    await expect(page).toHaveURL(/\/admin$/);

    // Create a platform admin: the invitation mail arrives with a set-password link.
    await page.goto('/admin/users');
    await page.getByTestId('new-member').click();
    const form = page.getByTestId('create-member-form');
    await form.getByTestId('member-name').fill('Audit');
    await form.getByTestId('member-surname').fill(`Trail ${lang}`);
    await form.getByTestId('member-email').fill(email);
    await form.getByTestId('member-role').click();
    await page
      .getByRole('listbox')
      .getByRole('option', { name: text(U, 'newRoles.AppAdmin') })
      .click();
    await shot(page, `create-${lang}`);
    await form.getByTestId('member-create-save').click();
    await seeToast(page, text(U, 'toasts.created', { name: `Audit Trail ${lang}`, email }));
    const mail = await waitForMail(email, { after: started - 1000 });
    expect(new URL(linkIn(mail, '/reset-password')).searchParams.get('email')).toBe(email);

    // Find them, open the drawer, remove and give back the admin role (each asked first).
    await page.getByTestId('users-table-search').fill(email);
    const row = page.getByTestId('user-row').filter({ hasText: email });
    await expect(row).toHaveCount(1);
    await row.getByTestId('manage-user').click();
    const drawer = page.getByTestId('member-panel');
    await expect(drawer.getByTestId('member-panel-role')).toHaveText(text(U, 'roles.AppAdmin'));
    await expect(drawer.getByTestId('member-panel-password')).toHaveText(text(U, 'state.invited'));
    await shot(page, `drawer-${lang}`);
    await drawer.getByTestId('member-role-toggle').click();
    await expect(page.getByText(text(U, 'demote.text', { name: `Audit Trail ${lang}` }))).toBeVisible();
    await page.getByTestId('confirm-role').click();
    await seeToast(page, text(U, 'toasts.demoted', { name: `Audit Trail ${lang}` }));
    await expect(drawer.getByTestId('member-panel-role')).toHaveText(text(U, 'roles.User'));
    await drawer.getByTestId('member-role-toggle').click();
    await page.getByTestId('confirm-role').click();
    await seeToast(page, text(U, 'toasts.promoted', { name: `Audit Trail ${lang}` }));
    await expect(drawer.getByTestId('member-panel-role')).toHaveText(text(U, 'roles.AppAdmin'));
    await page.keyboard.press('Escape');
    await expect(drawer).toBeHidden();

    // Disable them from the list (asked first).
    await row.getByTestId('disable-user').click();
    await page.getByTestId('confirm-disable').click();
    await expect(row.getByTestId('user-state')).toHaveText(text(A, 'users.disabled'));

    // The audit log, through the navigation, filtered to this member, shows every act newest first.
    const page1 = await apiAs(page, 'GET', `/api/admin/member/page?q=${encodeURIComponent(email)}`);
    const id = (await page1.json()).items[0].id as number;
    await page.getByTestId('nav-admin-audit').click();
    await expect(page).toHaveURL(/\/admin\/audit$/);
    await page.getByTestId('audit-filter-subject').fill(`member:${id}`);
    await expect(page).toHaveURL(new RegExp(`subject=member%3A${id}`));
    const actions = page.getByTestId('audit-row').getByTestId('audit-action');
    await expect(actions).toHaveText(
      ['member_disable', 'member_promote', 'member_demote', 'member_invite', 'member_create'].map((k) => text(AU, `actions.${k}`)),
    );
    // Each row names its subject as a reader would: the member's kind and name, not `member:12`.
    const subject = text(AU, 'subjectLabel.named', { type: text(AU, 'subjectTypes.member'), name: `Audit Trail ${lang}` });
    await expect(page.getByTestId('audit-row').getByTestId('audit-subject')).toHaveText(Array(5).fill(subject));
    await shot(page, `audit-${lang}`);

    // The CSV of the same filter: a header row, then the five acts.
    const download = page.waitForEvent('download');
    await page.getByTestId('audit-export').click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/^club-pulse-audit-\d{4}-\d{2}-\d{2}\.csv$/);
    const csv = readFileSync((await file.path()) as string, 'utf8').replace(/^\uFEFF/, '');
    const lines = csv.trimEnd().split('\r\n');
    expect(lines[0]).toBe('"id","at","actorId","actorName","actorEmail","action","target","subjectType","subjectName"');
    expect(lines.slice(1).map((l) => l.split(',')[5])).toEqual([
      '"member.disable"',
      '"member.promote"',
      '"member.demote"',
      '"member.invite"',
      '"member.create"',
    ]);

    // The same member found by kind of record and by a word of their name.
    await page.goto(`/admin/audit?subjectType=member`);
    await page.getByTestId('audit-filter-subject-name').fill(`Trail ${lang}`);
    await expect(page).toHaveURL(/subjectName=Trail/);
    await expect(actions).toHaveText(
      ['member_disable', 'member_promote', 'member_demote', 'member_invite', 'member_create'].map((k) => text(AU, `actions.${k}`)),
    );

    // The download itself is in the log.
    await page.getByTestId('audit-filter-subject').fill('');
    await page.goto('/admin/audit?action=audit.export');
    await expect(page.getByTestId('audit-row').first().getByTestId('audit-action')).toHaveText(text(AU, 'actions.audit_export'));
  });
}
