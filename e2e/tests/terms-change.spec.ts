import { expect, type Page, test } from '@playwright/test';
import { expectAxeCleanEverywhere } from '../support/axe.ts';
import { DEMO, DEMO_PASSWORD } from '../support/env.ts';
import { FRESH_PLAYER_PASSWORD, registerFreshPlayer } from '../support/fresh-player.ts';
import { apiSignIn, buildInvitationScene, callApi } from '../support/invitation-scene.ts';
import { apiAs, birthDateForAge, noCookieNotice, registerThroughLink, uniqueEmail } from '../support/public-journeys.ts';
import { signIn } from '../support/session.ts';

/**
 * Publishing new usage terms gates every user of the shared server, so this file runs in its own
 * Playwright project after all the others (playwright.config.ts).
 */
test('an admin publishes new usage terms; a player must accept them to continue, and rejecting signs out', async ({ browser, request }) => {
  // Three browsers, the admin's writing and confirmation, and two members' detours: more than a minute on a busy machine.
  test.setTimeout(120_000);
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
  const adminToken = await apiSignIn(request, DEMO.admin, DEMO_PASSWORD);
  const current = (await callApi(request, 'GET', '/api/admin/compliance/0', adminToken)) as { version: number; membersToAccept: number };
  const next = current.version + 1;

  // The admin writes the new version from the admin screen: two languages change, the others stay.
  const admin = await newPage();
  await signIn(admin, DEMO.admin);
  await expect(admin).toHaveURL(/\/admin$/);
  await admin.getByTestId('nav-admin-compliance').click();
  await expect(admin.getByTestId('admin-compliance')).toBeVisible();
  const english = admin.getByTestId('compliance-content-en');
  await expect(english).not.toHaveValue('');
  await english.fill(`${await english.inputValue()}\n\n## What changed\n\nReports are now kept for **two seasons**.`);
  await expect(admin.getByTestId('compliance-marker-en')).toHaveText('written');
  await expect(admin.getByTestId('compliance-marker-es')).toHaveText('unchanged');
  await admin.getByTestId('compliance-language-es').click();
  const spanish = admin.getByTestId('compliance-content-es');
  await spanish.fill(`${await spanish.inputValue()}\n\n## Qué ha cambiado\n\nLos informes se guardan **dos temporadas**.`);
  await expect(admin.getByTestId('compliance-marker-es')).toHaveText('written');
  await expect(admin.getByTestId('compliance-marker-de')).toHaveText('unchanged');

  // The preview renders the Spanish text as members read it, under the next version number.
  await admin.getByTestId('compliance-mode').getByText('Preview').click();
  await expect(admin.getByTestId('compliance-preview')).toContainText('Los informes se guardan dos temporadas.');
  await expect(admin.getByTestId('compliance-preview').getByTestId('compliance-version')).toContainText(`Version ${next}`);
  // The diff shows the added lines only, marked with +.
  await admin.getByTestId('compliance-mode').getByText('Changes').click();
  const diff = admin.getByTestId('compliance-diff');
  await expect(diff.locator('ins').last()).toHaveText('+ Los informes se guardan **dos temporadas**.');
  await expect(diff.locator('del')).toHaveCount(0);

  // The confirmation says how many members will have to accept again: the server's count.
  await admin.getByRole('button', { name: `Publish version ${next}` }).click();
  const dialog = admin.getByRole('dialog');
  await expect(dialog.getByTestId('compliance-confirm-count')).toHaveText(
    `${current.membersToAccept} members will have to accept the new version again.`,
  );
  expect(current.membersToAccept).toBeGreaterThanOrEqual(2);
  // Three languages were left as they were: named, and publishing waits for the admin's word and a summary.
  await expect(dialog.getByTestId('compliance-unchanged-languages')).toContainText('Català, Deutsch, Italiano: the same as version');
  const publishNow = dialog.getByRole('button', { name: `Publish version ${next}` });
  await expect(publishNow).toBeDisabled();
  await dialog.getByTestId('compliance-summary-en').fill('Reports are now kept for two seasons.');
  await dialog.getByTestId('compliance-summary-es').fill('Los informes se guardan ahora dos temporadas.');
  await dialog.getByTestId('compliance-summary-ca').fill('Els informes es guarden ara dues temporades.');
  await dialog.getByTestId('compliance-summary-de').fill('Berichte werden jetzt zwei Saisons lang aufbewahrt.');
  await dialog.getByTestId('compliance-summary-it').fill('I rapporti ora si conservano per due stagioni.');
  await dialog.getByTestId('compliance-unchanged-confirm').check();
  await publishNow.click();
  await expect(admin.getByText(`Version ${next} has been published.`)).toBeVisible();
  await expect(admin.getByTestId('compliance-current-version')).toContainText(`Current version: ${next}.`);

  // The player's next action (opening their pending evaluations) lands on the new terms; accepting returns home.
  await accepting.goto('/evaluations/pending');
  await expect(accepting).toHaveURL(/\/termsHasChanged$/);
  await expect(accepting.getByRole('heading', { level: 1 })).toHaveText('The usage terms have changed');
  await expect(accepting.getByTestId('compliance-text')).toContainText('Reports are now kept for two seasons.');
  // What changed, above the text; the version above the document is the new number (the text itself names none).
  await expect(accepting.getByTestId('terms-change-summary')).toContainText(`What changed in version ${next}`);
  await expect(accepting.getByTestId('terms-change-summary')).toContainText('Reports are now kept for two seasons.');
  await expect(accepting.getByTestId('compliance-version')).toContainText(`Version ${next}`);
  // Opened only when new terms wait for the member (the a11y file cannot reach it): axe here.
  await expectAxeCleanEverywhere(accepting, 'the new usage terms to accept');
  await accepting.setViewportSize({ width: 1280, height: 800 });
  await accepting.getByTestId('terms-accept').click();
  await expect(accepting).toHaveURL(/\/home$/);
  await expect(accepting.getByText('Thank you. You accepted the new usage terms.')).toBeVisible();
  await accepting.getByTestId('nav-pending').click();
  await expect(accepting).toHaveURL(/\/evaluations\/pending$/);

  // A player in Spanish reads the new Spanish text under the new version number; rejecting signs out.
  await rejecting.evaluate(() => localStorage.setItem('cp.language', 'es'));
  await rejecting.goto('/evaluations/finished');
  await expect(rejecting).toHaveURL(/\/termsHasChanged$/);
  await expect(rejecting.getByRole('heading', { level: 1 })).toHaveText('Las condiciones de uso han cambiado');
  await expect(rejecting.getByTestId('compliance-version')).toContainText(`Versión ${next},`);
  await expect(rejecting.getByTestId('compliance-text')).toContainText('Los informes se guardan dos temporadas.');
  await expect(rejecting.getByTestId('terms-change-summary')).toContainText('Los informes se guardan ahora dos temporadas.');
  await rejecting.getByTestId('terms-reject').click();
  await expect(rejecting).toHaveURL(/\/login$/);
  expect(await rejecting.evaluate(() => localStorage.getItem('cp.token'))).toBeNull();
});

/**
 * The study link survives new usage terms. It publishes terms too, so it lives in this file, which
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
  const { contents } = (await callApi(request, 'GET', '/api/admin/compliance/0', admin)) as { contents: Record<string, string> };
  await callApi(request, 'POST', '/api/admin/compliance', admin, {
    category: 0,
    contents: { ...contents, en: '# Usage terms\n\n## What changed\n\nStudy links now show who invites you.' },
    changeSummary: {
      en: 'Study links now show who invites you.',
      es: 'Los enlaces de estudio muestran ahora quién te invita.',
      ca: "Els enllaços d'estudi mostren ara qui et convida.",
      de: 'Studienlinks zeigen jetzt, wer dich einlädt.',
      it: 'I link degli studi ora mostrano chi ti invita.',
    },
  });

  const page = await (await browser.newContext()).newPage();
  await noCookieNotice(page);
  await page.goto(`/register?studyToken=${scene.openStudy.token}`);
  await expect(page.getByTestId('invitation-card')).toContainText(`${scene.club} invites you to a study`);
  await page.getByRole('link', { name: 'Sign in to join' }).click();
  // The sign-in page's address, once the link has led there (read earlier, it was still the landing's: the
  // member then signed in on the registration page, and the test failed on a slow machine).
  await expect(page).toHaveURL(new RegExp(`/login\\?studyToken=${scene.openStudy.token}$`));
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
