import type { Page } from '@playwright/test';
import { expect, test } from './support/test';
import { signIn } from './support/session';
import { clickUntilHidden, clickUntilVisible, openFromMenu, switchLanguage } from './support/ui';

const RUN = Date.now().toString(36).slice(-5);

/** The Monday the week's range begins with ('2026-11-16 ~ 2026-11-22'). */
async function weekStart(page: Page, testId: string): Promise<string> {
  const range = (await page.getByTestId(`${testId}-range`).textContent()) ?? '';
  return range.slice(0, 10);
}
const addDays = (day: string, days: number) => new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

test("a week's menu: a meal typed in place, then the previous week copied over it after the warning, in English", async ({ page }) => {
  test.setTimeout(120_000);
  await signIn(page, 'demo-kig', 3);
  await switchLanguage(page, 'en');
  await openFromMenu(page, '/school', '/school/recipeWeek', 'recipe-week-page');

  // This week, as the demo seeded it: Monday's lunch is what next week will get.
  await expect(page.getByTestId('recipe-week-range')).toBeVisible();
  const monday = await weekStart(page, 'recipe-week');
  const lunch = ((await page.getByTestId(`recipe-cell-${monday}-lunch`).textContent()) ?? '').trim();
  expect(lunch).not.toBe('');

  // Next week: no recipes yet; a meal is typed in place.
  const next = addDays(monday, 7);
  await clickUntilVisible(page.getByTestId('recipe-week-next'), page.getByTestId(`recipe-cell-${next}-lunch`));
  const cell = page.getByTestId(`recipe-cell-${next}-dinner`);
  await clickUntilVisible(cell.getByTestId(`recipe-cell-${next}-dinner-edit`), page.getByTestId(`recipe-cell-${next}-dinner-input`));
  await page.getByTestId(`recipe-cell-${next}-dinner-input`).fill(`Dumplings ${RUN}`);
  await page.getByTestId(`recipe-cell-${next}-dinner-input`).press('Enter');
  await expect(cell).toHaveText(`Dumplings ${RUN}`);

  // Copying the previous week warns that it overwrites this week's recipes; cancelled, nothing changes.
  const confirm = page.locator('.ant-modal-confirm');
  await clickUntilVisible(page.getByTestId('recipe-copy-previous'), confirm);
  await expect(confirm).toContainText("Copying overwrites this week's recipes; they are overwritten only once you confirm");
  await clickUntilHidden(confirm.getByRole('button', { name: 'Cancel' }), confirm);
  await expect(cell).toHaveText(`Dumplings ${RUN}`);

  // Confirmed: the week is this one's, a week later, and the typed dinner is gone.
  await clickUntilVisible(page.getByTestId('recipe-copy-previous'), confirm);
  await page.getByTestId('recipe-copy-confirm').click();
  await expect(page.getByText(/Recipes of \d+ days copied/)).toBeVisible();
  await expect(page.getByTestId(`recipe-cell-${next}-lunch`)).toHaveText(lunch);
  await expect(cell).not.toContainText(`Dumplings ${RUN}`);
});

test("a class's timetable, opened from the class list, set for the week and copied onto the next week after the warning, in traditional Chinese", async ({ page }) => {
  test.setTimeout(120_000);
  await signIn(page, 'demo-kig', 3);
  await switchLanguage(page, 'zh-TW');
  await openFromMenu(page, '/campus', '/campus/class', 'resource-page-class');
  const firstClass = page.getByTestId('resource-table').locator('tbody tr.ant-table-row').first();
  await clickUntilVisible(firstClass.getByTestId('row-timetable'), page.getByTestId('timetable-page'));
  await expect(page.getByTestId('timetable-table')).toBeVisible();
  const monday = await weekStart(page, 'timetable-week');

  // The week as the demo seeded it, edited: Monday's first period.
  await clickUntilVisible(page.getByTestId('timetable-edit'), page.getByTestId(`timetable-cell-${monday}-1-subject`));
  await page.getByTestId(`timetable-cell-${monday}-1-subject`).fill(`繪本 ${RUN}`);
  await page.getByTestId(`timetable-cell-${monday}-1-teacher`).fill('王老師');
  await page.getByTestId('timetable-save').click();
  await expect(page.getByTestId(`timetable-cell-${monday}-1`)).toContainText(`繪本 ${RUN}`);
  await expect(page.getByTestId(`timetable-cell-${monday}-1`)).toContainText('王老師');

  // Copied onto next week, which the demo gave no lessons: no warning needed.
  await clickUntilVisible(page.getByTestId('timetable-copy'), page.getByTestId('timetable-copy-ok'));
  await page.getByTestId('timetable-copy-ok').click();
  await expect(page.getByText(/已複製 \d+ 節課/)).toBeVisible();
  await expect(page.getByTestId('timetable-copy-ok')).toBeHidden();

  // Copied again: next week has lessons now, so the warning comes first.
  await clickUntilVisible(page.getByTestId('timetable-copy'), page.getByTestId('timetable-copy-ok'));
  await page.getByTestId('timetable-copy-ok').click();
  const confirm = page.locator('.ant-modal-confirm');
  await expect(confirm).toContainText('複製將覆蓋目標週已有的課程，確認後才會覆蓋');
  await page.getByTestId('timetable-copy-confirm').click();
  await expect(page.getByText(/已複製 \d+ 節課/).first()).toBeVisible();

  await clickUntilVisible(page.getByTestId('timetable-week-next'), page.getByTestId(`timetable-cell-${addDays(monday, 7)}-1`));
  await expect(page.getByTestId(`timetable-cell-${addDays(monday, 7)}-1`)).toContainText(`繪本 ${RUN}`);
});
