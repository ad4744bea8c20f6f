import { expect, test } from './support/test';
import { signIn } from './support/session';
import { switchLanguage } from './support/ui';

test('switching language reloads the shell in English, then traditional Chinese, and persists', async ({ page }) => {
  await signIn(page, 'demo-admin', 8);
  const menu = page.getByTestId('side-menu');
  await expect(menu).toContainText('首页');
  await expect(menu).toContainText('系统管理');

  await switchLanguage(page, 'en');
  await expect(menu).toContainText('Home');
  await expect(menu).toContainText('System management');
  await expect(page.getByTestId('home-page')).toContainText('Platform');

  await page.reload();
  await expect(menu).toContainText('System management');

  await switchLanguage(page, 'zh-TW');
  await expect(menu).toContainText('首頁');
  await expect(menu).toContainText('系統管理');
});
