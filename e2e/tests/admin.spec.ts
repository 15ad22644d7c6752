import { readFileSync } from 'node:fs';
import { expect, type Locator, type Page, test } from '@playwright/test';
import { DEMO } from '../support/env.ts';
import { linkIn, waitForMail } from '../support/mail.ts';
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
const SHOTS = process.env.ADMIN_SHOTS ? '/tmp/shots-admin' : null;

async function shot(page: Page, name: string) {
  if (!SHOTS) return;
  for (const width of [1280, 360]) {
    await page.setViewportSize({ width, height: width === 360 ? 740 : 900 });
    await page.waitForTimeout(150);
    await page.screenshot({ path: `${SHOTS}/${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

/** Picks an option of a Mantine Select. */
async function choose(page: Page, select: Locator, option: string | RegExp) {
  await select.click();
  await page.getByRole('listbox').getByRole('option', { name: option }).first().click();
}

async function rowAction(page: Page, row: Locator, action: string) {
  await row.getByTestId('row-actions').click();
  await page.getByTestId(`action-${action}`).click();
}

// One language per journey (the player's runs in Spanish, the coach's in German).
for (const lang of ['it'] as const) {
  test(`an admin manages accounts, clubs, study groups, coaches, members, users and quizzes, and reads reports (${lang})`, async ({ page }) => {
    test.setTimeout(150_000);
    const A = load(lang, 'admin');
    const C = load(lang, 'common');
    const run = `${Date.now().toString(36).slice(-5)}${lang}`.toUpperCase();
    await useLanguage(page, lang);
    await signIn(page, DEMO.admin);
    await expect(page).toHaveURL(/\/admin$/);
    await expect(page.getByTestId('home-clubs-count')).toHaveText(/^\d+$/);
    // What needs acting on: a line per thing, each a link, or one calm line; never an empty card.
    const attention = page.getByTestId('attention-card');
    await expect(attention.getByRole('heading', { name: text(A, 'home.attentionTitle') })).toBeVisible();
    await expect(attention.getByRole('link').or(attention.getByTestId('attention-none')).first()).toBeVisible();
    await shot(page, `home-${lang}`);

    // An account.
    const accountName = `E2E Sports ${run}`;
    await page.getByTestId('nav-admin-accounts').click();
    await expect(page.getByTestId('admin-accounts')).toBeVisible();
    await page.getByTestId('new-account').click();
    await page.getByTestId('account-name').fill(accountName);
    await page.getByTestId('account-ownerName').fill('Olga Owner');
    await page.getByTestId('account-ownerEmail').fill(`owner-${run.toLowerCase()}@example.test`);
    await page.getByTestId('account-customerCode').fill(`E2E-${run}`);
    await page.getByTestId('account-save').click();
    await seeToast(page, text(A, 'toasts.accountCreated', { name: accountName }));
    await expect(page.getByTestId('account-row').filter({ hasText: accountName })).toBeVisible();
    await shot(page, `accounts-${lang}`);

    // A club: the duplicate name and the too-long code are refused with their messages.
    const clubName = `E2E Club ${run}`;
    await page.getByTestId('nav-admin-clubs').click();
    await page.getByTestId('new-club').click();
    const form = page.getByTestId('club-form');
    await page.getByTestId('club-name').fill('CF Montjuïc');
    await page.getByTestId('club-code').fill(run);
    await choose(page, page.getByTestId('club-account'), new RegExp(accountName));
    await page.getByTestId('club-save').click();
    // One message per failure (docs/design.md#web-client): the error under the field, no toast besides.
    await expect(form.getByText(text(C, 'errors.ClubNameExists'))).toBeVisible();
    await page.getByTestId('club-name').fill(clubName);
    await page.getByTestId('club-code').fill(`${run}-TOO-LONG`);
    await page.getByTestId('club-save').click();
    await expect(form.getByText(text(C, 'errors.ClubCodeTooLong'))).toBeVisible();
    await shot(page, `club-form-error-${lang}`);
    await page.getByTestId('club-code').fill(run);
    await page.getByTestId('club-save').click();
    await seeToast(page, text(A, 'toasts.clubCreated', { name: clubName }));
    await expect(form).toBeHidden();
    const clubRow = page.getByTestId('club-row').filter({ hasText: clubName });
    await expect(clubRow).toContainText(run);
    await shot(page, `clubs-${lang}`);

    // A coach added by email: a new account, and an invitation mail with a set-password link.
    const coachEmail = `coach-${run.toLowerCase()}@example.test`;
    await rowAction(page, clubRow, 'members');
    await expect(page.getByTestId('admin-club-members')).toBeVisible();
    await expect(page.getByTestId('club-members-table-empty')).toBeVisible();
    await page.getByTestId('add-coach').click();
    await page.getByTestId('coach-email').fill(coachEmail);
    await page.getByTestId('coach-save').click();
    // Unknown email: name and surname are needed.
    await expect(page.getByTestId('add-coach-form').getByText(text(A, 'members.neededForNew')).first()).toBeVisible();
    await page.getByTestId('coach-name').fill('Nil');
    await page.getByTestId('coach-surname').fill(`Coach ${run}`);
    await page.getByTestId('coach-save').click();
    await seeToast(page, text(A, 'toasts.coachInvited', { email: coachEmail }));
    const coachName = `Nil Coach ${run}`;
    await expect(page.getByTestId('club-member-row').filter({ hasText: coachName })).toBeVisible();
    const mail = await waitForMail(coachEmail);
    expect(linkIn(mail, '/reset-password')).toContain(encodeURIComponent(coachEmail).replace(/%40/, '%40'));

    // A study group with that coach as its admin/coach.
    await page.goto(`${new URL(page.url()).pathname.replace(/\/members$/, '/studygroups')}`);
    await expect(page.getByTestId('admin-study-groups')).toBeVisible();
    await expect(page.getByTestId('study-groups-table-empty')).toBeVisible();
    await page.getByTestId('new-study-group').click();
    await page.getByTestId('group-name').fill(`U16 ${run}`);
    await page.getByTestId('group-code').fill('U16');
    await choose(page, page.getByTestId('group-category'), text(A, 'categories.youth'));
    await choose(page, page.getByTestId('group-coach'), coachName);
    await page.getByTestId('group-save').click();
    await seeToast(page, text(A, 'toasts.studyGroupCreated', { name: `U16 ${run}` }));
    await expect(page.getByTestId('study-group-row').filter({ hasText: `U16 ${run}` })).toContainText(coachName);
    await shot(page, `study-groups-${lang}`);

    // Remove the coach from the club after confirming.
    await page.getByTestId('to-club-members').click();
    const coachRow = page.getByTestId('club-member-row').filter({ hasText: coachName });
    await coachRow.getByTestId('remove-member').click();
    await expect(page.getByText(text(A, 'members.removeTitle'))).toBeVisible();
    await shot(page, `remove-confirm-${lang}`);
    await page.getByTestId('confirm-remove').click();
    await seeToast(page, text(A, 'toasts.memberRemoved_zero', { name: coachName }));
    await expect(coachRow).toHaveCount(0);
    await expect(page.getByTestId('club-members-table-empty')).toBeVisible();

    // Disable and enable again a user (the invited coach).
    await page.getByTestId('nav-admin-users').click();
    await page.getByTestId('users-table-search').fill(coachEmail);
    const userRow = page.getByTestId('user-row').filter({ hasText: coachEmail });
    await expect(userRow).toHaveCount(1);
    await userRow.getByTestId('disable-user').click();
    await page.getByTestId('confirm-disable').click();
    await seeToast(page, text(A, 'toasts.userDisabled', { name: coachName }));
    await expect(userRow.getByTestId('user-state')).toHaveText(text(A, 'users.disabled'));
    await shot(page, `users-${lang}`);
    await userRow.getByTestId('enable-user').click();
    await seeToast(page, text(A, 'toasts.userEnabled', { name: coachName }));
    await expect(userRow.getByTestId('user-state')).toHaveText(text(A, 'users.enabled'));

    // Disable and enable again a quiz (the last demo quiz, enabled again at once).
    await page.getByTestId('nav-admin-quizzes').click();
    // (A quiz never published has nothing to disable: the last one that has.)
    const quizRow = page
      .getByTestId('quiz-row')
      .filter({ has: page.getByTestId('disable-quiz') })
      .last();
    const quizName = (await quizRow.getByTestId('quiz-name').textContent()) ?? '';
    await quizRow.getByTestId('disable-quiz').click();
    await page.getByTestId('confirm-quiz-enabled').click();
    await seeToast(page, text(A, 'toasts.quizDisabled', { name: quizName }));
    const sameQuiz = page.getByTestId('quiz-row').filter({ hasText: quizName });
    await expect(sameQuiz.getByTestId('quiz-state')).toHaveText(text(A, 'quizzes.isDisabled'));
    await sameQuiz.getByTestId('enable-quiz').click();
    await page.getByTestId('confirm-quiz-enabled').click();
    await seeToast(page, text(A, 'toasts.quizEnabled', { name: quizName }));
    await expect(sameQuiz.getByTestId('quiz-state')).toHaveText(text(A, 'quizzes.isEnabled'));
    await shot(page, `quizzes-${lang}`);

    // A study's group report, then one player's individual report.
    await page.getByTestId('nav-admin-clubs').click();
    await rowAction(page, page.getByTestId('club-row').filter({ hasText: 'CF Montjuïc' }), 'studygroups');
    await rowAction(page, page.getByTestId('study-group-row').filter({ hasText: 'Cadet Femení' }), 'studies');
    await expect(page.getByTestId('admin-group-studies')).toBeVisible();
    await shot(page, `studies-${lang}`);
    await rowAction(page, page.getByTestId('study-row').filter({ hasText: 'Spring check-in 2026' }), 'report');
    await expect(page.getByTestId('group-report')).toBeVisible();
    expect(await page.getByTestId('candidate-row').count()).toBeGreaterThan(5);
    await shot(page, `group-report-${lang}`);
    await page.getByRole('link', { name: 'Spring check-in 2026' }).click();
    await expect(page.getByTestId('admin-study-members')).toBeVisible();
    await shot(page, `study-members-${lang}`);
    await page.getByTestId('individual-report-link').first().click();
    await expect(page).toHaveURL(/\/admin\/evaluations\/\d+\/report$/);
    await expect(page.getByTestId('individual-report')).toBeVisible();
    await expect(page.getByTestId('report-coefficient-value')).toHaveText(/\d/);
    await shot(page, `individual-report-${lang}`);
  });
}

// On a phone the lists' five or six filters filled the whole first screen: they fold behind a button that says how
// many are set, the search and any filter from a link stay in view, and the address keeps it all.
test('on a phone, the admin lists keep their search in view and fold their filters behind a button (de)', async ({ page }) => {
  const A = load('de', 'admin');
  await page.setViewportSize({ width: 360, height: 740 });
  await useLanguage(page, 'de');
  await signIn(page, DEMO.admin);
  await expect(page).toHaveURL(/\/admin$/);

  // Users: folded at first; unfolded, a role filter; the count in the button and the address.
  await page.goto('/admin/users');
  const toggle = page.getByTestId('users-table-filters-toggle');
  const foldLabel = text(A, 'table.filtersAndSort');
  await expect(page.getByTestId('users-table-search')).toBeVisible();
  await expect(toggle).toHaveAccessibleName(foldLabel);
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await expect(page.getByTestId('users-table-filter-role')).toHaveCount(0);
  await expect(page.getByTestId('users-table-sort')).toHaveCount(0);
  const firstRowTop = (await page.getByTestId('user-row').first().boundingBox())?.y ?? Number.POSITIVE_INFINITY;
  expect(firstRowTop).toBeLessThan(740);

  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  await expect(page.getByTestId('users-table-sort')).toBeVisible();
  await choose(page, page.getByTestId('users-table-filter-role'), text(A, 'users.roles.AppAdmin'));
  await expect(page).toHaveURL(/[?&]role=AppAdmin/);
  await expect(toggle).toHaveAccessibleName(text(A, 'table.filtersActive_one', { label: foldLabel, count: 1 }));
  await expect(page.getByTestId('user-row').first()).toContainText(text(A, 'users.roles.AppAdmin'));
  for (const row of await page.getByTestId('user-row').all()) await expect(row).toContainText(text(A, 'users.roles.AppAdmin'));

  // The same address again: folded, and still saying that one filter is set.
  await page.reload();
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await expect(toggle).toHaveAccessibleName(text(A, 'table.filtersActive_one', { label: foldLabel, count: 1 }));
  await expect(page.getByTestId('users-table-filter-role')).toHaveCount(0);

  // A server-paged list (clubs): the search stays, the sort is folded with the filters.
  await page.goto('/admin/clubs');
  await expect(page.getByTestId('clubs-table-search')).toBeVisible();
  await expect(page.getByTestId('clubs-table-sort')).toHaveCount(0);
  await page.getByTestId('clubs-table-filters-toggle').click();
  await expect(page.getByTestId('clubs-table-sort')).toBeVisible();

  // The audit log: its filters only (no sort), two of them set by the address.
  await page.goto('/admin/audit?action=member.disable&from=2026-01-01');
  const auditToggle = page.getByTestId('audit-filters-toggle');
  await expect(page.getByTestId('audit-export')).toBeVisible();
  await expect(auditToggle).toHaveAccessibleName(text(A, 'table.filtersActive_other', { label: text(A, 'table.filters'), count: 2 }));
  await expect(page.getByTestId('audit-filter-action')).toHaveCount(0);
  await auditToggle.click();
  await expect(page.getByTestId('audit-filter-from')).toHaveValue('2026-01-01');

  // From 48em on, no button: every filter in one row.
  await page.setViewportSize({ width: 1280, height: 800 });
  await expect(auditToggle).toHaveCount(0);
  await expect(page.getByTestId('audit-filter-action')).toBeVisible();

  // At 1280 px the users table fits beside the menu in German: every row's buttons in view, no sideways scroll (its
  // emails break after the @, its two buttons stack when the room runs out).
  await page.goto('/admin/users');
  const table = page.getByTestId('users-table');
  await expect(table.getByTestId('user-row').first()).toBeVisible();
  const overflow = await table.evaluate((el) => {
    const box = el.parentElement as HTMLElement;
    return box.scrollWidth - box.clientWidth;
  });
  expect(overflow).toBeLessThanOrEqual(0);
  const button = await table.getByTestId('user-row').first().getByTestId('disable-user').boundingBox();
  expect((button?.x ?? Number.POSITIVE_INFINITY) + (button?.width ?? 0)).toBeLessThanOrEqual(1280);

  // Where a table must scroll sideways (the accounts' ten columns in a 1000 px window), the row's actions stay in
  // view at its right edge, over the cells that scroll beneath them.
  await page.setViewportSize({ width: 1000, height: 800 });
  await page.goto('/admin/accounts');
  const accounts = page.getByTestId('accounts-table');
  await expect(accounts.getByTestId('account-row').first()).toBeVisible();
  expect(
    await accounts.evaluate((el) => (el.parentElement as HTMLElement).scrollWidth - (el.parentElement as HTMLElement).clientWidth),
  ).toBeGreaterThan(0);
  const edit = accounts.getByTestId('account-row').first().getByTestId('edit-account');
  const box = await edit.boundingBox();
  expect((box?.x ?? Number.POSITIVE_INFINITY) + (box?.width ?? 0)).toBeLessThanOrEqual(1000);
  await edit.click();
  await expect(page.getByTestId('account-name')).toBeVisible();
  await page.keyboard.press('Escape');
});
