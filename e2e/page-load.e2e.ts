// PGlite only: what it asserts is the web app's answer to a page's code that fails to load, and its retry, decided in the browser.
import { expect, test } from './support/test';
import { signIn } from './support/session';
import { clickUntilHidden } from './support/ui';

test('a page whose code fails to load shows a clear error, and Retry loads it', async ({ page }) => {
  await signIn(page, 'demo-admin', 8);
  let blocked = true;
  await page.route(/\/assets\/LogPage-[^/]+\.js$/, (route) => (blocked ? route.abort('failed') : route.continue()));
  await page.goto('/system/log');
  const failure = page.getByTestId('page-load-error');
  await expect(failure).toBeVisible();
  await expect(failure).toContainText(/加载|失败/);

  blocked = false;
  await clickUntilHidden(page.getByTestId('page-load-retry'), failure);
  await expect(failure).toHaveCount(0);
  await expect(page.getByTestId('resource-table')).toBeVisible();
});
