import { readFileSync } from 'node:fs';
import { expect, type Page } from '@playwright/test';

export type AnswerValue = '1' | '2' | '3' | '4' | '5' | 'na';

/** Whether the page shows the end screen of an evaluation. */
const onEndScreen = (page: Page) => /\/evaluations\/[^/]+\/end$/.test(new URL(page.url()).pathname);

/**
 * Answers the question currently on screen with `value` and waits until the next question (or the end
 * screen) is shown. Choosing an answer is one tap on its card: the screen confirms it briefly, saves it and
 * moves on by itself (tapping the card already chosen, when going back, confirms it again). Touch screens
 * (`hasTouch`) get a tap, others a click.
 */
export async function answerCurrentQuestion(page: Page, value: AnswerValue) {
  const progress = page.getByTestId('question-progress');
  await expect(progress).toBeVisible();
  const before = (await progress.textContent()) ?? '';
  const card = page.getByTestId(`answer-card-${value}`);
  await expect(page.getByTestId(`answer-${value}`)).toBeEnabled();
  const touch = await page.evaluate(() => matchMedia('(hover: none)').matches && navigator.maxTouchPoints > 0);
  if (touch) await card.tap();
  else await card.click();
  await waitForNextQuestion(page, before);
}

/** Waits until the question whose progress read `before` has given way to the next one, or to the end screen. */
export async function waitForNextQuestion(page: Page, before: string) {
  const progress = page.getByTestId('question-progress');
  await expect
    .poll(
      async () => {
        if (onEndScreen(page)) return true;
        const now = await progress.textContent({ timeout: 1000 }).catch(() => null);
        return now !== null && now !== before;
      },
      // 30 s: after the connection returns, the answer kept offline goes first (a loaded CI machine took more than 15 s).
      { timeout: 30_000 },
    )
    .toBe(true);
}

/** Every question of the shipped quizzes, by its text in any language: whether it is reversed (agreeing means more need). */
const reversedByText = new Map<string, boolean>();
for (const file of ['wellbeing-youth.json', 'wellbeing-senior.json']) {
  const quiz = JSON.parse(readFileSync(new URL(`../../apps/server/src/content/quizzes/${file}`, import.meta.url), 'utf8')) as {
    questions: { text: Record<string, string>; reversed: boolean }[];
  };
  for (const q of quiz.questions) for (const text of Object.values(q.text)) reversedByText.set(text.trim(), q.reversed);
}

/**
 * Answers every question of a shipped quiz as someone under a lot of strain would: the answer of the highest need
 * each time (a critical result), up to the end screen.
 */
export async function answerWithHighestNeed(page: Page) {
  const progress = page.getByTestId('question-progress');
  await expect(progress).toBeVisible();
  for (let i = 0; i < 80 && !onEndScreen(page); i++) {
    const text = ((await page.getByTestId('question-text').textContent()) ?? '').trim();
    const reversed = reversedByText.get(text);
    expect(reversed, `a question of the shipped quizzes: "${text}"`).not.toBeUndefined();
    const before = (await progress.textContent()) ?? '';
    await page.getByTestId(`answer-card-${reversed ? '5' : '1'}`).click();
    await waitForNextQuestion(page, before);
  }
  await expect(page).toHaveURL(/\/evaluations\/\d+\/end$/);
}
