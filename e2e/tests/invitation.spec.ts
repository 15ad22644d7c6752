import { type Browser, expect, type Page, test } from '@playwright/test';
import { FRESH_PLAYER_PASSWORD, registerFreshPlayer } from '../support/fresh-player.ts';
import { buildInvitationScene, type InvitationScene } from '../support/invitation-scene.ts';
import { apiAs, birthDateForAge, fillRegistration, noCookieNotice, submitWhenReady, uniqueEmail } from '../support/public-journeys.ts';
import { signIn } from '../support/session.ts';

/**
 * The study link survives every detour until the member has joined: the landing shows who invites before any
 * field, and the privacy promise (folded under the registration form); a member with an account signs in and joins, a new one registers and
 * joins, a reload keeps the link; a closed or unknown link gets its own page, with no form. The detour through new
 * usage terms publishes terms, which gates every user: it is the last test of terms-change.spec.ts, which runs
 * after every other journey (the `terms` project). Every club, team and study here is this file's own.
 */
let scene: InvitationScene;
test.beforeAll(async ({ request }) => {
  scene = await buildInvitationScene(request, 'lk');
});

async function freshPage(browser: Browser): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await noCookieNotice(page);
  return page;
}
const pendingLink = (page: Page) => page.evaluate(() => sessionStorage.getItem('cp.pendingStudyToken'));

/**
 * The landing shows who invites above every field, and the privacy promise: its heading always in sight (folded
 * under the registration form, open on a signed-in member's landing), its lists in the page.
 */
async function expectLanding(page: Page) {
  const card = page.getByTestId('invitation-card');
  await expect(card).toContainText(`${scene.club} invites you to a study`);
  await expect(page.getByTestId('invitation-team')).toHaveText(scene.group);
  await expect(page.getByTestId('invitation-study')).toHaveText(scene.openStudy.description);
  await expect(page.getByTestId('invitation-privacy').getByRole('heading', { name: 'Who sees what of a player’s answers' })).toBeVisible();
  await expect(page.getByTestId('invitation-privacy').getByTestId('data-promise')).toContainText('Never a player’s answers.');
  await expect(page.getByTestId('invitation-privacy').getByRole('link', { name: 'Read the privacy policy' })).toHaveAttribute(
    'href',
    '/privacyPolicy',
  );
  const cardBox = await card.boundingBox();
  // Every field of the page (the registration form, when there is one) comes below the card.
  const fields = page.getByRole('main').locator('input:not([type="hidden"])');
  for (const field of await fields.all()) {
    const box = await field.boundingBox();
    if (box) expect(box.y).toBeGreaterThan((cardBox?.y ?? 0) + (cardBox?.height ?? 0) - 1);
  }
}

/** The member's pending evaluations (through the API with the page's session). */
async function pendingStudies(page: Page) {
  const res = await apiAs(page, 'GET', '/api/evaluation/getMyPendingEvaluations');
  expect(res.status()).toBe(200);
  return ((await res.json()) as Array<{ study: string }>).map((e) => e.study);
}

test('sign-in detour: a member with an account chooses "Sign in to join", signs in and lands on the evaluation of the study', async ({
  browser,
  request,
}) => {
  const email = await registerFreshPlayer(request, 'inv-signin');
  const page = await freshPage(browser);
  await page.goto(`/register?studyToken=${scene.openStudy.token}`);
  await expectLanding(page);
  await page.getByRole('link', { name: 'Sign in to join' }).click();
  await expect(page).toHaveURL(new RegExp(`/login\\?studyToken=${scene.openStudy.token}$`));
  await signIn(page, email, FRESH_PLAYER_PASSWORD, { path: page.url() });
  await expect(page).toHaveURL(/\/evaluations\/\d+\/continue$/);
  await expect(page.getByTestId('continue-screen')).toBeVisible();
  expect(await pendingStudies(page)).toContain(scene.openStudy.description);
  expect(await pendingLink(page)).toBeNull();
});

test('sign-up: a new member sees who invites before the form, registers and has joined the study', async ({ browser }) => {
  const page = await freshPage(browser);
  await page.goto(`/register?studyToken=${scene.openStudy.token}`);
  await expectLanding(page);
  await fillRegistration(page, {
    name: 'Nil',
    surname: 'Nou',
    email: uniqueEmail('inv-signup'),
    password: 'GoodPass2026',
    birthDate: birthDateForAge(17),
  });
  await submitWhenReady(page, 'register-form');
  // Straight to the study's questions, as joining by link does for a member.
  await expect(page).toHaveURL(/\/evaluations\/\d+\/continue$/);
  await expect(page.getByTestId('continue-screen')).toBeVisible();
  expect(await pendingStudies(page)).toEqual([scene.openStudy.description]);
  expect(await pendingLink(page)).toBeNull();
});

test('reload in the middle: the link survives reloads on the landing and on a sign-in page whose address lost it', async ({ browser, request }) => {
  const email = await registerFreshPlayer(request, 'inv-reload');
  const page = await freshPage(browser);
  await page.goto(`/register?studyToken=${scene.openStudy.token}`);
  await expectLanding(page);
  await page.reload();
  await expectLanding(page);
  // A detour that drops the address (the plain sign-in page), then a reload: the tab still holds the link.
  await page.goto('/login');
  await page.reload();
  expect(await pendingLink(page)).toBe(scene.openStudy.token);
  await signIn(page, email, FRESH_PLAYER_PASSWORD, { path: '/login' });
  await expect(page).toHaveURL(/\/evaluations\/\d+\/continue$/);
  await expect(page.getByTestId('continue-screen')).toBeVisible();
  expect(await pendingStudies(page)).toContain(scene.openStudy.description);
  expect(await pendingLink(page)).toBeNull();
});

test('a signed-in member opening the link sees who invites first, then joins and lands on the evaluation', async ({ browser, request }) => {
  const email = await registerFreshPlayer(request, 'inv-member');
  const page = await freshPage(browser);
  await signIn(page, email, FRESH_PLAYER_PASSWORD);
  await expect(page).toHaveURL(/\/home$/);
  await page.goto(`/register?studyToken=${scene.openStudy.token}`);
  await expect(page).toHaveURL(new RegExp(`/invitation\\?studyToken=${scene.openStudy.token}$`));
  await expectLanding(page);
  expect(await pendingStudies(page)).not.toContain(scene.openStudy.description);
  await page.getByRole('button', { name: 'Join this study' }).click();
  await expect(page).toHaveURL(/\/evaluations\/\d+\/continue$/);
  expect(await pendingStudies(page)).toContain(scene.openStudy.description);
});

test('a closed link gets its own page, with no form, signed out and signed in', async ({ browser, request }) => {
  const page = await freshPage(browser);
  await page.goto(`/register?studyToken=${scene.closedStudy.token}`);
  const closed = page.getByTestId('invitation-unavailable');
  await expect(closed).toHaveAttribute('data-kind', 'closed');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('This study is closed');
  await expect(closed).toContainText('Ask your coach for a new link.');
  await expect(page.getByTestId('register-form')).toHaveCount(0);
  await expect(page.getByRole('main').locator('input:not([type="hidden"])')).toHaveCount(0);
  await expect(page.getByRole('alert')).toHaveCount(0);
  expect(await pendingLink(page)).toBeNull();

  const email = await registerFreshPlayer(request, 'inv-closed');
  const member = await freshPage(browser);
  await signIn(member, email, FRESH_PLAYER_PASSWORD);
  await expect(member).toHaveURL(/\/home$/);
  await member.goto(`/home?studyToken=${scene.closedStudy.token}`);
  await expect(member.getByTestId('invitation-unavailable')).toHaveAttribute('data-kind', 'closed');
  await expect(member.getByRole('button', { name: 'Join this study' })).toHaveCount(0);
});

test('an unknown link gets its own page, with no form', async ({ browser }) => {
  const page = await freshPage(browser);
  await page.goto('/register?studyToken=no-such-study-link');
  await expect(page.getByTestId('invitation-unavailable')).toHaveAttribute('data-kind', 'unknown');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('This link does not work');
  await expect(page.getByTestId('invitation-unavailable')).toContainText('Ask your coach for a new link.');
  await expect(page.getByTestId('register-form')).toHaveCount(0);
  await expect(page.getByRole('main').locator('input:not([type="hidden"])')).toHaveCount(0);
});
