import { expect, test } from './support/test';
import { lastSchoolDay } from './support/dates';
import { signIn, signInHere, signOut } from './support/session';

test('without a token only login and changePsd are reachable; everything else goes to login, keeping the page asked for', async ({ page, baseURL }) => {
  for (const path of ['/', '/home']) {
    await page.goto(path);
    await expect(page).toHaveURL(/\/login$/);
  }
  for (const path of ['/system/user', '/no-such-page?a=1']) {
    await page.goto(path);
    await expect(page).toHaveURL(`${baseURL}/login?redirect=${encodeURIComponent(path)}`);
  }
  await page.goto('/changePsd');
  await expect(page.getByTestId('password-username')).toBeVisible();
});

test("a deep link returns after sign-in with its query, but never outside the new session's menu or the app", async ({ page, baseURL }) => {
  await page.goto('/health/monthly?x=1');
  await expect(page).toHaveURL(`${baseURL}/login?redirect=%2Fhealth%2Fmonthly%3Fx%3D1`);
  await signInHere(page, 'demo-kig', 3, 'Demo_1234', /\/health\/monthly\?x=1$/);
  await expect(page.getByTestId('health-monthly-page')).toBeVisible();
  await signOut(page);

  // A page the kindergarten's menu does not have: home instead.
  await page.goto('/system/user');
  await signInHere(page, 'demo-kig', 3, 'Demo_1234', /\/home$/);
  await expect(page.getByTestId('home-page')).toBeVisible();
  await signOut(page);

  // Another site, however the address is spelt: home, on this site.
  await page.goto(`/login?redirect=${encodeURIComponent('//example.com/health/monthly')}`);
  await signInHere(page, 'demo-kig', 3, 'Demo_1234', /\/home$/);
  await expect(page).toHaveURL(`${baseURL}/home`);
  await expect(page.getByTestId('home-page')).toBeVisible();
});

test("the spec's route names open the product's pages with their query, signed in and through sign-in", async ({ page, baseURL }) => {
  // Signed out, login keeps the alias asked for; signing in opens its page's path with the query.
  const day = lastSchoolDay();
  await page.goto(`/noCheck?date=${day}`);
  await signInHere(page, 'demo-kig', 3, 'Demo_1234', new RegExp(`/attendance/noCheck\\?date=${day}$`));
  await expect(page.getByTestId('attendance-nocheck-page')).toBeVisible();
  await expect(page.locator('[data-testid="attendance-nocheck-date"] input, input[data-testid="attendance-nocheck-date"]').first()).toHaveValue(day);

  await page.goto('/stereo?name=hall#top');
  await expect(page).toHaveURL(`${baseURL}/device/speaker?name=hall#top`);
  await expect(page.getByTestId('resource-page-speaker')).toBeVisible();
});

test('a signed-in user opening login goes home; an unknown path shows 404', async ({ page }) => {
  await signIn(page, 'demo-kig', 3);
  await page.goto('/login');
  await expect(page).toHaveURL(/\/home$/);
  await page.goto('/definitely/not/here');
  await expect(page.getByTestId('error-page-404')).toBeVisible();
  await page.goto('/500');
  await expect(page.getByTestId('error-page-500')).toBeVisible();
  await page.goto('/401');
  await expect(page.getByTestId('error-page-401')).toBeVisible();
});

test('a token the server no longer knows is cleared and the user goes to login', async ({ page, context }) => {
  await signIn(page, 'demo-kig', 3);
  const cookies = await context.cookies();
  const token = cookies.find((c) => c.value.length > 30);
  expect(token).toBeDefined();
  await context.addCookies([{ ...token!, value: 'forged-token-value-that-the-server-never-issued' }]);
  await page.goto('/home');
  await expect(page).toHaveURL(/\/login$/);
  await page.goto('/home');
  await expect(page).toHaveURL(/\/login$/);
});

test('each navigation shows the loading bar and starts at the top', async ({ page }) => {
  await signIn(page, 'demo-admin', 8);
  await page.evaluate(() => window.scrollTo(0, 500));
  await page.goto('/home');
  await expect(page.getByTestId('top-progress')).toHaveCount(1);
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
});
