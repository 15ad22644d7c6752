import { expect, type Page, test } from '@playwright/test';
import { DEMO, DEMO_PASSWORD } from '../support/env.ts';
import { FRESH_PLAYER_PASSWORD, registerFreshPlayer } from '../support/fresh-player.ts';
import { apiSignIn, buildInvitationScene, callApi } from '../support/invitation-scene.ts';
import { apiAs, birthDateForAge, noCookieNotice, registerThroughLink, uniqueEmail } from '../support/public-journeys.ts';
import { signIn } from '../support/session.ts';

/**
 * Publishing new usage terms gates every user of the shared server, so this file runs in its own
 * Playwright project after all the others (playwright.config.ts).
 */
test('an admin publishes new usage terms; a player must accept them to continue, and rejecting signs out', async ({ browser }) => {
  const newPage = async () => {
    const page = await (await browser.newContext()).newPage();
    await noCookieNotice(page);
    return page;
  };
  const accepting: Page = await newPage();
  const rejecting: Page = await newPage();
  await registerThroughLink(accepting, DEMO.studyToken, {
    name: 'Ada',
    surname: 'Accepts',
    email: uniqueEmail('accepts'),
    password: 'GoodPass2026',
    birthDate: birthDateForAge(18),
  });
  await registerThroughLink(rejecting, DEMO.studyToken, {
    name: 'Rui',
    surname: 'Rejects',
    email: uniqueEmail('rejects'),
    password: 'GoodPass2026',
    birthDate: birthDateForAge(18),
  });

  // The admin publishes a new version from the admin screen.
  const admin = await newPage();
  await signIn(admin, DEMO.admin);
  await expect(admin).toHaveURL(/\/admin$/);
  await admin.getByTestId('nav-admin-compliance').click();
  await expect(admin.getByTestId('admin-compliance')).toBeVisible();
  await admin.getByTestId('compliance-content-en').fill('# Usage terms\n\n## What changed\n\nReports are now kept for **two seasons**.');
  await admin.getByTestId('compliance-content-es').fill('# Condiciones de uso\n\n## Qué ha cambiado\n\nLos informes se guardan **dos temporadas**.');
  await admin.getByTestId('compliance-publish').click();
  await expect(admin.getByText(/Version \d+ has been published\./)).toBeVisible();

  // The player's next action (opening their pending evaluations) lands on the new terms; accepting returns home.
  await accepting.goto('/evaluations/pending');
  await expect(accepting).toHaveURL(/\/termsHasChanged$/);
  await expect(accepting.getByRole('heading', { level: 1 })).toHaveText('The usage terms have changed');
  await expect(accepting.getByTestId('compliance-text')).toContainText('Reports are now kept for two seasons.');
  await accepting.getByTestId('terms-accept').click();
  await expect(accepting).toHaveURL(/\/home$/);
  await expect(accepting.getByText('Thank you. You accepted the new usage terms.')).toBeVisible();
  await accepting.getByTestId('nav-pending').click();
  await expect(accepting).toHaveURL(/\/evaluations\/pending$/);

  // Rejecting signs out.
  await rejecting.goto('/evaluations/finished');
  await expect(rejecting).toHaveURL(/\/termsHasChanged$/);
  await rejecting.getByTestId('terms-reject').click();
  await expect(rejecting).toHaveURL(/\/login$/);
  expect(await rejecting.evaluate(() => localStorage.getItem('cp.token'))).toBeNull();
});

/**
 * The study link survives new usage terms (issue 15). It publishes terms too, so it lives in this file, which
 * runs last and in order: after the journey above, on a club, team and study of its own.
 */
test('terms change detour: a member who must accept new usage terms first accepts them, then joins and lands on the evaluation', async ({
  browser,
  request,
}) => {
  const scene = await buildInvitationScene(request, 'tc');
  const email = await registerFreshPlayer(request, 'inv-terms');
  // New usage terms, published after the member accepted theirs.
  const admin = await apiSignIn(request, DEMO.admin, DEMO_PASSWORD);
  await callApi(request, 'POST', '/api/admin/compliance', admin, {
    category: 0,
    contents: { en: '# Usage terms\n\n## What changed\n\nStudy links now show who invites you.' },
  });

  const page = await (await browser.newContext()).newPage();
  await noCookieNotice(page);
  await page.goto(`/register?studyToken=${scene.openStudy.token}`);
  await expect(page.getByTestId('invitation-card')).toContainText(`${scene.club} invites you to a study`);
  await page.getByRole('link', { name: 'Sign in to join' }).click();
  await signIn(page, email, FRESH_PLAYER_PASSWORD, { path: page.url() });
  await expect(page).toHaveURL(/\/termsHasChanged$/);
  // A reload on the terms page keeps the link too.
  await page.reload();
  await expect(page.getByTestId('compliance-text')).toContainText('Study links now show who invites you.');
  expect(await page.evaluate(() => sessionStorage.getItem('cp.pendingStudyToken'))).toBe(scene.openStudy.token);
  await page.getByTestId('terms-accept').click();
  await expect(page).toHaveURL(/\/evaluations\/\d+\/continue$/);
  await expect(page.getByTestId('continue-screen')).toBeVisible();
  const pending = await apiAs(page, 'GET', '/api/evaluation/getMyPendingEvaluations');
  expect(((await pending.json()) as Array<{ study: string }>).map((e) => e.study)).toContain(scene.openStudy.description);
  expect(await page.evaluate(() => sessionStorage.getItem('cp.pendingStudyToken'))).toBeNull();
});
