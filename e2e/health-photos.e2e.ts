import type { Locator, Page } from '@playwright/test';
import { expect, test } from './support/test';
import { lastSchoolDay } from './support/dates';
import { signIn } from './support/session';
import { clickUntilVisible, openFromMenu, switchLanguage } from './support/ui';

/** A photo really arrived from its signed address (not the broken-image placeholder). */
async function expectLoaded(image: Locator) {
  await expect(image).toBeVisible();
  await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(0);
}

const cards = (page: Page) => page.getByTestId('check-photo-card');

test("check photos: the day's wall, a review from the photos that moves on, the morning and afternoon of a class, a child's history, a message in full", async ({
  page,
}, testInfo) => {
  test.setTimeout(120_000);
  const day = lastSchoolDay();
  await signIn(page, 'demo-kig', 3);

  // From the check list to the photo wall, a top-level page without the menu.
  await openFromMenu(page, '/health', '/health/check', 'resource-page-healthCheck');
  await clickUntilVisible(page.getByTestId('health-check-photo-wall'), page.getByTestId('photo-wall-page'));
  await expect(page.getByTestId('side-menu')).toHaveCount(0);
  await page.goto(`/preparePhoto?date=${day}`);
  await expect(cards(page).first()).toBeVisible();
  // One with photos: a child without a guardian's face-photo consent has none kept.
  const withPhotos = cards(page).filter({ has: page.locator('img') });
  await expectLoaded(withPhotos.first().locator('img').first());
  await expect(page.getByTestId('photo-wall-summary')).toContainText('条检查');
  await page.screenshot({ path: testInfo.outputPath('photo-wall.png'), fullPage: true });

  // The first flagged check with photos reviewed from them: saved, then on to the next one (or back to the wall).
  const child = (await withPhotos.first().getAttribute('data-student'))!;
  await clickUntilVisible(withPhotos.first().getByRole('link', { name: child }), page.getByTestId('manual-check-page'));
  const reviewed = new URL(page.url()).searchParams.get('id');
  await expectLoaded(page.getByTestId('health-review-photos').locator('img').first());
  await page.screenshot({ path: testInfo.outputPath('manual-check.png'), fullPage: true });
  await expect(page.getByTestId('health-review-findings')).toContainText(child);
  await page.getByTestId('health-review-note').fill('照片已看过');
  await page.getByTestId('health-review-submit').click();
  await expect(page.locator('.ant-message')).toContainText('保存成功');
  await expect.poll(() => new URL(page.url()).searchParams.get('id')).not.toBe(reviewed);

  // The morning and afternoon of the day, child by child (mon-aft-healthDetail, under the layout).
  await page.goto(`/mon-aft-healthDetail?date=${day}`);
  const table = page.getByTestId('day-detail-table');
  await expect(table.locator('tbody tr.ant-table-row').first()).toBeVisible();
  await expect(table).toContainText('照片');
  // A child checked that day (children admitted by other tests have no checks, so no history).
  const firstChild = table
    .locator('tbody tr.ant-table-row')
    .filter({ has: page.getByTestId('day-detail-photos') })
    .first()
    .locator('a')
    .first();
  const name = (await firstChild.textContent())!;

  // That child's photo history for the month.
  await clickUntilVisible(firstChild, page.getByTestId('photo-history-page'));
  await expect(page.getByTestId('photo-history-student')).toContainText(name);
  await expect(page.getByTestId('photo-history-day').first()).toBeVisible();
  await expect(cards(page).first()).toBeVisible();

  // The expert's first message, in full beside the check it is about.
  await page.goto('/health/message');
  await expect(page.getByTestId('resource-page-doctorMessage')).toBeVisible();
  await clickUntilVisible(page.getByTestId('resource-table').locator('tbody tr.ant-table-row').first().getByTestId('row-detail'), page.getByTestId('message-detail-page'));
  await expect(page.getByTestId('message-detail-content')).not.toHaveText('-');
  await expect(page.getByTestId('health-review-findings')).toBeVisible();
  await clickUntilVisible(page.getByTestId('standalone-back'), page.getByTestId('resource-page-doctorMessage'));
});

test('the health screens in English and in traditional Chinese', async ({ page }) => {
  const day = lastSchoolDay();
  await signIn(page, 'demo-kig', 3);
  await switchLanguage(page, 'en');
  await expect(page.getByTestId('side-menu')).toContainText('Health');

  await openFromMenu(page, '/health', '/health/daily', 'health-daily-page');
  await expect(page.getByTestId('health-daily-page')).toContainText('Not checked');
  await expect(page.getByTestId('health-daily-page')).toContainText('To review');
  await openFromMenu(page, '/health', '/health/check', 'resource-page-healthCheck');
  await expect(page.getByTestId('resource-table')).toContainText('Temperature');
  await expect(page.getByTestId('resource-table')).toContainText('Photo history');
  await page.goto(`/preparePhoto?date=${day}`);
  await expect(page.getByTestId('photo-wall-page')).toContainText('Check photos to review');
  await expect(page.getByTestId('photo-wall-summary')).toContainText('waiting for review');
  await expect(page.getByTestId('standalone-back')).toContainText('Back');

  await switchLanguage(page, 'zh-TW');
  await expect(page.getByTestId('photo-wall-page')).toContainText('晨檢照片複核');
  await page.goto('/health/daily');
  await expect(page.getByTestId('health-daily-page')).toContainText('未檢');
  await expect(page.getByTestId('side-menu')).toContainText('晨午檢紀錄');
});

test("a group's day by area: from the province to a kindergarten, its classes, and a class's morning and afternoon", async ({ page }) => {
  const day = lastSchoolDay();
  await signIn(page, 'demo-group', 4);
  await openFromMenu(page, '/health', '/health/daily', 'health-daily-page');
  await page.goto(`/health/daily?date=${day}`);
  await expect(page.getByTestId('health-overview-total-row')).toBeVisible();
  const shanghai = page.getByTestId('health-overview-area-310000');
  await clickUntilVisible(page.getByTestId('health-reach-groupby').getByText('按地区'), shanghai);
  await expect(shanghai).toContainText('上海市');
  await clickUntilVisible(shanghai, page.getByTestId('health-reach-crumb-310000'));
  await expect(page.getByText('全部地区')).toBeVisible();
  const kindergarten = page.getByTestId('health-overview-table').locator('tbody tr.ant-table-row').filter({ hasText: '阳光第一幼儿园' });
  await clickUntilVisible(page.getByTestId('health-overview-table').locator('tbody tr.ant-table-row').filter({ hasText: '徐汇区' }), kindergarten);
  await clickUntilVisible(kindergarten, page.getByTestId('health-daily-checked'));

  // The kindergarten's classes; one class's children morning and afternoon.
  const dayDetail = page.locator('[data-testid^="health-daily-daydetail-"]').first();
  await clickUntilVisible(dayDetail, page.getByTestId('day-detail-page'));
  await expect(page.getByTestId('day-detail-table').locator('tbody tr.ant-table-row').first()).toBeVisible();

  // Back on the statistics, back up to the group's kindergartens.
  await page.goBack();
  await clickUntilVisible(page.getByTestId('health-reach-back'), page.getByTestId('health-overview-total-row'));
});
