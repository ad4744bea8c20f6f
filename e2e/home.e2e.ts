import type { Page } from '@playwright/test';
import { expect, test } from './support/test';
import { signIn } from './support/session';
import { clickUntilUrl } from './support/ui';

const valueOf = async (page: Page, testId: string) => Number(await page.getByTestId(testId).getAttribute('data-value'));
const shown = async (page: Page, testId: string) => Number((await page.getByTestId(testId).textContent())?.replace(/[^\d]/g, ''));

test("a kindergarten's home shows its day, and a figure opens its screen with the same count", async ({ page }, testInfo) => {
  await signIn(page, 'demo-kig', 3);
  const today = page.getByTestId('home-today');
  await expect(today).toBeVisible();
  for (const key of ['attendance', 'morningCheck', 'messages', 'machines']) await expect(page.getByTestId(`home-section-${key}`)).toBeVisible();
  // The demo's month was played at the start: the week's attendance is drawn.
  await expect(page.getByTestId('home-chart-attendance').locator('canvas')).toBeVisible();
  await expect(page.getByTestId('home-org')).not.toContainText('分片');
  await page.screenshot({ path: testInfo.outputPath('kig-1440.png'), fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: testInfo.outputPath('kig-390.png'), fullPage: true });
  await page.setViewportSize({ width: 1440, height: 900 });

  const abnormal = page.getByTestId('home-figure-morningCheck-abnormal');
  await expect(abnormal).toHaveAttribute('href', /\/health\/check\?date=\d{4}-\d{2}-\d{2}&session=morning&abnormal=true$/);
  const checked = await valueOf(page, 'home-figure-morningCheck-checked');
  // On a day without school the figures, and the screen they open, are the last school day's.
  const day = await page.getByTestId('home-section-morningCheck').getAttribute('data-date');
  const date = day ?? (await today.getAttribute('data-date'))!;
  await clickUntilUrl(page, page.getByTestId('home-figure-morningCheck-checked'), day ? new RegExp(`/health/daily\\?date=${day}$`) : /\/health\/daily$/);
  await expect(page.getByTestId('health-daily-content')).toHaveAttribute('data-date', date);
  expect(await shown(page, 'health-daily-checked')).toBe(checked);
});

test("a group's home shows each kindergarten's day, and a kindergarten's figure opens its screen", async ({ page }, testInfo) => {
  await signIn(page, 'demo-group', 4);
  const table = page.getByTestId('home-kindergartens');
  await expect(table.locator('tbody tr.ant-table-row')).toHaveCount(2);
  await expect(page.getByTestId('home-section-morningCheck')).toBeVisible();
  await expect(page.getByTestId('home-chart-kindergartens').locator('canvas')).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('group-1440.png'), fullPage: true });

  const row = table.locator('tbody tr.ant-table-row').filter({ hasText: '阳光第一幼儿园' });
  const link = row.locator('[data-testid$="-checked"]');
  const checked = Number(await link.getAttribute('data-value'));
  expect(checked).toBeGreaterThanOrEqual(0);
  await clickUntilUrl(page, link, /\/health\/daily\?kigId=[0-9a-f-]{36}$/);
  await expect(page.getByTestId('health-daily-content')).toBeVisible();
  expect(await shown(page, 'health-daily-checked')).toBe(checked);
});
