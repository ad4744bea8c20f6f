// PGlite only: a page's width on a phone is decided by its screen and the demo's data, the same whatever database answers.
import type { MenuItem } from '@kg/domain';
import { SESSION_STORAGE } from '../apps/web/src/app/session/session-keys';
import { expect, test } from './support/test';
import { signIn } from './support/session';

/** Every kind of account of the demo, so that every screen of the product is reached by one of them. */
const ACCOUNTS = [
  ['demo-kig', 3],
  ['demo-group', 4],
  ['demo-agent', 5],
  ['demo-inst', 6],
  ['demo-expert', 7],
  ['demo-admin', 8],
  ['demo-ops', 9],
  ['demo-finance', 11],
  ['demo-supervisor', 20],
] as const;

/** The pages of a menu tree (hidden ones too: they are opened by their address). */
const pagesOf = (menus: readonly MenuItem[]): MenuItem[] => menus.flatMap((m) => (m.subMenus?.length ? pagesOf(m.subMenus) : m.componentUrl && m.href ? [m] : []));

test.use({ viewport: { width: 390, height: 844 } });

/**
 * The phone's width (issue 12) on every screen, not only the ones the layout tests open: each page of
 * each account's menu, opened on a 390 px phone once its data has come, is no wider than the phone (a
 * wide table or a row of fields scrolls or wraps inside its card, never the whole page), and none of
 * the calls it made to show itself was answered with an error, nor does it show a dictionary key, `undefined` or
 * `NaN`. A screen reached by several accounts is opened by the first.
 */
test('every screen fits a phone’s width and loads without an error answer', async ({ page }) => {
  test.setTimeout(900_000);
  const seen = new Set<string>();
  const problems: string[] = [];
  let failedCalls: string[] = [];
  page.on('response', (response) => {
    const type = response.request().resourceType();
    if (response.status() >= 400 && (type === 'fetch' || type === 'xhr')) failedCalls.push(`${response.status()} ${new URL(response.url()).pathname}`);
  });
  for (const [userName, appType] of ACCOUNTS) {
    await signIn(page, userName, appType);
    const menus = await page.evaluate((key) => JSON.parse(localStorage.getItem(key) ?? '[]') as MenuItem[], SESSION_STORAGE.menus);
    for (const item of pagesOf(menus)) {
      if (seen.has(item.componentUrl)) continue;
      seen.add(item.componentUrl);
      failedCalls = [];
      await page.goto(item.href);
      // What a person waits for: the page's data come and drawn, nothing still loading.
      await page.waitForLoadState('networkidle');
      await expect(page.locator('.ant-spin-spinning, .ant-skeleton-active')).toHaveCount(0);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      if (overflow > 1) problems.push(`${userName} ${item.href}: ${overflow} px wider than the phone`);
      // A word its page's dictionary lacked shows as its key; a value the page failed to read, as undefined or NaN.
      const text = await page.evaluate(() => document.body.innerText);
      for (const shown of text.match(/\b[a-z][A-Za-z]*\.[a-z][A-Za-z0-9]*\.[A-Za-z0-9.]+\b|\bundefined\b|\bNaN\b|\[object Object\]/g) ?? [])
        problems.push(`${userName} ${item.href}: shows ${shown}`);
      for (const call of failedCalls) problems.push(`${userName} ${item.href}: ${call}`);
    }
  }
  expect(problems).toEqual([]);
  // The walk reached the product's screens (100 on 2026-11-27), not a menu cut short.
  expect(seen.size).toBeGreaterThan(90);
});
