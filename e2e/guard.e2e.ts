import { expect, test } from './support/test';
import { signIn } from './support/session';

test('without a token only login is reachable; everything else goes to login', async ({ page }) => {
  for (const path of ['/', '/home', '/system/user', '/no-such-page']) {
    await page.goto(path);
    await expect(page).toHaveURL(/\/login$/);
  }
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
