import type { Locator } from '@playwright/test';
import ExcelJS from 'exceljs';
import { simulate } from '../apps/server/src/simulator/simulate';
import { httpTransport } from '../apps/server/src/simulator/transport';
import { expect, test } from './support/test';
import { lastSchoolDay } from './support/dates';
import { DEMO_PASSWORD, signIn, signOut } from './support/session';
import {
  choose,
  clickUntilHidden,
  clickUntilRequest,
  clickUntilUrl,
  clickUntilVisible,
  confirmWith,
  dateInput,
  figure,
  openAddForm,
  openFromMenu,
  tableRow,
  typeDate,
} from './support/ui';

const SERIAL = `E2E-${Date.now().toString(36).slice(-6).toUpperCase()}`;

/** A Wednesday well before the month the demo start has already played. */
function dayOutsideTheDemo(): string {
  const d = new Date(Date.now() - 45 * 86_400_000);
  d.setUTCDate(d.getUTCDate() + ((3 - d.getUTCDay() + 7) % 7));
  return d.toISOString().slice(0, 10);
}
const DAY = dayOutsideTheDemo();

test('a machine is provisioned and registered; the simulator plays a day; counts, the noCheck list and an approved leave follow', async ({ page, baseURL }, testInfo) => {
  test.setTimeout(120_000);

  // Operations provision the machine; its verification code is shown once.
  await signIn(page, 'demo-ops', 9);
  await openFromMenu(page, '/device', '/device/device', 'resource-page-device');
  await openAddForm(page);
  await page.locator('#device-form_serialNo').fill(SERIAL);
  await choose(page, page.locator('#device-form_kind'), '签到机');
  await page.getByTestId('resource-form-submit').click();
  const code = (await page.getByTestId('device-verify-code').textContent())!.trim();
  expect(code).toMatch(/^[A-Z2-9]{8}$/);
  await clickUntilHidden(page.getByTestId('once-secret-close'), page.getByTestId('once-secret-modal'));
  await signOut(page);

  // The kindergarten registers it: a wrong code is refused in the dialog, the right one takes.
  await signIn(page, 'demo-kig', 3);
  await openFromMenu(page, '/device', '/device/device', 'resource-page-device');
  await clickUntilVisible(page.getByTestId('device-register'), page.getByTestId('device-register-serial'));
  await page.getByTestId('device-register-serial').fill(SERIAL);
  await page.getByTestId('device-register-code').fill('WRONG234');
  await page.getByTestId('device-register-submit').click();
  await expect(page.getByTestId('device-register-error')).toContainText('序列号或验证码不正确');
  await page.getByTestId('device-register-code').fill(code);
  await page.getByTestId('device-register-submit').click();
  await expect(tableRow(page, SERIAL)).toBeVisible();

  // Before the simulator, nobody came on that day.
  await openFromMenu(page, '/attendance', '/attendance/daily', 'attendance-daily-page');
  await typeDate(dateInput(page, 'attendance-daily-date'), DAY, 'Enter');
  // The figures are read once they are the chosen day's (the previous day's stay on screen while it loads).
  await expect(page.getByTestId('attendance-daily-content')).toHaveAttribute('data-date', DAY);
  // Other tests may have admitted children: the count is whatever the kindergarten has now.
  await expect.poll(() => figure(page, 'attendance-daily-expected')).toBeGreaterThanOrEqual(72);
  const expected = await figure(page, 'attendance-daily-expected');
  await expect(page.getByTestId('attendance-daily-present')).toHaveText('0');

  // The simulator plays the day through the device API over HTTP, as the machines at the gate would
  // (what `npm run simulate` runs, here in the test's process rather than a process of its own). The
  // checks a teacher would look at carry their photos, not every check: nothing here reads a photo, and
  // every check's photos were most of the day's work (measured against the test's server: 4.7 against
  // 0.7 CPU-seconds, 260 uploads against 24).
  const played = await simulate({
    transport: httpTransport(baseURL!),
    kigCode: 'KG0001',
    dates: [DAY],
    ops: { userName: 'demo-ops', password: DEMO_PASSWORD },
    until: new Date(),
  });
  expect(played.days.map((d) => d.date)).toEqual([DAY]);
  expect(played.days[0]!.accepted).toBeGreaterThan(0);
  await clickUntilRequest(page, page.getByTestId('attendance-daily-refresh'), '/attendance/daily/byClass');
  await expect.poll(() => figure(page, 'attendance-daily-present')).toBeGreaterThan(50);
  const absent = await figure(page, 'attendance-daily-absent');
  expect(absent).toBeGreaterThan(0);
  expect((await figure(page, 'attendance-daily-present')) + absent).toBe(expected);
  await page.screenshot({ path: testInfo.outputPath('daily.png'), fullPage: true });

  // The noCheck list names exactly the absent children.
  await clickUntilVisible(page.getByTestId('attendance-daily-nocheck-total'), page.getByTestId('attendance-nocheck-page'));
  await expect(page.getByTestId('attendance-nocheck-row')).toHaveCount(absent);
  const cells = page.getByTestId('attendance-nocheck-row').first().locator('td');
  const child = (await cells.nth(0).textContent())!.trim();
  const number = (await cells.nth(1).textContent())!.trim();

  // Sick leave for one of them, approved: the absence becomes leave.
  await openFromMenu(page, '/attendance', '/attendance/leave', 'resource-page-leaveRequest');
  await openAddForm(page);
  await choose(page, page.locator('#leaveRequest-form_personKind'), '学生');
  // Children with the same name are told apart by their number, in the picker as on the list.
  await choose(page, page.locator('#leaveRequest-form_studentId'), `${child} · ${number}`, number);
  await choose(page, page.locator('#leaveRequest-form_leaveType'), '病假');
  await typeDate(page.locator('#leaveRequest-form_startDate'), DAY, 'Enter');
  await typeDate(page.locator('#leaveRequest-form_endDate'), DAY, 'Enter');
  await page.locator('#leaveRequest-form_reason').fill('发烧，家长来电请假');
  await page.getByTestId('resource-form-submit').click();
  const leave = tableRow(page, '发烧，家长来电请假');
  await expect(leave).toContainText('待审批');
  await clickUntilVisible(leave.getByTestId('row-approve'), page.getByTestId('confirm-ok'));
  await confirmWith(page.getByTestId('confirm-ok'));
  await expect(leave).toContainText('已批准');

  await openFromMenu(page, '/attendance', '/attendance/daily', 'attendance-daily-page');
  await typeDate(dateInput(page, 'attendance-daily-date'), DAY, 'Enter');
  await expect(page.getByTestId('attendance-daily-content')).toHaveAttribute('data-date', DAY);
  await expect(page.getByTestId('attendance-daily-leave')).toHaveText('1');
  await expect(page.getByTestId('attendance-daily-absent')).toHaveText(String(absent - 1));
});

/** The numbers of a table row's cells (a rate without its percent sign). */
const numbers = async (row: Locator) => (await row.locator('td').allTextContents()).map((text) => Number(text.replace(/[^\d.]/g, '')));

test("a group compares its kindergartens' attendance by day and by month, and drills down to a class's children", async ({ page }, testInfo) => {
  const day = lastSchoolDay();
  await signIn(page, 'demo-group', 4);
  // Straight to the day (the menu's way to this page is the first test's).
  await page.goto(`/attendance/daily?date=${day}`);

  // The day: both kindergartens side by side, the total row their sum (expected, present, absent, leave, not arrived).
  const overview = page.getByTestId('attendance-overview-table');
  const kindergarten = (name: string) => tableRow(page, name, overview);
  await expect(kindergarten('阳光第一幼儿园')).toBeVisible();
  await expect(kindergarten('阳光第二幼儿园')).toBeVisible();
  const [first, second, total] = [
    await numbers(kindergarten('阳光第一幼儿园')),
    await numbers(kindergarten('阳光第二幼儿园')),
    await numbers(page.getByTestId('attendance-overview-total-row')),
  ];
  for (const column of [1, 2, 3, 4, 5]) expect(total[column]).toBe(first[column]! + second[column]!);
  expect(first[2]).toBeGreaterThan(0);
  await page.screenshot({ path: testInfo.outputPath('group-daily.png'), fullPage: true });

  // A kindergarten: its classes, whose total is its row; a class: each child's day.
  await clickUntilVisible(kindergarten('阳光第一幼儿园'), page.getByTestId('attendance-daily-content'));
  await expect(page.getByTestId('attendance-daily-content')).toHaveAttribute('data-date', day);
  await expect.poll(() => figure(page, 'attendance-daily-expected')).toBe(first[1]);
  expect(await figure(page, 'attendance-daily-present')).toBe(first[2]);
  // The day's sheet downloads as an xlsx headed as the table by class.
  const [sheet] = await Promise.all([page.waitForEvent('download'), page.getByTestId('attendance-daily-export').click()]);
  expect(sheet.suggestedFilename()).toBe(`阳光第一幼儿园-${day}.xlsx`);
  const book = new ExcelJS.Workbook();
  await book.xlsx.readFile(await sheet.path());
  const heads = book.worksheets[0]!.getRow(4).values as unknown[];
  expect(heads.slice(1)).toEqual(['班级', '应到', '实到', '迟到', '早退', '缺勤', '请假', '未到', '出勤率（%）']);
  const classChildren = page.locator('[data-testid^="attendance-daily-children-"]').first();
  const className = (await page.locator('[data-testid^="attendance-daily-class-row-"]').first().locator('td').first().textContent())!.trim();
  await clickUntilUrl(page, classChildren, /\/attendance\/report\?/);
  const records = page.getByTestId('attendance-report-table').locator('tbody tr.ant-table-row');
  await expect(records.first()).toBeVisible();
  for (const text of await records.allTextContents()) expect(text).toContain(className);
  await expect(records.first()).toContainText(day);

  // The month: back to the kindergartens side by side, then the second one's classes and a class's month.
  await openFromMenu(page, '/attendance', '/attendance/monthly', 'attendance-monthly-page');
  await clickUntilVisible(page.getByTestId('health-reach-back'), overview);
  await expect(page.getByTestId('attendance-overview')).toContainText('各园幼儿考勤汇总');
  const [monthFirst, monthSecond, monthTotal] = [
    await numbers(kindergarten('阳光第一幼儿园')),
    await numbers(kindergarten('阳光第二幼儿园')),
    await numbers(page.getByTestId('attendance-overview-total-row')),
  ];
  for (const column of [1, 2, 3, 4]) expect(monthTotal[column]).toBe(monthFirst[column]! + monthSecond[column]!);
  await page.screenshot({ path: testInfo.outputPath('group-monthly.png'), fullPage: true });
  await clickUntilVisible(kindergarten('阳光第二幼儿园'), page.getByTestId('attendance-monthly-workdays'));
  await expect.poll(() => figure(page, 'attendance-monthly-expected')).toBe(monthSecond[1]);
  await clickUntilUrl(page, page.locator('[data-testid^="attendance-monthly-children-"]').first(), /\/attendance\/report\?/);
  await expect(page.getByTestId('attendance-report-table').locator('tbody tr.ant-table-row').first()).toBeVisible();
});
