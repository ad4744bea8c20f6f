import { expect, test } from './support/test';
import { signIn } from './support/session';
import { choose, clickUntilVisible, openFromMenu } from './support/ui';

/**
 * Operations' manual check (issue 18): operations open the queue of checks waiting for review from their
 * menu, narrow it to the demo's second kindergarten (whose checks no other browser test reviews), review
 * the newest one on the check's own page (confirming the machine's findings: nothing changes but its
 * review), and back in the queue it is no longer listed. A review is not undone: the demo's simulator
 * leaves that kindergarten dozens of checks waiting, and the next run starts from the seed.
 */
test('operations review a check from the manual check queue and it leaves the queue', async ({ page }, testInfo) => {
  test.setTimeout(120_000);
  await signIn(page, 'demo-ops', 9);
  await openFromMenu(page, '/operations', '/operations/manualCheck', 'ops-manual-check-page');
  const queue = page.getByTestId('ops-manual-check-page');
  await choose(page, queue.getByRole('combobox', { name: '幼儿园' }), '阳光第二幼儿园');
  const rows = page.getByTestId('ops-manual-check-table').locator('tbody tr.ant-table-row');
  await expect(rows.first()).toBeVisible();
  await expect(rows.filter({ hasNotText: '阳光第二幼儿园' })).toHaveCount(0);
  await page.screenshot({ path: testInfo.outputPath('manual-check-queue.png'), fullPage: true });

  const first = rows.first();
  const id = (await first.getAttribute('data-row-key'))!;
  const child = (await first.getAttribute('data-student'))!;
  await clickUntilVisible(first.getByTestId('row-review'), page.getByTestId('manual-check-page'));
  await expect(page).toHaveURL(new RegExp(`/manualCheckPhotoDetail\\?id=${id}`));
  await expect(page.getByTestId('health-review-findings')).toContainText(child);
  await page.getByTestId('health-review-note').fill('运营已复核');
  await page.getByTestId('health-review-submit').click();
  await expect(page.locator('.ant-message')).toContainText('保存成功');

  // Back in the queue, still narrowed to the kindergarten: the check reviewed has left it.
  await expect(queue).toBeVisible();
  await expect(page).toHaveURL(/\/operations\/manualCheck\?kigId=/);
  await expect(rows.first()).toBeVisible();
  await expect(page.locator(`[data-testid="ops-manual-check-table"] tr[data-row-key="${id}"]`)).toHaveCount(0);
});
