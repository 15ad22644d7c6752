import { readFileSync } from 'node:fs';
import { expect, type Page, test } from '@playwright/test';
import { DEMO } from '../support/env.ts';
import { signIn, useLanguage } from '../support/session.ts';
import { seeToast } from '../support/toasts.ts';

/**
 * The admin's quiz screens: the library, a quiz file imported (a bad one refused with every problem by its
 * place), published, exported, opened in the editor and previewed as a player sees it, then a new version that
 * cannot be published while a text is missing. The imported quiz is disabled at the end, so that no coach of a
 * later journey is offered it.
 */
const youth = JSON.parse(readFileSync(new URL('../../apps/server/src/content/quizzes/wellbeing-youth.json', import.meta.url), 'utf8'));
const player = (lang: string) =>
  JSON.parse(readFileSync(new URL(`../../packages/texts/locales/${lang}/player.json`, import.meta.url), 'utf8')).continue.progress as string;
const progress = (lang: string, current: number) =>
  player(lang).replace('{{current}}', String(current)).replace('{{total}}', String(youth.questions.length));
const SHOTS = process.env.QUIZ_SHOTS ? '/tmp/shots-quizzes' : null;

async function shot(page: Page, name: string, fullPage = true) {
  if (!SHOTS) return;
  for (const width of [1280, 360]) {
    await page.setViewportSize({ width, height: width === 360 ? 740 : 900 });
    await page.waitForTimeout(200);
    await page.screenshot({ path: `${SHOTS}/${name}-${width}.png`, fullPage });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

const file = (name: string, content: string) => ({ name, mimeType: 'application/json', buffer: Buffer.from(content) });

test('an admin imports a quiz file, publishes it, exports it, edits and previews it, and starts a new version', async ({ page }) => {
  test.setTimeout(120_000);
  // Sorted before the demo quizzes ("Club Pulse …"), so that the admin journey's last row stays a demo quiz.
  const name = `A quiz imported by E2E ${Date.now().toString(36).slice(-5)}`;
  await useLanguage(page, 'en');
  await signIn(page, DEMO.admin);
  await expect(page).toHaveURL(/\/admin$/);
  await page.getByTestId('nav-admin-quizzes').click();

  // The library: the shipped quizzes, installed (the demo quizzes) or to install.
  await expect(page.getByRole('heading', { name: 'Quiz library' })).toBeVisible();
  await expect(page.getByTestId('library-quiz')).toHaveCount(2);
  await expect(page.getByTestId('library-quiz').filter({ hasText: 'Club Pulse Wellbeing Check (Youth)' })).toContainText('Installed');
  await shot(page, 'list');

  // A bad file: every problem by its place, nothing stored.
  await page.getByRole('button', { name: 'Import a quiz file' }).click();
  const dialog = page.getByRole('dialog', { name: 'Import a quiz file' });
  const broken = structuredClone(youth);
  broken.name = name;
  broken.colour = 'red';
  delete broken.questions[0].text.de;
  broken.questions[5].reversed = 'yes';
  await dialog.getByLabel('Quiz file (JSON, CSV or Excel)').setInputFiles(file('broken.json', JSON.stringify(broken)));
  await dialog.getByRole('button', { name: 'Import' }).click();
  const problems = dialog.getByTestId('quiz-problem-text');
  await expect(problems).toHaveCount(3);
  await expect(problems).toContainText([
    'Question 1, German: the text is missing',
    'Question 6: the scoring direction (reversed) has the wrong type',
    'Quiz: “colour” is not a field of the format',
  ]);
  await shot(page, 'import-problems');
  await dialog.getByLabel('Quiz file (JSON, CSV or Excel)').setInputFiles(file('not-json.json', '{ "format": '));
  await dialog.getByRole('button', { name: 'Import' }).click();
  await expect(problems).toHaveText(['The file: it is not a JSON file']);
  await expect(page.getByTestId('quiz-row').filter({ hasText: name })).toHaveCount(0);

  // The good file: a draft, version 1.
  await dialog.getByLabel('Quiz file (JSON, CSV or Excel)').setInputFiles(file('quiz.json', JSON.stringify({ ...youth, name })));
  await dialog.getByRole('button', { name: 'Import' }).click();
  await expect(dialog).toBeHidden();
  await seeToast(page, `${name} was imported as a draft.`);
  const row = page.getByTestId('quiz-row').filter({ hasText: name });
  await expect(row.getByTestId('quiz-versions-state')).toHaveText('Version 1 · Draft');

  // Published from its row.
  await row.getByRole('button', { name: `Publish ${name}` }).click();
  await seeToast(page, `${name} is published.`);
  await expect(row.getByTestId('quiz-versions-state')).toHaveText('Version 1 · Published');
  await expect(row.getByRole('button', { name: `Publish ${name}` })).toHaveCount(0);

  // Exported: the same quiz, as a file.
  await row.getByTestId('row-actions').click();
  const downloading = page.waitForEvent('download');
  await page.getByRole('menuitem', { name: 'Export' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^a-quiz-imported-by-e2e-[a-z0-9]+-v1\.json$/);
  const exported = JSON.parse(readFileSync(await download.path(), 'utf8'));
  expect(exported).toEqual({ ...youth, name });

  // The editor: a published version is read-only, complete in every language. The export's menu closes first (it
  // fades out): a click on the button meanwhile closed the menu that was fading instead of opening a new one.
  await expect(page.getByRole('menu')).toHaveCount(0);
  await row.getByTestId('row-actions').click();
  await page.getByRole('menuitem', { name: 'Open' }).click();
  // The editor of a whole published quiz (24 questions in five languages) is the app's largest screen: on a CI
  // machine loaded past its cores it did not show within the default 10 s twice, and always did alone.
  await expect(page.getByTestId('quiz-editor')).toBeVisible({ timeout: 30_000 });
  await expect(page.getByTestId('editor-read-only')).toBeVisible();
  for (const lang of ['en', 'es', 'ca', 'de', 'it']) await expect(page.getByTestId(`completeness-${lang}`)).toHaveText(`${lang} 100 %`);
  await page.getByRole('tab', { name: 'Deutsch' }).click();
  await expect(page.getByRole('textbox', { name: 'Statement (Deutsch)' }).first()).toHaveValue(youth.questions[0].text.de);
  await shot(page, 'editor-published', false);

  // The preview: the player's screen, question by question, in a chosen language; nothing is sent.
  const answerCalls: string[] = [];
  page.on('request', (request) => {
    if (/\/api\/(evaluation|player)/i.test(request.url())) answerCalls.push(request.url());
  });
  await page.getByTestId('editor-mode').getByText('Preview', { exact: true }).click();
  const phone = page.getByTestId('preview-phone');
  // In the language the editor showed (German), whatever the admin's.
  await expect(phone.getByTestId('question-progress')).toHaveText(progress('de', 1));
  await expect(phone.getByTestId('question-text')).toHaveText(youth.questions[0].text.de);
  expect((await phone.boundingBox())?.width).toBeLessThanOrEqual(360);
  await phone.getByTestId('answer-4').check({ force: true });
  await phone.getByTestId('next-question').click();
  await expect(phone.getByTestId('question-progress')).toHaveText(progress('de', 2));
  await shot(page, 'preview');
  await page.getByTestId('preview-language').click();
  await page.getByRole('listbox').getByRole('option', { name: 'Español' }).click();
  await expect(phone.getByTestId('question-text')).toHaveText(youth.questions[1].text.es);
  await expect(phone.getByTestId('question-progress')).toHaveText(progress('es', 2));
  expect(answerCalls).toEqual([]);

  // A new version: a draft, which cannot be published while a text is missing.
  await page.getByRole('button', { name: 'New version' }).click();
  await seeToast(page, 'Version 2 is a draft now.');
  await expect(page.getByTestId('editor-version-state')).toHaveText('Version 2 · Draft');
  await page.getByTestId('editor-mode').getByText('Edit', { exact: true }).click();
  await page.getByRole('tab', { name: 'Español' }).click();
  await page.getByRole('textbox', { name: 'Statement (Español)' }).first().fill('');
  await expect(page.getByTestId('completeness-es')).not.toHaveText('es 100 %');
  await page.getByRole('button', { name: 'Save draft' }).click();
  await seeToast(page, `The draft of ${name} is saved.`);
  await page.getByRole('button', { name: `Publish ${name}` }).click();
  await expect(page.getByTestId('publish-missing').getByTestId('quiz-problem-text')).toHaveText(['Question 1, Spanish: the text is missing']);
  await shot(page, 'editor-incomplete', false);
  // The missing text is a link to its field.
  await page.getByTestId('publish-missing').getByRole('button', { name: 'Question 1, Spanish: the text is missing' }).click();
  await expect(page.getByRole('textbox', { name: 'Statement (Español)' }).first()).toBeFocused();

  // Back to the list: the quiz shows its draft, and is disabled so that no later journey is offered it.
  await page.getByRole('link', { name: 'Quizzes' }).first().click();
  await expect(row.getByTestId('quiz-versions-state')).toHaveText('Version 1 · PublishedVersion 2 · Draft');
  await row.getByRole('button', { name: `Disable ${name}` }).click();
  // Disabling asks first and says what follows.
  await page.getByTestId('confirm-quiz-enabled').click();
  await expect(row.getByTestId('quiz-state')).toHaveText('Disabled');

  if (SHOTS) {
    // The same screens in another language, for a look.
    await page.evaluate(() => localStorage.setItem('cp.language', 'ca'));
    await page.reload();
    await shot(page, 'list-ca');
    await row.getByTestId('row-actions').click();
    await page.getByTestId('action-edit-draft').click();
    await shot(page, 'editor-ca', false);
    await page.getByRole('tab', { name: 'Español' }).click();
    await page.getByTestId('missing-texts').locator('summary').click();
    await shot(page, 'editor-missing-ca', false);
    await page.goto('/admin/quizs');
    await page.getByTestId('new-quiz').click();
    await shot(page, 'new-quiz-ca', false);
  }
});
