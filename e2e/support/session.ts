import { DEFAULT_SHARD, TOKEN_COOKIE_DAYS, type LoginResult } from '@kg/domain';
import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { passwordChangeOf, SESSION_COOKIES, SESSION_STORAGE } from '../../apps/web/src/app/session/session-keys';

export const DEMO_PASSWORD = 'Demo_1234';
/** The demo families' password in the parents' app (README, "The families' API"). */
export const FAMILY_PASSWORD = 'Family_1234';

/** Picks the organisation kind in the login form's select (a native one), as a person would. */
export async function chooseAppType(page: Page, appType: number) {
  const select = page.getByTestId('login-app-type');
  await select.selectOption(String(appType));
  await expect(select).toHaveValue(String(appType));
}

/**
 * Signs in as the start of a test about what follows: the server's own login call, its answer kept where
 * the web app keeps it after signing in (token and shard in cookies; system, menus and a forced password
 * change in localStorage), then home opened as a signed-in person reopens the app, and waited for. The
 * form costs a page, typing and a redirect in every test; it is proven by the tests of signing in
 * (signInWithForm, signInHere).
 */
export async function signIn(page: Page, userName: string, appType: number, password = DEMO_PASSWORD) {
  await openSignedIn(page, userName, appType, '/home', password);
  await expect(page).toHaveURL(/\/home$/);
  await expect(page.getByTestId('home-page')).toBeVisible();
}

/**
 * Signs in as signIn does, but opens the page at `path` by its address and waits for it (`pageTestId`),
 * for a test about that page and not about home or the menu that leads there (a bookmark's way in):
 * home's figures and charts and the menu's clicks are not paid for. The side menu's entries are proven
 * by the tests that open pages from it (openFromMenu).
 */
export async function signInTo(page: Page, userName: string, appType: number, path: string, pageTestId: string) {
  await openSignedIn(page, userName, appType, path);
  await expect(page).toHaveURL(new RegExp(`${path}(\\?|$)`));
  await expect(page.getByTestId(pageTestId)).toBeVisible();
}

/** The server's login, its answer stored where the web app keeps it, and `path` opened as the first document. */
async function openSignedIn(page: Page, userName: string, appType: number, path: string, password = DEMO_PASSWORD) {
  const { data, origin } = await serverLogin(page.request, userName, appType, password);
  const expires = Math.floor(Date.now() / 1000) + TOKEN_COOKIE_DAYS * 86_400;
  const cookie = (name: string, value: string) => ({ name, value, url: origin, expires, sameSite: 'Lax' as const });
  const shardNum = data.shardNum || DEFAULT_SHARD;
  await page.context().addCookies([cookie(SESSION_COOKIES.token, data.token), cookie(SESSION_COOKIES.shardNum, shardNum)]);
  // What the web app's session store writes after signing in (apps/web/src/app/session/session-store.ts).
  const stored: [string, string | null][] = [
    [SESSION_STORAGE.shardNum, shardNum],
    [SESSION_STORAGE.appType, String(appType)],
    [SESSION_STORAGE.lastAppType, String(appType)],
    [SESSION_STORAGE.menus, data.menus.length ? JSON.stringify(data.menus) : null],
    [SESSION_STORAGE.passwordChange, passwordChangeOf(data, password)],
  ];
  // Written into the first document of the origin only, before the app reads it, then forgotten.
  const seed = await page.addInitScript(
    ({ at, items }) => {
      if (location.origin !== at) return;
      for (const [key, value] of items) {
        if (value === null) localStorage.removeItem(key);
        else localStorage.setItem(key, value);
      }
    },
    { at: origin, items: stored },
  );
  try {
    await page.goto(path);
  } finally {
    await seed.dispose();
  }
}

/** The server's own login call, which must succeed: its answer and the origin that gave it. */
async function serverLogin(request: APIRequestContext, userName: string, appType: number, password: string) {
  const response = await request.post('/sys/login/login', { headers: { appType: String(appType) }, data: { userName, password, appType } });
  expect(response.status(), `signing in as ${userName}`).toBe(200);
  const { data } = (await response.json()) as { data: LoginResult };
  return { data, origin: new URL(response.url()).origin };
}

/**
 * A session of `userName` through the server's login call, for a test's own calls to the API beside the
 * screen (setting up rows, or restoring what a test changed whatever happened): the headers each call sends.
 */
export async function apiHeaders(request: APIRequestContext, userName: string, appType: number, password = DEMO_PASSWORD) {
  const { data } = await serverLogin(request, userName, appType, password);
  return { authorization: `Bearer ${data.token}`, appType: String(appType) };
}

/** A demo family signed in to the parents' app (by phone): the token its calls send as a Bearer. */
export async function familyToken(request: APIRequestContext, phone: string, password = FAMILY_PASSWORD): Promise<string> {
  const response = await request.post('/app/v1/auth/login', { data: { phone, password } });
  expect(response.status(), `family ${phone} signs in`).toBe(200);
  return ((await response.json()) as { data: { token: string } }).data.token;
}

/** Signs in through the login screen and waits for the home page. */
export async function signInWithForm(page: Page, userName: string, appType: number, password = DEMO_PASSWORD) {
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

/** The session's token, as the web app keeps it (for a test's own calls to the API beside the screen). */
export async function sessionToken(page: Page): Promise<string | undefined> {
  return (await page.context().cookies()).find((c) => c.name === SESSION_COOKIES.token)?.value;
}
