import type { Page } from '@playwright/test';
import { expect, test } from './support/test';
import { signIn } from './support/session';
import { switchLanguage } from './support/ui';

/** The language packs (dictionary, antd's and dayjs's texts) the page fetched, by language. */
function packsFetched(page: Page): Set<string> {
  const fetched = new Set<string>();
  page.on('request', (request) => {
    const pack = /\/assets\/(zh-CN|zh-TW|en)-[\w-]+\.js$/.exec(new URL(request.url()).pathname)?.[1];
    if (pack) fetched.add(pack);
  });
  return fetched;
}

test('switching language reloads the shell in English, then traditional Chinese, and persists', async ({ page }) => {
  const packs = packsFetched(page);
  await signIn(page, 'demo-admin', 8);
  // Only the active language's pack is fetched; another comes when the user switches to it.
  expect([...packs]).toEqual(['zh-CN']);
  const menu = page.getByTestId('side-menu');
  await expect(menu).toContainText('首页');
  await expect(menu).toContainText('系统管理');

  await switchLanguage(page, 'en');
  expect(packs).toContain('en');
  expect(packs).not.toContain('zh-TW');
  await expect(menu).toContainText('Home');
  await expect(menu).toContainText('System management');
  await expect(page.getByTestId('home-page')).toContainText('Platform');

  await page.reload();
  await expect(menu).toContainText('System management');

  await switchLanguage(page, 'zh-TW');
  expect(packs).toContain('zh-TW');
  await expect(menu).toContainText('首頁');
  await expect(menu).toContainText('系統管理');
});
