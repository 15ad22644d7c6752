import { expect, type Page } from '@playwright/test';

/**
 * Checks that a toast with this message shows, then closes it (it would cover the buttons below it). A toast also
 * closes by itself after TOAST_AUTO_CLOSE_MS: on a slow machine it may be gone between the check and the click,
 * and one already gone needs no click.
 */
export async function seeToast(page: Page, message: string) {
  const toast = page.locator('.mantine-Notification-root').filter({ hasText: message }).first();
  await expect(toast).toBeVisible();
  await toast.click({ timeout: 3000 }).catch(() => undefined);
  await expect(toast).toBeHidden();
}

/**
 * Closes every toast on screen, as a user who wants the buttons below them would. Toasts sit below the header at the
 * top right, over a page's own action buttons, and a toast under the resting mouse pointer waits there (Mantine
 * pauses the closing while it is hovered).
 */
export async function dismissToasts(page: Page) {
  const toasts = page.locator('.mantine-Notification-root');
  for (let i = await toasts.count(); i > 0; i--)
    await toasts
      .first()
      .click({ timeout: 3000 })
      .catch(() => undefined);
  await expect(toasts).toHaveCount(0);
}
