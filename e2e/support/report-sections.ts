import { expect, type Page } from '@playwright/test';

/** Opens a folded section of the group report (they start folded on a phone), by its test id; open stays open. */
export async function openReportSection(page: Page, testId: string) {
  const control = page.getByTestId(testId).getByRole('heading').getByRole('button');
  if ((await control.getAttribute('aria-expanded')) !== 'true') await control.click();
  await expect(control).toHaveAttribute('aria-expanded', 'true');
}
