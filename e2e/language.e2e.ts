import type { Page } from '@playwright/test';
import { expect, test } from './support/test';
import { DEMO_PASSWORD, signIn, signInHere } from './support/session';
import { switchLanguage } from './support/ui';

/** The language packs (dictionary, antd's and dayjs's texts) the page fetched, by language. */
function packsFetched(page: Page): Set<string> {
  const fetched = new Set<string>();
  page.on('request', (request) => {
    const pack = /\/assets\/(?:sign-in|shell|antd|words-\w+)-(zh-CN|zh-TW|en)-[\w-]+\.js$/.exec(new URL(request.url()).pathname)?.[1];
    if (pack) fetched.add(pack);
  });
  return fetched;
}

/**
 * Whether antd's code was among the scripts fetched: its CSS-in-JS marks the styles it writes with this
 * attribute, a name no code of ours has.
 */
function antdFetched(page: Page): () => Promise<boolean> {
  const reads: Promise<boolean>[] = [];
  page.on('response', (response) => {
    if (!new URL(response.url()).pathname.endsWith('.js')) return;
    reads.push(
      response.text().then(
        (body) => body.includes('data-css-hash'),
        () => false,
      ),
    );
  });
  return async () => (await Promise.all(reads)).some(Boolean);
}

test("the sign-in screen's switch changes its language without fetching antd, which comes once signed in", async ({ page }) => {
  const antd = antdFetched(page);
  await page.goto('/login');
  const submit = page.getByTestId('login-submit');
  await expect(submit).toHaveText('登 录');

  await switchLanguage(page, 'en');
  await expect(submit).toHaveText('Sign in');
  await expect(page.getByLabel('User name')).toBeVisible();
  await switchLanguage(page, 'zh-TW');
  await expect(submit).toHaveText('登 入');
  await expect(page.getByTestId('login-app-type')).toContainText('幼兒園');
  await page.waitForLoadState('networkidle');
  expect(await antd()).toBe(false);

  await signInHere(page, 'demo-kig', 3, DEMO_PASSWORD, /\/home$/);
  await expect(page.getByTestId('home-page')).toBeVisible();
  expect(await antd()).toBe(true);
});

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
