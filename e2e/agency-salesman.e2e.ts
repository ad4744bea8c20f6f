import { expect, test } from './support/test';
import { signIn } from './support/session';
import { choose, clickUntilVisible, dialog, openAddForm, openFromMenu, tableRow } from './support/ui';

/** Names of this run: each run starts from the seed, but the database outlives a retried test. */
const RUN = Date.now().toString(36).slice(-4);
const DIGITS = '零一二三四五六七八九';
/** A person's name (no digits allowed) of this run. */
const NAME = `钱${[...String(parseInt(RUN, 36) % 10_000)].map((d) => DIGITS[Number(d)]).join('')}`;
const PHONE = `1391${String(parseInt(RUN, 36) % 10_000_000).padStart(7, '0')}`;

test('an agent adds a salesman, gives it a kindergarten, and reads its statistics with their chart', async ({ page }) => {
  test.setTimeout(120_000);
  await signIn(page, 'demo-agent', 5);

  // A new salesman, on duty, with no kindergarten yet.
  await openFromMenu(page, '/agentFunc', '/agency/salesman', 'resource-page-salesman');
  await openAddForm(page);
  await page.locator('#salesman-form_name').fill(NAME);
  await page.locator('#salesman-form_phone').fill(PHONE);
  await page.getByTestId('resource-form-submit').click();
  await expect(tableRow(page, NAME)).toContainText('在职');
  await expect(tableRow(page, NAME).getByTestId('salesman-kigs-count')).toHaveText('0');

  // The second kindergarten moves to it from its seeded salesman; its history there is kept.
  const drawer = dialog(page, 'salesman-kigs');
  await clickUntilVisible(tableRow(page, NAME).getByTestId('row-kigs'), drawer);
  // Found by its label, as a screen reader names it.
  await choose(page, drawer.getByRole('combobox', { name: '幼儿园' }), '阳光第二幼儿园');
  await drawer.getByTestId('salesman-assign-submit').click();
  await expect(tableRow(page, '阳光第二幼儿园', drawer.getByTestId('salesman-kigs-table'))).toContainText('当前');
  await page.keyboard.press('Escape');
  await expect(tableRow(page, NAME).getByTestId('salesman-kigs-count')).toHaveText('1');

  // The statistics: totals, the monthly chart drawn, the kindergartens' table.
  await openFromMenu(page, '/agentFunc', '/agency/stats', 'agent-stats-page');
  await expect(page.getByTestId('agent-stats-totals')).toBeVisible();
  await expect(page.getByTestId('agent-stats-chart-months').locator('canvas')).toBeVisible();
  await expect(page.getByTestId('agent-stats-kigs').locator('tbody tr', { hasText: '阳光第一幼儿园' })).toBeVisible();
});

test("operations read one agent's statistics, the agent picked by its label", async ({ page }) => {
  await signIn(page, 'demo-ops', 9);
  await page.goto('/agency/stats');
  await expect(page.getByTestId('agent-stats-totals')).toBeVisible();
  await choose(page, page.getByRole('combobox', { name: '代理商' }), '华东区域代理');
  await expect(page).toHaveURL(/agentId=/);
  await expect(page.getByTestId('agent-stats-kigs').locator('tbody tr', { hasText: '阳光第一幼儿园' })).toBeVisible();
});
