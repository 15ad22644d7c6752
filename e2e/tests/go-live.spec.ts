import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { type Browser, type BrowserContext, expect, type Locator, type Page, test } from '@playwright/test';
import { answerWithHighestNeed } from '../support/answering.ts';
import { type ProductionServer, startProductionServer } from '../support/production-server.ts';
import { smtpPortOf } from '../support/env.ts';
import { linkIn, waitForMail } from '../support/mail.ts';
import { acceptCookies } from '../support/session.ts';
import { dismissToasts, seeToast } from '../support/toasts.ts';
import { totpNow } from '../../apps/server/src/lib/totp.ts';

const root = new URL('../../', import.meta.url).pathname;
const PG_URL = process.env.GO_LIVE_DATABASE_URL;
const run = `${Date.now().toString(36)}${randomBytes(2).toString('hex')}`;
const ADMIN = { name: 'Ada', surname: 'Admin', email: `golive-admin-${run}@club.example.test`, password: `Admin-${run}-2026` };
const COACH = { name: 'Carla', surname: `Coach ${run}`, email: `golive-coach-${run}@club.example.test`, password: `Coach-${run}-2026` };
const PLAYER = { name: 'Pere', surname: `Player ${run}`, email: `golive-player-${run}@club.example.test`, password: `Player-${run}-2026` };
const CLUB = `Go-live Club ${run}`;
const GROUP = `Under 19 ${run}`;
const STUDY = `Go-live check-in ${run}`;
const LIBRARY_QUIZ = 'Club Pulse Wellbeing Check (Youth)';
const IMPORTED_QUIZ = `Go-live imported check ${run}`;

/** The English catalogues, so that the test reads the same texts the admin and the coach do. */
const catalogue = (ns: string): Record<string, unknown> => JSON.parse(readFileSync(join(root, `packages/texts/locales/en/${ns}.json`), 'utf8'));
const text = (ns: string, key: string, values: Record<string, string | number> = {}) => {
  const raw = key.split('.').reduce<unknown>((o, k) => (o as Record<string, unknown>)[k], catalogue(ns)) as string;
  return raw.replace(/{{(\w+)}}/g, (_m, k) => String(values[k]));
};

let server: ProductionServer | undefined;
let baseURL = '';
let admin: Page;
/** What a step hands to the next ones. */
const shared: { studyLink: string; coach?: Page; invited: number; secrets: string[] } = { studyLink: '', invited: 0, secrets: [] };
const contexts: BrowserContext[] = [];

async function newPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ baseURL });
  contexts.push(context);
  const page = await context.newPage();
  // The cookie notice would cover the forms' buttons: accepted the way a visitor does (it is only remembered).
  await page.addInitScript(() => localStorage.setItem('cp.cookiesAccepted', 'true'));
  return page;
}

/** Picks an option of a Mantine Select. */
async function choose(page: Page, select: Locator, option: string | RegExp) {
  await select.click();
  await page.getByRole('listbox').getByRole('option', { name: option }).first().click();
}

/** Signs in through the login form, and waits until it has left the sign-in page. */
async function signIn(page: Page, email: string, password: string) {
  await page.goto('/login');
  await acceptCookies(page);
  await page.getByLabel('Email').first().fill(email);
  await page.locator('input[name="password"]').fill(password);
  const submit = page.locator('form button[type="submit"]');
  await expect(submit).toBeEnabled({ timeout: 30_000 });
  await submit.click();
  await expect(page).not.toHaveURL(/\/login$/, { timeout: 20_000 });
}

test.describe.configure({ mode: 'serial' });

test.describe('going live on an empty production installation', () => {
  test.beforeAll(async ({ browser }) => {
    test.setTimeout(180_000);
    server = await startProductionServer({ run, databaseUrl: PG_URL, smtpPort: smtpPortOf(test.info().project.use.baseURL) });
    baseURL = server.baseURL;
    admin = await newPage(browser);
  });

  test.afterAll(async () => {
    test.setTimeout(60_000);
    for (const context of contexts) await context.close().catch(() => {});
    await server?.stop();
  });

  // A step that fails carries the server's log (the production log an admin would read).
  test.afterEach(async () => {
    const info = test.info();
    if (info.status !== info.expectedStatus) await info.attach('server log', { body: server?.log() ?? '', contentType: 'text/plain' });
  });

  test('the first admin, with the setup code from the log', async () => {
    test.setTimeout(90_000);
    // The log names where to go and the code (docs/operations.md, "First start").
    const log = server?.log() ?? '';
    const line = /First-run setup: open (\S+) and enter the code ([A-Z0-9-]+)/.exec(log);
    expect(line, `the setup line in the log:\n${log}`).not.toBeNull();
    const [, setupUrl, code] = line as RegExpExecArray;
    expect(setupUrl).toBe(`${baseURL}/setup`);
    // The site's address leads there while no admin exists.
    await admin.goto('/');
    await admin.goto(setupUrl as string);
    await expect(admin.getByRole('heading', { level: 1 })).toHaveText(text('setup', 'create.title'));
    const form = admin.getByTestId('setup-admin-form');
    await admin.getByTestId('setup-code').fill(code as string);
    const field = (name: string) => form.getByRole('textbox', { name, exact: true });
    await field('Name').fill(ADMIN.name);
    await field('Surname').fill(ADMIN.surname);
    await field('Email').fill(ADMIN.email);
    await field('Password').fill(ADMIN.password);
    await field('Repeat password').fill(ADMIN.password);
    await choose(admin, admin.getByTestId('setup-language'), 'English');
    // The real proof-of-work captcha (production's default difficulty): the button is enabled once it is solved.
    await expect(admin.getByTestId('setup-admin-submit')).toBeEnabled({ timeout: 60_000 });
    await admin.getByTestId('setup-admin-submit').click();

    // Two-factor sign-in before anything else (required of platform admins): the manual key read from the
    // screen as a person types it into an authenticator app, the code computed from it, the recovery codes kept.
    await expect(admin).toHaveURL(/\/admin\/two-factor/, { timeout: 30_000 });
    const key = admin.getByTestId('two-factor-secret');
    await expect(key).toHaveText(/^[A-Z2-7 ]{16,}$/, { timeout: 30_000 });
    const secret = ((await key.textContent()) ?? '').replace(/\s/g, '');
    shared.secrets.push(secret);
    await admin.getByTestId('two-factor-code').fill(totpNow(secret));
    await admin.getByRole('button', { name: text('twofactor', 'enroll.confirm') }).click();
    await expect(admin.getByTestId('recovery-codes')).toBeVisible({ timeout: 30_000 });
    await expect(admin.getByTestId('recovery-code')).toHaveCount(10);
    const download = admin.waitForEvent('download', { timeout: 30_000 });
    await admin.getByTestId('recovery-codes-download').click();
    expect((await download).suggestedFilename()).toBe('club-pulse-recovery-codes.txt');
    await expect(admin.getByTestId('recovery-codes-continue')).toBeDisabled();
    await admin.getByRole('checkbox', { name: text('twofactor', 'codes.saved') }).check();
    await admin.getByTestId('recovery-codes-continue').click();

    await expect(admin).toHaveURL(/\/admin\/setup/, { timeout: 30_000 });
    await expect(admin.getByTestId('setup-wizard')).toBeVisible({ timeout: 30_000 });
  });

  test('default language, usage terms and privacy policy from the templates, a test mail through SMTP', async () => {
    test.setTimeout(90_000);
    // A default language is in effect from the start (English): its step is done, and the terms step is open.
    await expect(admin.getByTestId('setup-step-language')).toHaveAttribute('data-done', 'true');

    // The terms step opens next.
    await expect(admin.getByTestId('setup-terms-step')).toBeVisible();
    await expect(admin.getByTestId('terms-placeholders-left')).toBeVisible();
    await admin.getByTestId('terms-organisation').fill(`Go-live Federation ${run}`);
    await admin.getByTestId('terms-contact').fill(`privacy-${run}@club.example.test`);
    await admin.getByTestId('terms-fill').click();
    await expect(admin.getByTestId('terms-placeholders-left')).toHaveCount(0);
    await expect(admin.getByTestId('terms-text')).toContainText(`Go-live Federation ${run}`);
    await admin.getByTestId('terms-publish').click();
    await seeToast(admin, text('setup', 'terms.published', { usage: 1, privacy: 1 }));
    await expect(admin.getByTestId('setup-step-terms')).toHaveAttribute('data-done', 'true');

    // The test mail step opens next, addressed to the admin; the catcher receives it.
    const started = Date.now();
    await expect(admin.getByTestId('test-mail-to')).toHaveValue(ADMIN.email);
    await admin.getByTestId('test-mail-send').click();
    await expect(admin.getByTestId('test-mail-sent')).toHaveText(text('setup', 'mail.sent', { to: ADMIN.email }), { timeout: 30_000 });
    await waitForMail(ADMIN.email, { after: started - 1000 });
    await expect(admin.getByTestId('setup-step-mail')).toHaveAttribute('data-done', 'true');
  });

  test('a quiz installed from the library and a second one imported from a file', async () => {
    test.setTimeout(60_000);
    // The setup's next step: no quiz yet, and the way to the quizzes screen.
    await admin.getByTestId('setup-next').click();
    await expect(admin.getByTestId('setup-step-quiz')).toHaveAttribute('data-done', 'false');
    await admin.getByRole('link', { name: text('setup', 'quiz.open') }).click();
    await expect(admin.getByRole('heading', { name: text('quizzes', 'library.title') })).toBeVisible();
    await admin.getByRole('button', { name: text('quizzes', 'library.installNamed', { name: LIBRARY_QUIZ }) }).click();
    await seeToast(admin, text('quizzes', 'library.installed', { name: LIBRARY_QUIZ }));

    // A quiz file (docs/quiz-format.md): the library's senior quiz under another name, imported as a draft, published.
    const file = JSON.parse(readFileSync(join(root, 'apps/server/src/content/quizzes/wellbeing-senior.json'), 'utf8'));
    file.name = IMPORTED_QUIZ;
    await dismissToasts(admin);
    await admin.getByRole('button', { name: text('quizzes', 'import.open') }).click();
    const dialog = admin.getByRole('dialog', { name: text('quizzes', 'import.title') });
    await dialog
      .getByLabel(text('quizzes', 'import.file'))
      .setInputFiles({ name: 'go-live-quiz.json', mimeType: 'application/json', buffer: Buffer.from(JSON.stringify(file, null, 2)) });
    await dialog.getByRole('button', { name: text('quizzes', 'import.submit'), exact: true }).click();
    await seeToast(admin, text('quizzes', 'import.done', { name: IMPORTED_QUIZ }));
    await expect(dialog).toBeHidden();
    await admin.getByRole('button', { name: text('quizzes', 'publish.named', { name: IMPORTED_QUIZ }) }).click();
    await seeToast(admin, text('quizzes', 'publish.done', { name: IMPORTED_QUIZ }));

    // Both are listed, enabled.
    for (const name of [LIBRARY_QUIZ, IMPORTED_QUIZ]) {
      await expect(admin.getByTestId('quiz-row').filter({ hasText: name }).getByTestId('quiz-state')).toHaveText(text('admin', 'quizzes.isEnabled'));
    }
    await admin.goto('/admin/setup');
    await expect(admin.getByTestId('setup-step-quiz')).toHaveAttribute('data-done', 'true');
  });

  test('a customer account, a club, a study group, and a coach invited by mail', async () => {
    test.setTimeout(150_000);
    // The wizard resumes at the first step still to do.
    await expect(admin.getByTestId('setup-new-account')).toBeVisible();
    await admin.getByTestId('setup-new-account').click();
    const accountName = `Go-live Federation ${run}`;
    await admin.getByTestId('account-name').fill(accountName);
    await admin.getByTestId('account-ownerName').fill('Olga Owner');
    await admin.getByTestId('account-ownerEmail').fill(`owner-${run}@club.example.test`);
    await admin.getByTestId('account-customerCode').fill(`GL-${run}`);
    await admin.getByTestId('account-save').click();
    await seeToast(admin, text('admin', 'toasts.accountCreated', { name: accountName }));
    await expect(admin.getByTestId('setup-step-account')).toHaveAttribute('data-done', 'true');

    await admin.getByTestId('setup-new-club').click();
    await admin.getByTestId('club-name').fill(CLUB);
    await admin.getByTestId('club-code').fill(`GL${run.slice(-4)}`.toUpperCase());
    await choose(admin, admin.getByTestId('club-account'), accountName);
    await admin.getByTestId('club-save').click();
    await seeToast(admin, text('admin', 'toasts.clubCreated', { name: CLUB }));
    await expect(admin.getByTestId('setup-step-club')).toHaveAttribute('data-done', 'true');

    await admin.getByTestId('setup-new-group').click();
    await admin.getByTestId('group-name').fill(GROUP);
    await admin.getByTestId('group-code').fill('U19');
    await choose(admin, admin.getByTestId('group-category'), text('admin', 'categories.youth'));
    await admin.getByTestId('group-save').click();
    await seeToast(admin, text('admin', 'toasts.studyGroupCreated', { name: GROUP }));
    await expect(admin.getByTestId('setup-step-group')).toHaveAttribute('data-done', 'true');

    const started = Date.now();
    await admin.getByTestId('setup-invite-coach').click();
    await admin.getByTestId('coach-email').fill(COACH.email);
    await admin.getByTestId('coach-name').fill(COACH.name);
    await admin.getByTestId('coach-surname').fill(COACH.surname);
    await choose(admin, admin.getByTestId('coach-group'), GROUP);
    await admin.getByTestId('coach-save').click();
    await seeToast(admin, text('admin', 'toasts.coachInvited', { email: COACH.email }));
    await expect(admin.getByTestId('setup-step-coach')).toHaveAttribute('data-done', 'true');

    // The last step names the club without a support contact; the admin adds one there, and the setup is complete.
    await expect(admin.getByTestId('setup-step-support')).toHaveAttribute('data-done', 'false');
    await admin
      .getByTestId('clubs-without-support')
      .getByRole('link', { name: text('setup', 'support.add', { club: CLUB }) })
      .click();
    await admin.getByTestId('contact-add').click();
    const contact = admin.getByTestId('contact-form');
    await contact.getByLabel(text('support', 'club.name')).fill('Marta Welfare');
    await contact.getByLabel(text('support', 'club.email')).fill(`welfare-${run}@club.example.test`);
    // The empty multi-select's input has no width of its own: the click lands on its field.
    await contact.getByRole('combobox', { name: text('support', 'club.languages') }).click({ force: true });
    await admin
      .getByRole('listbox')
      .getByRole('option', { name: text('support', 'languages.en') })
      .click();
    await admin.keyboard.press('Escape');
    await admin.getByTestId('contact-save').click();
    await seeToast(admin, text('support', 'club.saved'));
    await admin.goto('/admin/setup');
    await expect(admin.getByTestId('setup-step-support')).toHaveAttribute('data-done', 'true');
    await expect(admin.getByTestId('setup-complete')).toBeVisible();
    await waitForMail(COACH.email, { after: started - 1000, timeout: 30_000 });
  });

  test('the coach sets a password from the mail, signs in and creates a study with the installed quiz', async ({ browser }) => {
    test.setTimeout(120_000);
    const mail = await waitForMail(COACH.email, { timeout: 30_000 });
    const link = linkIn(mail, '/reset-password');
    expect(link.startsWith(`${baseURL}/reset-password`)).toBe(true);
    shared.secrets.push(new URL(link).searchParams.get('token') ?? '');
    const coach = await newPage(browser);
    await coach.goto(link);
    const form = coach.getByTestId('reset-form');
    await form.locator('input[name="password"]').fill(COACH.password);
    await form.locator('input[name="repeatPassword"]').fill(COACH.password);
    await form.locator('button[type="submit"]').click();
    await expect(coach).toHaveURL(/\/login$/);

    await signIn(coach, COACH.email, COACH.password);
    // An invited coach has not accepted the usage terms yet: they read and accept them first.
    await expect(coach).toHaveURL(/\/termsHasChanged$/);
    await expect(coach.getByTestId('terms-has-changed')).toContainText(`Go-live Federation ${run}`);
    await coach.getByTestId('terms-accept').click();
    await expect(coach).toHaveURL(/\/home$/);
    await coach.getByTestId('nav-studies').click();
    await expect(coach.getByTestId('studies-page')).toBeVisible();
    await coach.getByTestId('new-study').click();
    await choose(coach, coach.getByTestId('study-group-select'), GROUP);
    await choose(coach, coach.getByTestId('quiz-select'), LIBRARY_QUIZ);
    await coach.getByTestId('study-form').getByTestId('study-description').fill(STUDY);
    await coach.getByTestId('study-starts-today-confirm').check();
    await coach.getByTestId('study-form-submit').click();
    await seeToast(coach, text('coach', 'toasts.createSuccess'));
    const row = coach.getByTestId('study-row').filter({ hasText: STUDY });
    // Nobody has answered yet; whoever the study invited (the group has no player yet) is counted.
    const answers = row.getByTestId('study-player-answers');
    await expect(answers).toHaveText(new RegExp(`^${text('coach', 'list.answersOf', { answered: 0, invited: '(\\d+)' })}$`));
    shared.invited = Number(/(\d+)\D*$/.exec((await answers.textContent()) ?? '')?.[1]);
    await row.getByRole('button').click();
    await coach.getByTestId('action-share').click();
    const studyLink = await coach.getByTestId('share-dialog').getByTestId('share-link').inputValue();
    expect(studyLink).toMatch(new RegExp(`^${baseURL}/register\\?studyToken=[A-Za-z0-9_-]{22}$`));
    await coach.keyboard.press('Escape');
    test.info().annotations.push({ type: 'study link', description: studyLink });
    shared.studyLink = studyLink;
    shared.coach = coach;
  });

  test('a new player registers through the study link and answers every question', async ({ browser }) => {
    test.setTimeout(180_000);
    const player = await newPage(browser);
    // The published usage terms, as a visitor reads them before registering.
    await player.goto('/usageTerms');
    await expect(player.locator('#main')).toContainText(`Go-live Federation ${run}`);
    await player.goto(shared.studyLink);
    const form = player.getByTestId('register-form');
    await expect(form).toBeVisible();
    await form.locator('input[name="name"]').fill(PLAYER.name);
    await form.locator('input[name="surname"]').fill(PLAYER.surname);
    await form.locator('input[name="email"]').fill(PLAYER.email);
    await form.locator('input[name="password"]').fill(PLAYER.password);
    await form.locator('input[name="repeatPassword"]').fill(PLAYER.password);
    await form.locator('input[name="birthDate"]').fill(`${new Date().getUTCFullYear() - 18}-01-15`);
    await form.locator('input[name="termsAccepted"]').check();
    const submit = form.locator('button[type="submit"]');
    await expect(submit).toBeEnabled({ timeout: 60_000 });
    await submit.click();
    // Registration lands on the study's questions (it is open).
    await expect(player).toHaveURL(/\/evaluations\/\d+\/continue$/, { timeout: 20_000 });
    await player.goto('/evaluations/pending');
    await expect(player.getByTestId('evaluations-list')).toContainText(STUDY);
    await player.getByTestId('evaluations-list').locator('a[data-testid^="continue-"]').first().click();
    const progress = player.getByTestId('question-progress');
    await expect(progress).toBeVisible();
    const total = Number(/(\d+)\s*$/.exec((await progress.textContent()) ?? '')?.[1]);
    expect(total).toBeGreaterThan(1);
    // Answered as someone in crisis would: a critical result. On this fresh installation the end screen at once
    // shows the club's contact (added in the setup's last step) and its country's helplines, nobody having
    // switched them on, and the emergency number.
    await answerWithHighestNeed(player);
    const panel = player.getByTestId('support-panel');
    await expect(panel).toBeVisible();
    await expect(panel.getByTestId('support-contact').filter({ hasText: 'Marta Welfare' })).toBeVisible();
    // The club's country is Spain (from the installation's language): at least one Spanish helpline, described in English.
    await expect(panel.getByTestId('support-helpline').filter({ hasText: '024' }).first()).toBeVisible();
    await expect(panel.getByTestId('support-emergency')).toContainText('112');
  });

  test("the coach's report counts the player", async () => {
    test.setTimeout(60_000);
    const coach = shared.coach as Page;
    await coach.goto('/studies');
    const row = coach.getByTestId('study-row').filter({ hasText: STUDY });
    await expect(row.getByTestId('study-player-answers')).toHaveText(text('coach', 'list.answersOf', { answered: 1, invited: shared.invited + 1 }));
    await row.getByRole('button').click();
    await coach.getByTestId('action-report').click();
    await expect(coach).toHaveURL(/\/studies\/\d+\/report$/);
    await expect(coach.getByTestId('report-players-count')).toHaveText(
      text('coach', 'report.answeredOf', { answered: 1, invited: shared.invited + 1 }),
    );
    await expect(coach.getByTestId('candidate-row').filter({ hasText: `${PLAYER.name} ${PLAYER.surname}` })).toHaveCount(1);
  });

  test('the production log holds no password, session, second-factor secret, mail or study link token, or answer', async () => {
    const log = server?.log() ?? '';
    // The log is there (a request per line at this level), and a secret would have been in it.
    expect(log).toContain('"url":"/api/');
    expect(shared.secrets.filter(Boolean)).toHaveLength(2);
    // The study link's token too: whoever holds it can register into the team.
    const studyToken = new URL(shared.studyLink).searchParams.get('studyToken') ?? '';
    expect(studyToken).toHaveLength(22);
    for (const secret of [ADMIN.password, COACH.password, PLAYER.password, studyToken, ...shared.secrets]) expect(log).not.toContain(secret);
    // No signed session (a JWT), no request body: an answer travels in one.
    expect(log).not.toMatch(/eyJ[\w-]{8,}\.[\w-]{8,}\./);
    expect(log).not.toContain('selectedAnswer');
  });
});
