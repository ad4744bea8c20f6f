import { expect, test } from './support/test';
import { signIn } from './support/session';
import { choose, openFromMenu } from './support/ui';

test("a group follows its kindergartens' memberships: it picks one kindergarten and exports its states", async ({ page }) => {
  test.setTimeout(120_000);
  await signIn(page, 'demo-group', 4);
  await openFromMenu(page, '/pack', '/agency/membership', 'pack-membership-page');
  const table = page.getByTestId('pack-membership-page').locator('tbody');
  await expect(table.locator('tr.ant-table-row').first()).toBeVisible();
  const kindergarten = page.getByTestId('pack-membership-page').getByRole('combobox', { name: '幼儿园' });
  // The demo's memberships are KG0001's: its sister kindergarten lists none, and KG0001 lists its own.
  await choose(page, kindergarten, '阳光第二幼儿园');
  await expect(table.locator('tr', { hasText: '阳光第一幼儿园' })).toHaveCount(0);
  await choose(page, kindergarten, '阳光第一幼儿园');
  await expect(table.locator('tr', { hasText: '阳光第一幼儿园' }).first()).toBeVisible();
  // A group records no cash sale.
  await expect(page.getByTestId('pack-membership-page').getByRole('button', { name: '现金开通' })).toHaveCount(0);
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('pack-membership-export').click()]);
  expect(download.suggestedFilename()).toMatch(/^会员状态-\d{4}-\d{2}-\d{2}\.xlsx$/);
});
