import type { Page } from '@playwright/test';

/**
 * Waits until the page's finite animations and transitions have ended (a menu or dialog fades in over
 * ~150 ms): axe measures the colours it sees, and a menu item caught mid-fade read as too little contrast
 * (4.24:1 at 70 % opacity) on a loaded CI machine. Endless ones (a loader) are not waited for.
 */
export async function settleAnimations(page: Page) {
  await page
    .waitForFunction(
      () => document.getAnimations().every((a) => a.playState !== 'running' || a.effect?.getComputedTiming().iterations === Number.POSITIVE_INFINITY),
      undefined,
      { timeout: 5000 },
    )
    .catch(() => undefined);
}
