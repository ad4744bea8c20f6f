import { expect, type Locator, type Page } from '@playwright/test';

/**
 * Opens a page from the side menu as a person would: the directory first, then the entry; then waits
 * for the page itself (the previous page stays on screen while the next one's code loads).
 */
export async function openFromMenu(page: Page, directoryHref: string, href: string, pageTestId: string) {
  const entry = page.locator(`[data-testid="side-menu-item"][data-href="${href}"]`);
  if (!(await entry.isVisible())) await page.locator(`[data-testid="side-menu-item"][data-href="${directoryHref}"]`).click();
  await entry.click();
  await expect(page).toHaveURL(new RegExp(`${href}(\\?|$)`));
  await expect(page.getByTestId(pageTestId)).toBeVisible();
}

/** Chooses an option of an antd Select (or the Select of a form field, by its input id), typing to search first when asked. */
export async function choose(page: Page, input: Locator, option: string, search?: string) {
  await input.click();
  const options = page.locator('.ant-select-dropdown:visible .ant-select-item-option');
  if (search) {
    await input.fill(search);
    // The server's answer to the search has arrived once every choice matches it.
    await expect(options.filter({ hasNotText: search })).toHaveCount(0);
  }
  await page.locator(`.ant-select-dropdown:visible .ant-select-item-option[title="${option}"]`).click();
}
