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

/** The antd Select around an input (a form field's Select is found by its input id). */
export const selectOf = (input: Locator) => input.locator('xpath=ancestor::*[contains(concat(" ", normalize-space(@class), " "), " ant-select ")][1]');

/**
 * Chooses an option of an antd Select, typing to search first when asked. A click can land while the
 * options re-render (remote options, virtual list) and be lost, so the choice is confirmed by what the
 * select then shows, and made again if it did not take, as a person would.
 */
export async function choose(page: Page, input: Locator, option: string, search?: string) {
  const select = selectOf(input);
  const options = page.locator('.ant-select-dropdown:visible .ant-select-item-option');
  await expect(async () => {
    if (!(await page.locator('.ant-select-dropdown:visible').count())) await input.click();
    if (search) {
      await input.fill(search);
      // The server's answer to the search has arrived once every choice matches it.
      await expect(options.filter({ hasNotText: search })).toHaveCount(0, { timeout: 5000 });
    }
    await options.and(page.locator(`[title="${option}"]`)).click({ timeout: 5000 });
    await expect(select).toContainText(option, { timeout: 2000 });
  }).toPass({ timeout: 30_000 });
}
