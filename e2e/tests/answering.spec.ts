import { mkdirSync } from 'node:fs';
import { expect, type Page, test } from '@playwright/test';
import { type AnswerValue, waitForNextQuestion } from '../support/answering.ts';
import { FRESH_PLAYER_PASSWORD, registerFreshPlayer } from '../support/fresh-player.ts';
import { signIn, useLanguage } from '../support/session.ts';

/** Answering a whole quiz on a 360×740 phone: one tap a question, nothing to scroll; then by keyboard alone. */
// The default motion (the run's default is reduced, playwright.config.ts): the answer scale's own animation stays walked.
test.use({ viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true, reducedMotion: 'no-preference' });
test.describe.configure({ timeout: 180_000 });

const SHOTS = '/tmp/shots-answering';
const shot = async (page: Page, name: string) => {
  if (!process.env.ANSWERING_SHOTS) return;
  mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: `${SHOTS}/${name}.png` });
};

const VALUES: AnswerValue[] = ['1', '2', '3', '4', '5', 'na'];
const valueAt = (position: number) => VALUES[(position * 5) % VALUES.length] as AnswerValue;
const TEXT = {
  en: {
    progress: (c: number, t: number) => `Question ${c} of ${t}`,
    estimate: (t: number) => `${t} questions, about ${Math.round((t * 10) / 60)} minutes`,
  },
  es: {
    progress: (c: number, t: number) => `Pregunta ${c} de ${t}`,
    estimate: (t: number) => `${t} preguntas, unos ${Math.round((t * 10) / 60)} minutos`,
  },
};

/** Counts the answers the server stored (one POST each); a duplicate would show as one more. */
function countStoredAnswers(page: Page) {
  const stored: string[] = [];
  page.on('response', (res) => {
    if (res.request().method() === 'POST' && /\/api\/evaluation\/\d+\/answer\/\d+$/.test(res.url()) && res.ok()) stored.push(res.url());
  });
  return stored;
}

/** The question, its answers, the navigation, progress and topic are all on screen, without scrolling. */
async function expectFitsScreen(page: Page) {
  const layout = await page.evaluate(() => {
    const ids = [
      'question-progress',
      'question-key-term',
      'question-text',
      'answer-card-1',
      'answer-card-5',
      'answer-card-na',
      'next-question',
      'previous-question',
    ];
    return {
      scrollY: window.scrollY,
      height: window.innerHeight,
      boxes: ids.map((id) => {
        const r = document.querySelector(`[data-testid="${id}"]`)?.getBoundingClientRect();
        return { id, top: r?.top ?? -1, bottom: r?.bottom ?? 1e6, height: r?.height ?? 0 };
      }),
    };
  });
  expect(layout.scrollY).toBe(0);
  for (const box of layout.boxes) {
    expect(box.top, `${box.id} on screen`).toBeGreaterThanOrEqual(0);
    expect(box.bottom, `${box.id} on screen`).toBeLessThanOrEqual(layout.height);
    if (box.id.startsWith('answer-card') || box.id.endsWith('-question')) expect(box.height, `${box.id} is 44 px tall`).toBeGreaterThanOrEqual(44);
  }
}

async function openPending(page: Page, lang: 'en' | 'es') {
  const email = await registerFreshPlayer(page.request, `${lang}-${test.info().project.name}`);
  await useLanguage(page, lang);
  await signIn(page, email, FRESH_PLAYER_PASSWORD);
  await expect(page).toHaveURL(/\/home/);
  await page.goto('/evaluations/pending');
  await expect(page.getByTestId('evaluations-list')).toBeVisible();
}

test('a whole quiz on a 360×740 phone in English: one tap a question, no scrolling, a reload loses nothing', async ({ page }) => {
  const stored = countStoredAnswers(page);
  await openPending(page, 'en');
  let taps = 0;
  await page.getByTestId('evaluations-list').locator('a[data-testid^="continue-"]').first().tap();
  taps++;

  const progress = page.getByTestId('question-progress');
  await expect(progress).toContainText('Question 1 of');
  const total = Number(/(\d+)\s*$/.exec((await progress.textContent()) ?? '')?.[1]);
  expect(total).toBeGreaterThan(6);
  await expect(page.getByTestId('question-estimate')).toHaveText(TEXT.en.estimate(total));
  await shot(page, 'en-question-1');

  for (let position = 1; position <= total; position++) {
    await expect(progress).toHaveText(TEXT.en.progress(position, total));
    await expectFitsScreen(page);
    const before = (await progress.textContent()) ?? '';
    await page.getByTestId(`answer-card-${valueAt(position)}`).tap();
    taps++;
    if (position === 2) await shot(page, 'en-confirming');
    await waitForNextQuestion(page, before);
    if (position === Math.floor(total / 2)) {
      // A reload in the middle: the next question, every answer so far kept.
      await page.reload();
      await expect(progress).toHaveText(TEXT.en.progress(position + 1, total));
      await expect(page.getByText(`${position} of ${total} answered`)).toBeVisible();
    }
  }
  await expect(page).toHaveURL(/\/evaluations\/\d+\/end$/);
  expect(taps).toBeLessThanOrEqual(total + 2);
  expect(stored).toHaveLength(total);
  test.info().annotations.push({ type: 'taps', description: `${taps} taps for ${total} questions` });
});

test('a whole quiz by keyboard alone in Spanish: keys choose, focus and announcements follow, nothing lost offline', async ({ page, context }) => {
  const stored = countStoredAnswers(page);
  await openPending(page, 'es');
  // Tab to the first "Empezar" link, Enter opens it.
  for (let i = 0; i < 40; i++) {
    await page.keyboard.press('Tab');
    if (await page.evaluate(() => document.activeElement?.getAttribute('data-testid')?.startsWith('continue-'))) break;
  }
  await page.keyboard.press('Enter');

  const progress = page.getByTestId('question-progress');
  await expect(progress).toContainText('Pregunta 1 de');
  const total = Number(/(\d+)\s*$/.exec((await progress.textContent()) ?? '')?.[1]);
  await expect(page.getByTestId('question-estimate')).toHaveText(TEXT.es.estimate(total));
  await shot(page, 'es-question-1');
  const announcement = page.getByTestId('question-announcement');

  for (let position = 1; position <= total; position++) {
    await expect(progress).toHaveText(TEXT.es.progress(position, total));
    const text = (await page.getByTestId('question-text').textContent()) ?? '';
    await expect(announcement).toHaveText(`${TEXT.es.progress(position, total)}: ${text}`);
    await expect(page.getByTestId('question-text')).toBeFocused();
    await expectFitsScreen(page);
    const before = (await progress.textContent()) ?? '';
    const value = valueAt(position);
    if (position === 6) {
      // Without a connection the answer is kept and shown as not sent; it goes, once, when the connection returns.
      await context.setOffline(true);
      await page.keyboard.press(value === 'na' ? 'n' : value);
      await expect(page.getByTestId('answer-not-sent')).toBeVisible();
      await expect(progress).toHaveText(before);
      await shot(page, 'es-not-sent');
      await context.setOffline(false);
    } else {
      await page.keyboard.press(value === 'na' ? '0' : value);
    }
    await waitForNextQuestion(page, before);
    if (position === 8) {
      // Backspace goes back to the stored answer; Enter moves on without sending it again.
      await page.keyboard.press('Backspace');
      await expect(progress).toHaveText(TEXT.es.progress(8, total));
      await expect(page.getByTestId(`answer-${value}`)).toBeChecked();
      await page.keyboard.press('Enter');
      await expect(progress).toHaveText(TEXT.es.progress(9, total));
    }
    if (position === 12) {
      await page.reload();
      await expect(progress).toHaveText(TEXT.es.progress(13, total));
      await page.keyboard.press('Backspace');
      await expect(page.getByTestId(`answer-${value}`)).toBeChecked();
      await page.keyboard.press('Enter');
      await expect(progress).toHaveText(TEXT.es.progress(13, total));
    }
  }
  await expect(page).toHaveURL(/\/evaluations\/\d+\/end$/);
  expect(stored).toHaveLength(total);
});
