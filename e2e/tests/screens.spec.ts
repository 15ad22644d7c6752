import { mkdirSync } from 'node:fs';
import { expect, type Page, request, test } from '@playwright/test';
import { api, openSignedIn, signInApi } from '../support/api-session.ts';
import { axeViolations, seriousViolations } from '../support/axe.ts';
import { DEMO } from '../support/env.ts';
import { settleAnimations } from '../support/settled.ts';

/**
 * The main screens of the player, the coach and the admin on a 360×740 phone and a 1280×800 desktop, in Spanish,
 * German and Italian (the longest words): no page wider than its screen (a table scrolls inside its own region,
 * with its cue, or turns into cards), axe clean, and a screenshot of each kept for a person to look at
 * (ci-results/screenshots/<journey>-<screen>-<language>-<width>.png, which CI keeps with the run's results).
 * Read-only, signed in through the API (nothing saved to the accounts). Each screen is loaded once, on the phone,
 * then widened: the layout follows the width live.
 */

const SHOTS = new URL('../../ci-results/screenshots/', import.meta.url).pathname;
const LANGUAGES = ['es', 'de', 'it'] as const;
const SIZES = [
  { width: 360, height: 740 },
  { width: 1280, height: 800 },
];

type Who = 'player' | 'coach' | 'admin';
interface Ids {
  reportId: number;
  studyId: number;
  clubId: number;
  studyGroupId: number;
}
interface Screen {
  name: string;
  path: (ids: Ids) => string;
  /** What shows that the screen's data are there. */
  ready: string;
}
const JOURNEYS: Record<Who, Screen[]> = {
  player: [
    { name: 'home', path: () => '/home', ready: 'main' },
    { name: 'finished', path: () => '/evaluations/finished', ready: '[data-testid="evaluations-list"], [data-testid="evaluations-empty"]' },
    { name: 'report', path: (i) => `/evaluations/${i.reportId}/report`, ready: '[data-testid="individual-report"]' },
  ],
  coach: [
    { name: 'studies', path: () => '/studies', ready: '[data-testid="study-row"]' },
    { name: 'group-report', path: (i) => `/studies/${i.studyId}/report`, ready: '[data-testid="group-report"]' },
    { name: 'trends', path: (i) => `/teams/${i.studyGroupId}/trends`, ready: 'main h2' },
    // The queue's cards carry the longest badges ("No action for more than 48 hours").
    { name: 'cases', path: () => '/cases', ready: '[data-testid="case-open"]' },
  ],
  admin: [
    { name: 'clubs', path: () => '/admin/clubs', ready: '[data-testid="club-row"]' },
    { name: 'studies', path: () => '/admin/studies', ready: '[data-testid="study-row"]' },
    { name: 'club-members', path: (i) => `/admin/clubs/${i.clubId}/members`, ready: 'main h1' },
    { name: 'users', path: () => '/admin/users', ready: 'main [data-testid="user-name"]' },
    // A helpline's state in a table cell ("Shown, not checked here").
    { name: 'helplines', path: () => '/admin/helplines', ready: '[data-testid="helpline-row"]' },
  ],
};

const tokens: Partial<Record<Who, string>> = {};
let ids: Ids;

test.describe.configure({ mode: 'parallel' });

test.beforeAll(async () => {
  mkdirSync(SHOTS, { recursive: true });
  const BASE = test.info().project.use.baseURL ?? '';
  const ctx = await request.newContext({ baseURL: BASE });
  tokens.player = await signInApi(ctx, BASE, DEMO.player);
  tokens.coach = await signInApi(ctx, BASE, DEMO.coach);
  tokens.admin = await signInApi(ctx, BASE, DEMO.admin);
  const studies = (await api(ctx, 'GET', 'api/manager/study/all', tokens.coach)) as Array<{
    id: number;
    description: string;
    clubId: number;
    studyGroupId: number;
  }>;
  // The spring study has answers: its report has players to sum up.
  const study = studies.find((s) => s.description === 'Spring check-in 2026') ?? studies[0];
  if (!study) throw new Error('The demo coach has no study: is the demo data loaded?');
  const finished = (await api(ctx, 'GET', 'api/evaluation/getMyFinishedEvaluations', tokens.player)) as Array<{ id: number; hasReport: boolean }>;
  const report = finished.find((e) => e.hasReport);
  if (!report) throw new Error('The demo player has no report');
  ids = { reportId: report.id, studyId: study.id, clubId: study.clubId, studyGroupId: study.studyGroupId };
  await ctx.dispose();
});

/**
 * Nothing is wider than the screen: the page never scrolls sideways, no button's words are cut off, and a table that
 * scrolls does so in its region with its cue.
 */
async function expectFitsTheScreen(page: Page, label: string) {
  const widths = await page.evaluate(() => ({ page: document.scrollingElement?.scrollWidth ?? 0, screen: window.innerWidth }));
  expect(widths.page, `${label}: the page is wider than the screen`).toBeLessThanOrEqual(widths.screen);
  // No button's or badge's words cut off (a long club name once squeezed a card's actions button to "Akti" at 360 px;
  // a helpline's state read "SHOWN, …" at 1280 px and a case's warning "… MÉS DE 48 …" at 360 px).
  const clipped = await page.evaluate(() =>
    // A button's or badge's label clips inside it (Mantine's label hides its overflow): its parts are measured too.
    Array.from(
      document.querySelectorAll<HTMLElement>('main button, main button *, main a[href], main .mantine-Badge-root, main .mantine-Badge-root *'),
    )
      .filter((el) => el.offsetParent !== null && el.scrollWidth > el.clientWidth + 1)
      .map((el) => el.outerHTML.slice(0, 120)),
  );
  expect(clipped, `${label}: buttons or links whose words are cut off`).toEqual([]);
  const scrolling = page.locator('[data-testid="responsive-table"][data-scrolls="true"]');
  for (const table of await scrolling.all()) {
    if (!(await table.isVisible())) continue;
    await expect(table.getByTestId('scroll-hint'), `${label}: a table scrolls without its cue`).toBeVisible();
  }
}

async function expectAxeClean(page: Page, label: string) {
  await settleAnimations(page);
  expect(seriousViolations(await axeViolations(page)), `axe on ${label}`).toEqual([]);
}

for (const who of Object.keys(JOURNEYS) as Who[]) {
  for (const lang of LANGUAGES) {
    test(`${who}'s screens in ${lang}, on a phone and a desktop: nothing wider than the screen, axe clean`, async ({ page }) => {
      test.setTimeout(180_000);
      for (const screen of JOURNEYS[who]) {
        await page.setViewportSize(SIZES[0]!);
        await openSignedIn(page, tokens[who]!, screen.path(ids), lang);
        await expect(page.locator('html')).toHaveAttribute('lang', lang);
        await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
        await expect(page.locator(screen.ready).first()).toBeVisible();
        await page.waitForLoadState('networkidle', { timeout: 5000 }).catch(() => undefined);
        for (const size of SIZES) {
          const label = `${who} ${screen.name} (${lang}, ${size.width} px)`;
          await page.setViewportSize(size);
          await settleAnimations(page);
          await expectFitsTheScreen(page, label);
          await expectAxeClean(page, label);
          await page.screenshot({ path: `${SHOTS}${who}-${screen.name}-${lang}-${size.width}.png`, fullPage: true });
        }
      }
    });
  }
}
