import { expect, type Locator, type Page } from '@playwright/test';

/*
 * On a busy machine a click can land while the screen settles (a menu unfolding, a dialog's opening
 * animation, a list re-rendering) and be lost. A person then sees that nothing happened and clicks
 * again; these helpers do the same, and only for clicks that may be repeated without effect once they
 * took (opening, navigating, closing, cancelling). Saving is clicked once: what follows waits for it.
 */

const ATTEMPT = { timeout: 5000 };
const PATIENCE = { timeout: 30_000 };

/**
 * The list's row with a cell reading exactly `text` (an amount may carry its currency sign): "1.37" is not
 * found in "201.37", nor "E2E12" in "E2E123", as amounts and codes of an earlier run's rows would otherwise be.
 * The list is the resource page's unless `table` names another (a page's own table, one in a drawer).
 */
export function tableRow(page: Page, text: string, table: Locator = page.getByTestId('resource-table')): Locator {
  const escaped = text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const cell = page.locator('td', { hasText: new RegExp(`^\\s*¥?${escaped}\\s*$`) });
  return table.locator('tbody tr', { has: cell });
}

/** Clicks `trigger` until `shows` is on screen. */
export async function clickUntilVisible(trigger: Locator, shows: Locator) {
  await expect(async () => {
    if (!(await shows.isVisible())) await trigger.click(ATTEMPT);
    await expect(shows).toBeVisible(ATTEMPT);
  }).toPass(PATIENCE);
}

/** Clicks `trigger` (a close or cancel, never a save) until `gone` has left the screen. */
export async function clickUntilHidden(trigger: Locator, gone: Locator) {
  await expect(async () => {
    if (await trigger.isVisible()) await trigger.click(ATTEMPT);
    await expect(gone).toBeHidden(ATTEMPT);
  }).toPass(PATIENCE);
}

/**
 * Clicks a button that reloads something (search, refresh) until its request has gone out: what the
 * screen shows next is then asserted by the test, after one answer, never retried into passing.
 */
export async function clickUntilRequest(page: Page, trigger: Locator, path: string) {
  await expect(async () => {
    const sent = page.waitForRequest((r) => new URL(r.url()).pathname.endsWith(path), ATTEMPT);
    await trigger.click(ATTEMPT);
    await sent;
  }).toPass(PATIENCE);
}

/**
 * Confirms: clicks a confirmation's OK until it has gone. A click lost while the confirmation opens
 * is made again, as a person would; once one took, the button is busy or closing and ignores more.
 */
export async function confirmWith(ok: Locator) {
  await clickUntilHidden(ok, ok);
}

/** Presses a key (Escape) until `gone` has left the screen. */
export async function pressUntilHidden(page: Page, key: string, gone: Locator) {
  await expect(async () => {
    if (await gone.isVisible()) await page.keyboard.press(key);
    await expect(gone).toBeHidden(ATTEMPT);
  }).toPass(PATIENCE);
}

/**
 * Clicks a link or button until the address is the one expected. Once the trigger has left the screen
 * (a click took and led elsewhere) it is not looked for again: the failure then names the address reached.
 */
export async function clickUntilUrl(page: Page, trigger: Locator, url: RegExp) {
  await expect(async () => {
    if (!url.test(page.url()) && (await trigger.isVisible())) await trigger.click(ATTEMPT);
    await expect(page).toHaveURL(url, ATTEMPT);
  }).toPass(PATIENCE);
}

/**
 * Opens a page from the side menu as a person would: the directory first (unless it is open), then
 * the entry, again until the address is the page's; then waits for the page itself (the previous page
 * stays on screen while the next one's code loads).
 */
export async function openFromMenu(page: Page, directoryHref: string, href: string, pageTestId: string) {
  const item = (h: string) => page.locator(`[data-testid="side-menu-item"][data-href="${h}"]`);
  const directory = page.locator('.ant-menu-submenu-title').filter({ has: item(directoryHref) });
  const entry = item(href);
  const url = new RegExp(`${href}(\\?|$)`);
  await expect(async () => {
    // A click may land after this attempt gave up (the page's code loads first); a menu in a drawer
    // has closed by then, so a new attempt clicks only while the address is still not the page's.
    if (!url.test(page.url())) {
      if ((await directory.getAttribute('aria-expanded', ATTEMPT)) !== 'true') await directory.click(ATTEMPT);
      await entry.click(ATTEMPT);
    }
    await expect(page).toHaveURL(url, ATTEMPT);
  }).toPass(PATIENCE);
  await expect(page.getByTestId(pageTestId)).toBeVisible();
}

/**
 * The box of an antd Modal or Drawer named by its test id: a Modal puts the id on a root of no size
 * (never "visible"), a Drawer on its wrapper; in both the box itself is the dialog inside.
 */
export const dialog = (page: Page, testId: string) => page.getByTestId(testId).getByRole('dialog');

/** Opens the list's Add form and waits for it. */
export async function openAddForm(page: Page) {
  await clickUntilVisible(page.getByTestId('resource-add'), dialog(page, 'resource-form'));
}

const LANGUAGE_NAMES = { 'zh-CN': '简体中文', 'zh-TW': '繁體中文', en: 'English' } as const;

/** Chooses a language in the header; the page reloads in it, and the switch then names it. */
export async function switchLanguage(page: Page, locale: keyof typeof LANGUAGE_NAMES) {
  const button = page.getByTestId('lang-switch');
  const option = page.getByTestId(`lang-option-${locale}`);
  await expect(async () => {
    if ((await button.textContent(ATTEMPT))?.includes(LANGUAGE_NAMES[locale])) return;
    if (!(await option.isVisible())) await button.click(ATTEMPT);
    await option.click(ATTEMPT);
    await expect(button).toContainText(LANGUAGE_NAMES[locale], ATTEMPT);
  }).toPass(PATIENCE);
}

/** The antd Select around an input (a form field's Select is found by its input id). */
export const selectOf = (input: Locator) => input.locator('xpath=ancestor::*[contains(concat(" ", normalize-space(@class), " "), " ant-select ")][1]');

/** Whether this Select's own list is open (another one's may still be closing on screen). */
const isOpen = async (input: Locator) => (await input.getAttribute('aria-expanded', ATTEMPT)) === 'true';

/** Opens an antd Select's list (by its input) and waits for its options. */
export async function openSelect(page: Page, input: Locator) {
  await expect(async () => {
    if (!(await isOpen(input))) await input.click(ATTEMPT);
    await expect(input).toHaveAttribute('aria-expanded', 'true', ATTEMPT);
    await expect(page.locator('.ant-select-dropdown:visible .ant-select-item-option').first()).toBeVisible(ATTEMPT);
  }).toPass(PATIENCE);
}

/**
 * Chooses an option of an antd Select, typing to search first when asked. A click can land while the
 * options re-render (remote options, virtual list) and be lost, so the choice is confirmed by what the
 * select then shows, and made again if it did not take, as a person would.
 */
export async function choose(page: Page, input: Locator, option: string, search?: string) {
  const select = selectOf(input);
  const options = page.locator('.ant-select-dropdown:visible .ant-select-item-option');
  await expect(async () => {
    if (!(await isOpen(input))) await input.click(ATTEMPT);
    if (search) {
      await input.fill(search);
      // The server's answer to the search has arrived once every choice matches it.
      await expect(options.filter({ hasNotText: search })).toHaveCount(0, ATTEMPT);
    }
    await options.and(page.locator(`[title="${option}"]`)).click(ATTEMPT);
    await expect(select).toContainText(option, { timeout: 2000 });
  }).toPass(PATIENCE);
}

/** A date picker's input, by the test id given to the picker. */
export const dateInput = (page: Page, testId: string) => page.locator(`[data-testid="${testId}"] input, input[data-testid="${testId}"]`).first();

/**
 * Types a day into a date picker and confirms it, as a person does (Enter or Tab: a report's filters
 * take Enter, a form either); the picker then shows the day.
 */
export async function typeDate(input: Locator, date: string, confirm: 'Enter' | 'Tab' = 'Tab') {
  await input.click();
  await input.fill(date);
  await input.press(confirm);
  await expect(input).toHaveValue(date);
}

/** The number a figure on screen shows, whatever surrounds it. */
export const figure = async (page: Page, testId: string) => Number((await page.getByTestId(testId).textContent())?.replace(/[^\d]/g, ''));
