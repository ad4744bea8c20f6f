import type { Locator, Page } from '@playwright/test';
import { expect, test } from './support/test';
import { signIn } from './support/session';
import { clickUntilVisible, openFromMenu, switchLanguage } from './support/ui';

/**
 * Operations' data stats (issue 18): operations open it from their menu and drill from the country to
 * Shanghai, down its areas to 徐汇区 and to 阳光第一幼儿园, each level's totals reading as the row it was
 * opened from. It reads only: the demo's figures are the same before and after.
 */

/** A table row's cells as text (thousands' separators dropped). */
const cellsOf = async (row: Locator) => (await row.locator('td').allInnerTexts()).map((c) => c.trim().replace(/,/g, ''));

/** An area's (or kindergarten's) row figures: its cells after the name (and an area's kindergarten count), before the action. */
const rowFigures = async (row: Locator, lead: number) => (await cellsOf(row)).slice(lead, -1);

/** The total row's figures: after its label (spanning the name and count columns), before the action's empty cell. */
const totalFigures = async (page: Page) => (await cellsOf(page.getByTestId('ops-stats-reach-total-row'))).slice(1, -1);

const area = (page: Page, code: string) => page.getByTestId(`ops-stats-reach-area-${code}`);

/** A figure card's value, as the number it shows. */
const card = async (page: Page, key: string) => (await page.getByTestId(`ops-stats-total-${key}`).locator('.ant-statistic-content-value').innerText()).replace(/,/g, '');

/** Opens an area's row and waits until the level under it is shown, totalling what its row read. */
async function drillInto(page: Page, code: string) {
  const row = area(page, code);
  const figures = await rowFigures(row, 2);
  const count = (await cellsOf(row))[1]!;
  await clickUntilVisible(row, page.getByTestId(`health-reach-crumb-${code}`));
  await expect.poll(() => totalFigures(page)).toEqual(figures);
  await expect.poll(() => card(page, 'kindergartens')).toBe(count);
}

test('operations open data stats and drill from the country to a province, its areas and a kindergarten, the figures matching on the way', async ({ page }) => {
  await signIn(page, 'demo-ops', 9);
  await openFromMenu(page, '/operations', '/operations/stats', 'ops-stats-page');
  await expect(page.getByTestId('ops-stats-reach-total-row')).toBeVisible();
  await expect(page.getByTestId('ops-stats-chart-months')).toBeVisible();
  await expect(page.getByTestId('ops-stats-months').locator('tbody tr.ant-table-row').first()).toBeVisible();
  const allKindergartens = await card(page, 'kindergartens');

  // By area: the provinces, Shanghai among them with the demo's kindergartens.
  const shanghai = area(page, '310000');
  await clickUntilVisible(page.getByTestId('health-reach-groupby').getByText('按地区'), shanghai);
  await expect(shanghai).toContainText('上海市');
  await expect.poll(() => card(page, 'kindergartens')).toBe(allKindergartens);
  await drillInto(page, '310000');

  // Down Shanghai's areas as the area data has them (its city level, if listed) to 徐汇区.
  if (await area(page, '310100').isVisible()) await drillInto(page, '310100');
  await drillInto(page, '310104');

  // 徐汇区's kindergarten, opened: its own figures, the same as its row.
  const kindergarten = page.getByTestId('ops-stats-reach-table').locator('tbody tr.ant-table-row').filter({ hasText: '阳光第一幼儿园' });
  await expect(kindergarten).toBeVisible();
  const [children, machines, active, checked, abnormal] = await rowFigures(kindergarten, 2);
  await clickUntilVisible(kindergarten, page.getByTestId('ops-stats-kig'));
  await expect(page.getByTestId('ops-stats-kig')).toContainText('阳光第一幼儿园');
  await expect(page.getByTestId('ops-stats-kig')).toContainText('徐汇区');
  await expect.poll(() => card(page, 'kindergartens')).toBe('1');
  expect([await card(page, 'children'), await card(page, 'machines'), await card(page, 'activeMachines'), await card(page, 'checked')]).toEqual([
    children,
    machines,
    active,
    checked,
  ]);
  expect(Number(abnormal)).toBeLessThanOrEqual(Number(checked));
  await expect(page.getByTestId('ops-stats-months').locator('tbody tr.ant-table-row').first()).toBeVisible();

  // Back to 徐汇区's level, where the drill left it.
  await clickUntilVisible(page.getByTestId('ops-stats-back'), kindergarten);
  await expect(page.getByTestId('health-reach-crumb-310104')).toBeVisible();

  // In English, the same screen's words.
  await switchLanguage(page, 'en');
  await expect(page.getByTestId('ops-stats-page')).toContainText('Areas and kindergartens');
  await expect(page.getByTestId('ops-stats-total-activeMachines')).toContainText('Machines active today');
});
