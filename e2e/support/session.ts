import { expect, type Locator, type Page } from '@playwright/test';

export const DEMO_PASSWORD = 'Demo_1234';

/** Picks the organisation kind in the login form's select (a native one), as a person would. */
export async function chooseAppType(page: Page, appType: number) {
  const select = page.getByTestId('login-app-type');
  await select.selectOption(String(appType));
  await expect(select).toHaveValue(String(appType));
}

/** Signs in through the login screen and waits for the home page. */
export async function signIn(page: Page, userName: string, appType: number, password = DEMO_PASSWORD) {
  await page.goto('/login');
  await signInHere(page, userName, appType, password, /\/home$/);
  await expect(page.getByTestId('home-page')).toBeVisible();
}

/** Fills the login screen already open (a guard's redirect may have led there) and waits for the address `lands`. */
export async function signInHere(page: Page, userName: string, appType: number, password: string, lands: RegExp) {
  await chooseAppType(page, appType);
  await page.getByTestId('login-username').fill(userName);
  await page.getByTestId('login-password').fill(password);
  const submit = page.getByTestId('login-submit');
  // A lost click leaves the form as it was: clicked again, unless the server has already answered no.
  await expect(async () => {
    if (/\/login(\?|$)/.test(page.url()) && !(await page.getByTestId('login-error').isVisible())) await submit.click({ timeout: 5000 });
    await expect(page).toHaveURL(lands, { timeout: 10_000 });
  }).toPass({ timeout: 45_000 });
}

/**
 * Changes the password in the dialog on screen (forced or asked for): success signs out to the login
 * screen, which says so.
 */
export async function changePasswordInDialog(page: Page, oldPassword: string, newPassword: string) {
  const dialog = page.getByTestId('change-password-dialog');
  await expect(dialog).toBeVisible();
  await page.getByTestId('password-old').fill(oldPassword);
  await page.getByTestId('password-new').fill(newPassword);
  await page.getByTestId('password-confirm').fill(newPassword);
  await page.getByTestId('password-submit').click();
  await expect(page).toHaveURL(/\/login(\?|$)/);
  await expect(page.getByText('密码重置成功')).toBeVisible();
}

/** Chooses an entry of the user menu in the header, opening the menu first. */
export async function chooseFromUserMenu(page: Page, itemTestId: string, shows: Locator) {
  const item = page.getByTestId(itemTestId);
  await expect(async () => {
    if (!(await shows.isVisible())) {
      if (!(await item.isVisible())) await page.getByTestId('user-dropdown').click({ timeout: 5000 });
      await item.click({ timeout: 5000 });
    }
    await expect(shows).toBeVisible({ timeout: 5000 });
  }).toPass({ timeout: 30_000 });
}

export async function signOut(page: Page) {
  const item = page.getByTestId('user-menu-logout');
  // A click lost while a closing dialog or the menu settles is made again, as a person would.
  await expect(async () => {
    if (!(await item.isVisible())) await page.getByTestId('user-dropdown').click();
    await item.click({ timeout: 5000 });
    await expect(page).toHaveURL(/\/login$/, { timeout: 5000 });
  }).toPass({ timeout: 30_000 });
}

/** The hrefs of the side menu's visible entries (directories open as they are clicked). */
export async function sideMenuHrefs(page: Page): Promise<string[]> {
  return page.getByTestId('side-menu-item').evaluateAll((items) => items.map((i) => i.getAttribute('data-href') ?? ''));
}
