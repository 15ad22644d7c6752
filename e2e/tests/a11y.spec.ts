import { expect, type Page, test } from '@playwright/test';
import { type Ids, screens, signInAndFindIds, type Who } from '../support/a11y-screens.ts';
import { axeViolations } from '../support/axe.ts';
import { settleAnimations } from '../support/settled.ts';

/**
 * Accessibility: axe-core on every screen, as a visitor, the player, the coach and the admin —
 * no serious or critical violation of WCAG 2 A/AA. Read-only: the screens are opened, never submitted, so
 * the shared demo data stays as the other tests expect it. The player who opens a continue screen is Felix
 * Bauer (SV Isar), whom no other test uses.
 */

let tokens: Partial<Record<Who, string>> = {};
let ids: Ids;

// Its screens are checked on several workers at once (each signs in for itself): this file alone is a quarter of the
// end-to-end run.
test.describe.configure({ mode: 'parallel' });

test.beforeAll(async () => {
  ({ tokens, ids } = await signInAndFindIds(test.info().project.use.baseURL ?? ''));
});

type Scheme = 'light' | 'dark';
/** Axe's rules whose answer depends on colours (https://dequeuniversity.com/rules/axe/4.10). */
const COLOUR_RULES = ['color-contrast', 'link-in-text-block'];
interface Variant {
  name: string;
  viewport: { width: number; height: number };
  scheme: Scheme;
}
/** Every screen is checked on a desktop and on a 360×740 phone, in the light and the dark colour scheme. */
const VARIANTS: Variant[] = [
  { name: 'desktop light', viewport: { width: 1280, height: 800 }, scheme: 'light' },
  { name: 'desktop dark', viewport: { width: 1280, height: 800 }, scheme: 'dark' },
  { name: 'phone light', viewport: { width: 360, height: 740 }, scheme: 'light' },
  { name: 'phone dark', viewport: { width: 360, height: 740 }, scheme: 'dark' },
];
const PHONE = VARIANTS[3]!.viewport;

/** Screenshots of what is checked, when SHOTS_DIR names a folder (for a person to look at; not compared). */
const SHOTS_DIR = process.env.SHOTS_DIR;

/** What the checks visited (screen, variant, open menu or dialog): printed at the end and attached to each test. */
const visited: string[] = [];

async function open(page: Page, who: Who, path: string, opts: { scheme?: Scheme; language?: string } = {}) {
  const token = who === 'visitor' ? null : tokens[who];
  // The app follows the system's colour scheme until its switch is used: the system's is what is emulated.
  await page.emulateMedia({ colorScheme: opts.scheme ?? 'light' });
  await page.addInitScript(
    ([t, lang]) => {
      localStorage.setItem('cp.cookiesAccepted', 'true');
      if (!localStorage.getItem('cp.language')) localStorage.setItem('cp.language', lang ?? 'en');
      if (t) localStorage.setItem('cp.token', t);
    },
    [token, opts.language ?? 'en'] as const,
  );
  await page.goto(path);
  // The screen is there: its title, no redirection to sign-in or home, not the not-found page (except itself).
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  // Data and lazy chunks settle (the anti-robot widget may keep working in the background: do not wait for it).
  await page.waitForLoadState('networkidle', { timeout: 5000 }).catch(() => undefined);
  if (!path.startsWith('/notfound')) await expect(page.getByTestId('not-found'), `${path} is not a screen yet`).toHaveCount(0);
  const wanted = path.replace(/\?.*$/, '').toLowerCase();
  expect(new URL(page.url()).pathname.toLowerCase(), `${path} redirected`).toBe(wanted);
  await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', opts.scheme ?? 'light');
}

/** The system's colour scheme changes while the page is open: the app (scheme "auto") follows it without a reload. */
async function switchScheme(page: Page, scheme: Scheme) {
  await page.emulateMedia({ colorScheme: scheme });
  await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', scheme);
}

/**
 * Axe's rules, all of them; or, for a page that was already checked in the other colour scheme at the same size,
 * only those that read colours (`colours`): switching the scheme live changes the CSS variables and nothing else
 * (same DOM, names, roles, sizes), so every other rule would answer exactly as it did (and half of this file's
 * time went to running them twice).
 */
async function expectNoSeriousViolations(page: Page, label: string, only: 'all' | 'colours' = 'all') {
  visited.push(label);
  await test.info().attach(`visited: ${label}`, { body: label, contentType: 'text/plain' });
  if (SHOTS_DIR) await page.screenshot({ path: `${SHOTS_DIR}/${label.replace(/[^\w-]+/g, '_').slice(0, 120)}.png`, fullPage: true });
  await settleAnimations(page);
  const violations = await axeViolations(page, only === 'colours' ? { rules: COLOUR_RULES } : {});
  const serious = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  const report = serious.map(
    (v) =>
      `${v.impact} ${v.id}: ${v.help} — ${v.nodes.map((n) => `${n.target.join(' ')} (${n.failureSummary?.split('\n')[1]?.trim() ?? ''})`).join('; ')}`,
  );
  expect(report, `axe on ${label}`).toEqual([]);
}

test.afterAll(() => {
  // The list of what was checked, for the log of the run.
  console.log(`a11y: ${visited.length} checks\n${visited.map((v) => `  - ${v}`).join('\n')}`);
});

test.describe('accessibility (axe, WCAG 2 A and AA): no serious or critical violation', () => {
  for (const screen of screens) {
    test(`${screen.who === 'continuePlayer' ? 'player' : screen.who}: ${screen.name}, light and dark, desktop and phone`, async ({ page }) => {
      // Two signed-in page loads and four axe runs: on a loaded 2-core CI machine a report page took more than
      // the default minute.
      test.setTimeout(150_000);
      const path = screen.path(ids);
      for (const [index, variant] of VARIANTS.entries()) {
        // Each size is loaded once, in its first scheme, then switched to the other: the app follows the system's
        // scheme live, so a second load would check the same page again at twice the cost (half of the whole
        // end-to-end run's time went to this file's page loads).
        const sameSize = index > 0 && VARIANTS[index - 1]!.viewport.width === variant.viewport.width;
        if (sameSize) await switchScheme(page, variant.scheme);
        else {
          await page.setViewportSize(variant.viewport);
          await open(page, screen.who, path, { scheme: variant.scheme });
        }
        await screen.reveal?.(page);
        await expectNoSeriousViolations(page, `${path} (${variant.name})`, sameSize ? 'colours' : 'all');
      }
    });
  }

  test('player: continue screen on a 360 px wide phone, help dialog open, light and dark', async ({ page }) => {
    await page.setViewportSize(PHONE);
    for (const scheme of ['light', 'dark'] as const) {
      await open(page, 'continuePlayer', `/evaluations/${ids.openEvaluationId}/continue`, { scheme });
      const help = page.getByTestId('question-help');
      if ((await help.count()) > 0) {
        await help.first().click();
        await expect(page.getByRole('dialog')).toBeVisible();
        await expectNoSeriousViolations(page, `continue, help dialog (phone ${scheme})`);
      }
    }
  });

  test('signed-in shell on a phone: navigation opened with the burger, language menu open, light and dark', async ({ page }) => {
    await page.setViewportSize(PHONE);
    for (const scheme of ['light', 'dark'] as const) {
      await open(page, 'coach', '/studies', { scheme });
      await page.getByRole('button', { name: 'Open or close the navigation' }).click();
      await expect(page.getByTestId('nav-studies')).toBeVisible();
      await expectNoSeriousViolations(page, `user area navigation (phone ${scheme})`);
      await page.getByRole('button', { name: 'Open or close the navigation' }).click();
      // The language menu is the browser's own select: its options are drawn by the system, not the page.
      await expect(page.getByTestId('language-selector').locator('option')).toHaveCount(5);
      await expectNoSeriousViolations(page, `language menu (phone ${scheme})`);
    }
  });

  test("coach: a study's actions menu and the admin's row actions and club dialog, light and dark", async ({ page }) => {
    for (const scheme of ['light', 'dark'] as const) {
      await open(page, 'coach', '/studies', { scheme });
      await page.getByTestId(`study-actions-${ids.studyId}`).click();
      await expect(page.getByRole('menu')).toBeVisible();
      await expectNoSeriousViolations(page, `/studies, actions menu open (desktop ${scheme})`);

      await open(page, 'admin', '/admin/clubs', { scheme });
      await page.getByTestId('row-actions').first().click();
      await expect(page.getByRole('menu')).toBeVisible();
      await expectNoSeriousViolations(page, `/admin/clubs, row actions open (desktop ${scheme})`);
      await page.keyboard.press('Escape');
      await page.getByTestId('new-club').click();
      await expect(page.getByRole('dialog')).toBeVisible();
      await expectNoSeriousViolations(page, `/admin/clubs, new club dialog (desktop ${scheme})`);
    }
  });
});

/** The header's controls of the signed-in shell that a toast or a banner must never cover. */
function headerControls(page: Page) {
  return [
    page.getByRole('button', { name: 'Open or close the navigation' }),
    page.getByTestId('language-selector'),
    page.getByTestId('color-scheme-toggle'),
    page.getByTestId('sign-out'),
  ];
}

function overlaps(a: { x: number; y: number; width: number; height: number }, b: { x: number; y: number; width: number; height: number }) {
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}

test.describe('the app frame: offline banner, toasts, keyboard and motion', () => {
  test('offline: a banner inside the frame (header and navigation kept) instead of the error page; gone on reconnect', async ({ page, context }) => {
    await open(page, 'player', '/home');
    await expect(page.getByTestId('offline-banner')).toHaveCount(0);
    await context.setOffline(true);
    await page.getByTestId('nav-finished').click();
    const banner = page.getByTestId('offline-banner');
    await expect(banner).toBeVisible();
    await expect(banner.getByRole('button', { name: 'Try again' })).toBeVisible();
    // The frame stays: header controls and navigation; never the whole-app error page.
    await expect(page.getByTestId('sign-out')).toBeVisible();
    await expect(page.getByTestId('nav-home')).toBeVisible();
    await expect(page.getByTestId('route-error')).toHaveCount(0);
    await expectNoSeriousViolations(page, 'offline banner (desktop light)');

    await context.setOffline(false);
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    await expect(page).toHaveURL(/\/evaluations\/finished$/);
    await expect(page.getByTestId('offline-banner')).toHaveCount(0);
    await expect(page.getByTestId('route-offline')).toHaveCount(0);
  });

  for (const viewport of [PHONE, { width: 1280, height: 800 }]) {
    test(`toasts (${viewport.width} px): newest on top, never over the header's controls`, async ({ page }) => {
      await page.setViewportSize(viewport);
      // Two failing lists, two error toasts (a 4xx is not retried: the toasts come at once). Without motion, the
      // toasts are measured where they stay, not where they slide in from.
      await page.emulateMedia({ reducedMotion: 'reduce' });
      const fail = { status: 400, json: { errors: [{ code: 'Generic', message: 'x' }] } };
      await page.route('**/api/evaluation/getMyPendingEvaluations', (route) => route.fulfill(fail));
      await page.route('**/api/evaluation/getMyFinishedEvaluations', (route) => route.fulfill(fail));
      await open(page, 'player', '/home');
      const toasts = page.locator('.mantine-Notification-root');
      const burger = page.getByRole('button', { name: 'Open or close the navigation' });
      const phone = viewport.width < 768;
      if (phone) await burger.click();
      await page.getByTestId('nav-pending').click();
      await expect(toasts).toHaveCount(1);
      if (phone) await burger.click();
      await page.getByTestId('nav-finished').click();
      await expect(toasts).toHaveCount(2);
      // Both at once, in the order they came (the page's order): the first one may close itself soon.
      const [older, newer] = await toasts.evaluateAll((els) =>
        els.map((el) => {
          const r = el.getBoundingClientRect();
          return { x: r.x, y: r.y, width: r.width, height: r.height };
        }),
      );
      expect(newer!.y, 'the newest toast is on top').toBeLessThan(older!.y);
      for (const control of headerControls(page)) {
        if (!(await control.isVisible())) continue;
        const box = (await control.boundingBox())!;
        for (const toast of [older!, newer!])
          expect(overlaps(box, toast), `a toast covers ${await control.evaluate((e) => e.outerHTML.slice(0, 80))}`).toBe(false);
      }
      if (SHOTS_DIR) await page.screenshot({ path: `${SHOTS_DIR}/toasts-${viewport.width}.png` });
    });
  }

  test('keyboard: a skip link first, the closed phone drawer out of the tab order', async ({ page }) => {
    await page.setViewportSize(PHONE);
    await open(page, 'coach', '/studies');
    await page.keyboard.press('Tab');
    const skip = page.getByTestId('skip-link');
    await expect(skip).toBeFocused();
    await expect(skip).toBeInViewport();
    await page.keyboard.press('Enter');
    await expect(page.locator('#main')).toBeFocused();
    // Closed drawer: none of its links can take the focus.
    await expect(page.locator('#app-navigation')).toHaveAttribute('inert', '');
    for (let i = 0; i < 12; i += 1) {
      await page.keyboard.press('Tab');
      const inDrawer = await page.evaluate(() => !!document.activeElement?.closest('#app-navigation'));
      expect(inDrawer, 'focus went into the closed drawer').toBe(false);
    }
    await page.getByRole('button', { name: 'Open or close the navigation' }).click();
    await expect(page.locator('#app-navigation')).not.toHaveAttribute('inert', '');
  });

  test('touch targets of at least 44 px on a phone: burger, language, colour scheme, sign-out, footer links, password toggle', async ({ page }) => {
    await page.setViewportSize(PHONE);
    const atLeast44 = async (label: string, locator: ReturnType<Page['locator']>) => {
      const box = (await locator.boundingBox())!;
      expect(Math.round(box.height), `${label} height`).toBeGreaterThanOrEqual(44);
      expect(Math.round(box.width), `${label} width`).toBeGreaterThanOrEqual(44);
    };
    await open(page, 'visitor', '/login');
    await atLeast44('password toggle', page.locator('.mantine-PasswordInput-visibilityToggle'));
    for (const link of await page.locator('footer a').all()) await atLeast44('footer link', link);
    await open(page, 'player', '/home');
    await atLeast44('burger', page.getByRole('button', { name: 'Open or close the navigation' }));
    await atLeast44('language', page.getByTestId('language-selector'));
    await atLeast44('colour scheme', page.getByTestId('color-scheme-toggle'));
    await atLeast44('sign-out', page.getByTestId('sign-out'));
  });

  test('reduced motion: with the system asking for it, transitions are off', async ({ page }) => {
    await page.setViewportSize(PHONE);
    const navbarTransition = () =>
      page
        .locator('#app-navigation')
        .evaluate((el) => parseFloat(getComputedStyle(el).transitionDuration) * 1000 + parseFloat(getComputedStyle(el).transitionDelay) * 1000);
    // A system that does not ask for less motion (the run's default asks for it, playwright.config.ts).
    await page.emulateMedia({ reducedMotion: 'no-preference' });
    await open(page, 'player', '/home');
    expect(await navbarTransition(), 'the drawer slides in by default').toBeGreaterThan(0);

    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    expect(await navbarTransition()).toBe(0);
    const moving = await page.evaluate(
      () =>
        Array.from(document.querySelectorAll('body *')).filter((el) => {
          const style = getComputedStyle(el);
          return parseFloat(style.transitionDuration) > 0 || (style.animationName !== 'none' && parseFloat(style.animationDuration) > 0);
        }).length,
    );
    expect(moving, 'elements with a transition or animation').toBe(0);
  });
});
