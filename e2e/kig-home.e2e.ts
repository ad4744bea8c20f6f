import type { Page } from '@playwright/test';
import { expect, test } from './support/test';
import { signIn } from './support/session';
import { clickUntilUrl, switchLanguage } from './support/ui';

const valueOf = async (page: Page, testId: string) => Number(await page.getByTestId(testId).getAttribute('data-value'));
const shown = async (page: Page, testId: string) => Number((await page.getByTestId(testId).textContent())?.replace(/[^\d]/g, ''));

/** kigHome from the side menu, as a person reaches it (a page of the menu's first level). */
async function openKigHome(page: Page) {
  await clickUntilUrl(page, page.locator('[data-testid="side-menu-item"][data-href="/kigHome"]'), /\/kigHome$/);
  await expect(page.getByTestId('kig-home')).toBeVisible();
}

test("a kindergarten's kigHome shows today's cards in traditional Chinese, and a figure opens its screen with the same count", async ({ page }, testInfo) => {
  await signIn(page, 'demo-kig', 3);
  await switchLanguage(page, 'zh-TW');
  await openKigHome(page);
  const date = (await page.getByTestId('kig-home').getAttribute('data-date'))!;
  await expect(page.getByRole('heading', { name: `今日園況 · ${date}` })).toBeVisible();
  const titles = { attendance: '幼兒出勤', checks: '晨檢', activities: '活動審核', letters: '園長信箱', recipe: '今日食譜' };
  for (const [key, title] of Object.entries(titles)) await expect(page.getByTestId(`kig-home-card-${key}`)).toContainText(title);
  // The demo's month has activities awaiting review and letters of the last days unanswered.
  expect(await valueOf(page, 'kig-home-figure-activities-pendingActivities')).toBeGreaterThan(0);
  expect(await valueOf(page, 'kig-home-figure-letters-unansweredLetters')).toBeGreaterThan(0);
  // A school day has the demo's recipe; a weekend says there is none.
  await expect(page.getByTestId('kig-home-meals').or(page.getByTestId('kig-home-note-recipe'))).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('kig-home-zh-TW.png'), fullPage: true });

  const checked = await valueOf(page, 'kig-home-figure-checks-checked');
  await clickUntilUrl(page, page.getByTestId('kig-home-figure-checks-checked'), new RegExp(`/health/daily\\?date=${date}$`));
  await expect(page.getByTestId('health-daily-content')).toHaveAttribute('data-date', date);
  expect(await shown(page, 'health-daily-checked')).toBe(checked);
});

test("a group's kigHome shows each kindergarten's row and the sums, and a row's figure opens that kindergarten's screen", async ({ page }, testInfo) => {
  await signIn(page, 'demo-group', 4);
  await openKigHome(page);
  const table = page.getByTestId('kig-home-kindergartens');
  const rows = table.locator('tbody tr.ant-table-row');
  await expect(rows).toHaveCount(2);
  await expect(rows.nth(0)).toContainText('阳光第一幼儿园');
  await expect(rows.nth(1)).toContainText('阳光第二幼儿园');
  // The sums are the rows' figures added up.
  const letters = await Promise.all((await rows.locator('[data-testid$="-unansweredLetters"]').all()).map(async (cell) => Number(await cell.getAttribute('data-value'))));
  expect(letters).toHaveLength(2);
  expect(await valueOf(page, 'kig-home-figure-letters-unansweredLetters')).toBe(letters[0]! + letters[1]!);
  await expect(page.getByTestId('kig-home-card-recipe')).toHaveCount(0);
  await page.screenshot({ path: testInfo.outputPath('kig-home-group.png'), fullPage: true });

  const link = rows.filter({ hasText: '阳光第一幼儿园' }).locator('[data-testid$="-checked"]');
  const checked = Number(await link.getAttribute('data-value'));
  await clickUntilUrl(page, link, /\/health\/daily\?date=\d{4}-\d{2}-\d{2}&kigId=[0-9a-f-]{36}$/);
  await expect(page.getByTestId('health-daily-content')).toBeVisible();
  expect(await shown(page, 'health-daily-checked')).toBe(checked);
});
