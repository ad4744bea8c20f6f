import { expect, test } from './support/test';
import { signIn } from './support/session';

test('switching language reloads the shell in English, then traditional Chinese, and persists', async ({ page }) => {
  await signIn(page, 'demo-admin', 8);
  const menu = page.getByTestId('side-menu');
  await expect(menu).toContainText('首页');
  await expect(menu).toContainText('系统管理');

  await page.getByTestId('lang-switch').click();
  await page.getByTestId('lang-option-en').click();
  await expect(menu).toContainText('Home');
  await expect(menu).toContainText('System management');
  await expect(page.getByTestId('home-page')).toContainText('Platform');

  await page.reload();
  await expect(menu).toContainText('System management');

  await page.getByTestId('lang-switch').click();
  await page.getByTestId('lang-option-zh-TW').click();
  await expect(menu).toContainText('首頁');
  await expect(menu).toContainText('系統管理');
});
