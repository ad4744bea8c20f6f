import ExcelJS from 'exceljs';
import { expect, test } from './support/test';
import { sessionToken, signIn } from './support/session';
import { openFromMenu, switchLanguage } from './support/ui';

const COUNTS = ['activitiesDrafted', 'activitiesPublished', 'noticesPublished', 'newsPublished', 'lettersAnswered'] as const;
type Totals = { from: string; to: string; rows: { name: string }[]; totals: Record<(typeof COUNTS)[number], number> };

test('in English, a kindergarten opens its teacher totals of this month and exports them with the totals row', async ({ page }) => {
  test.setTimeout(120_000);
  await signIn(page, 'demo-kig', 3);
  await switchLanguage(page, 'en');
  await openFromMenu(page, '/school', '/school/teacherTotals', 'school-teacher-totals-page');

  // The figures the server gives for the same month (the demo's lived-in month of school life).
  const token = await sessionToken(page);
  // This month on Shanghai's clocks, as the page's default period.
  const now = new Date(Date.now() + 8 * 3_600_000);
  const last = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 0));
  const period = [`${now.toISOString().slice(0, 7)}-01`, last.toISOString().slice(0, 10)];
  const answer = await page.request.post('/school/teacherTotals/list', { headers: { Authorization: `Bearer ${token}`, appType: '3' }, data: { from: period[0], to: period[1] } });
  expect(answer.status(), await answer.text()).toBe(200);
  const totals = ((await answer.json()) as { data: Totals }).data;
  expect(totals.totals.activitiesPublished + totals.totals.lettersAnswered).toBeGreaterThan(0);

  const table = page.getByTestId('school-teacher-totals-table');
  await expect(table.locator('thead')).toContainText('Activities drafted');
  await expect(table.locator('tbody tr.ant-table-row')).toHaveCount(totals.rows.length);
  const totalRow = page.getByTestId('school-teacher-totals-total-row');
  await expect(totalRow.locator('td')).toHaveText(['Total', ...COUNTS.map((k) => String(totals.totals[k]))]);

  const [sheet] = await Promise.all([page.waitForEvent('download'), page.getByTestId('school-teacher-totals-export').click()]);
  expect(sheet.suggestedFilename()).toBe(`阳光第一幼儿园-${totals.from}-${totals.to}.xlsx`);
  const book = new ExcelJS.Workbook();
  await book.xlsx.readFile(await sheet.path());
  const rows = book.worksheets[0]!.getSheetValues()
    .filter(Boolean)
    .map((r) => (r as unknown[]).slice(1));
  expect(rows[1]).toEqual(['Staff member', 'Activities drafted', 'Activities published', 'Notices published', 'News published', 'Letters answered']);
  expect(rows.length).toBe(2 + totals.rows.length + 1);
  expect(rows.at(-1)).toEqual(['Total', ...COUNTS.map((k) => totals.totals[k])]);
});
