import type { Page } from '@playwright/test';
import { expect, test } from './support/test';
import { signIn, signInTo } from './support/session';
import { openFromMenu, switchLanguage } from './support/ui';

/**
 * Each area's words are a chunk of their own (apps/web/src/i18n/areas/areas.ts), fetched with the area's
 * pages: the areas whose words the browser fetched, by the chunks' names (words-<area>-<language>-<hash>.js).
 */
function watchWords(page: Page): string[] {
  const fetched: string[] = [];
  page.on('request', (request) => {
    const words = /\/assets\/words-(\w+)-(zh-CN|zh-TW|en)-[\w-]+\.js$/.exec(new URL(request.url()).pathname);
    // Operations' words come with the header's bell on every page (its chunk fetches them): not a page's.
    if (words && words[1] !== 'operations') fetched.push(`${words[1]} ${words[2]}`);
  });
  return fetched;
}

/** Text on screen shaped like a dictionary key (`campus.student.title`): a word its page's words lacked. */
async function keysShown(page: Page): Promise<string[]> {
  const texts = await page.evaluate(() => {
    const all = [document.body.innerText];
    for (const element of Array.from(document.body.querySelectorAll('[aria-label], [placeholder], [title]'))) {
      all.push(...['aria-label', 'placeholder', 'title'].map((name) => element.getAttribute(name) ?? ''));
    }
    return all;
  });
  return texts.flatMap((text) => text.match(/\b[a-z][A-Za-z]*\.[a-z][A-Za-z0-9]*\.[A-Za-z0-9.]+\b/g) ?? []);
}

const sorted = (areas: string[]) => [...new Set(areas)].sort();

test("a kindergarten's pages fetch their area's words with them, and show no key", async ({ page }) => {
  const fetched = watchWords(page);
  await signIn(page, 'demo-kig', 3);
  // Home: its own words only, no other area's.
  expect(sorted(fetched)).toEqual(['home zh-CN']);
  expect(await keysShown(page)).toEqual([]);

  // From the menu, as a person goes: the page waits for its area's words (and those its area uses).
  fetched.length = 0;
  await openFromMenu(page, '/campus', '/campus/student', 'resource-page-student');
  await expect(page.getByTestId('resource-table')).toBeVisible();
  expect(sorted(fetched)).toEqual(['campus zh-CN', 'school zh-CN']);
  expect(await keysShown(page)).toEqual([]);

  // Opened by their address (a bookmark): only the area's words, fetched before the page draws.
  for (const [path, testId, areas] of [
    ['/device/device', 'resource-page-device', ['device']],
    ['/attendance/daily', 'attendance-daily-page', ['attendance']],
    ['/health/daily', 'health-daily-page', ['attendance', 'campus', 'health', 'school']],
    ['/school/notice', 'resource-page-notice', ['school']],
  ] as const) {
    fetched.length = 0;
    await page.goto(path);
    await expect(page.getByTestId(testId)).toBeVisible();
    expect(sorted(fetched), path).toEqual(areas.map((area) => `${area} zh-CN`));
    expect(await keysShown(page), path).toEqual([]);
  }

  // In another language, its words: the switch reloads the page, which fetches them in it.
  fetched.length = 0;
  await switchLanguage(page, 'en');
  await expect(page.getByTestId('resource-page-notice')).toBeVisible();
  expect(sorted(fetched)).toEqual(['school en']);
  expect(await keysShown(page)).toEqual([]);
  await switchLanguage(page, 'zh-CN');
});

test("the platform's and the operations' pages fetch their area's words, and show no key", async ({ page }) => {
  const fetched = watchWords(page);
  await signInTo(page, 'demo-admin', 8, '/system/user', 'resource-page-user');
  await expect(page.getByTestId('resource-table')).toBeVisible();
  expect(sorted(fetched)).toEqual(['system zh-CN']);
  expect(await keysShown(page)).toEqual([]);

  // The log names every audited resource: it fetches every area's words (operations' are filtered out above).
  fetched.length = 0;
  await page.goto('/system/log');
  await expect(page.getByTestId('resource-table')).toBeVisible();
  expect(sorted(fetched)).toEqual(['agency', 'attendance', 'campus', 'device', 'health', 'home', 'money', 'school', 'supervision', 'system'].map((area) => `${area} zh-CN`));

  await page.context().clearCookies();
  await page.evaluate(() => localStorage.clear());
  fetched.length = 0;
  await signIn(page, 'demo-ops', 9);
  await openFromMenu(page, '/kigManage', '/kigManage/base', 'resource-page-kigBase');
  await expect(page.getByTestId('resource-table')).toBeVisible();
  expect(sorted(fetched)).toEqual(['agency zh-CN', 'home zh-CN']);
  expect(await keysShown(page)).toEqual([]);
});
