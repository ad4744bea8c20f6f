import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Locator, Page } from '@playwright/test';
import { expect, test } from './support/test';
import { signIn, signOut } from './support/session';
import { choose, clickUntilHidden, clickUntilRequest, clickUntilVisible, openAddForm, openFromMenu } from './support/ui';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const SERIAL = `E2E-${Date.now().toString(36).slice(-6).toUpperCase()}`;

/** A Wednesday well before the month the demo start has already played. */
function dayOutsideTheDemo(): string {
  const d = new Date(Date.now() - 45 * 86_400_000);
  d.setUTCDate(d.getUTCDate() + ((3 - d.getUTCDay() + 7) % 7));
  return d.toISOString().slice(0, 10);
}
const DAY = dayOutsideTheDemo();

async function typeDate(input: Locator, date: string) {
  await input.click();
  await input.fill(date);
  await input.press('Enter');
}

const dateInput = (page: Page, testId: string) => page.locator(`[data-testid="${testId}"] input, input[data-testid="${testId}"]`).first();
const count = async (page: Page, testId: string) => Number((await page.getByTestId(testId).textContent())?.replace(/[^\d]/g, ''));
const row = (page: Page, text: string) => page.getByTestId('resource-table').locator('tbody tr', { hasText: text });

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
  await expect(row(page, SERIAL)).toBeVisible();

  // Before the simulator, nobody came on that day.
  await openFromMenu(page, '/attendance', '/attendance/daily', 'attendance-daily-page');
  await typeDate(dateInput(page, 'attendance-daily-date'), DAY);
  // The figures are read once they are the chosen day's (the previous day's stay on screen while it loads).
  await expect(page.getByTestId('attendance-daily-content')).toHaveAttribute('data-date', DAY);
  // Other tests may have admitted children: the count is whatever the kindergarten has now.
  await expect.poll(() => count(page, 'attendance-daily-expected')).toBeGreaterThanOrEqual(72);
  const expected = await count(page, 'attendance-daily-expected');
  await expect(page.getByTestId('attendance-daily-present')).toHaveText('0');

  // The simulator plays the day through the device API, as the machines at the gate would.
  const output = execFileSync('node', ['--import', 'tsx', 'apps/server/src/simulator/cli.ts', '--kig', 'KG0001', '--date', DAY, '--url', baseURL!], {
    cwd: ROOT,
    encoding: 'utf8',
  });
  expect(output).toContain(DAY);
  await clickUntilRequest(page, page.getByTestId('attendance-daily-refresh'), '/attendance/daily/byClass');
  await expect.poll(() => count(page, 'attendance-daily-present')).toBeGreaterThan(50);
  const absent = await count(page, 'attendance-daily-absent');
  expect(absent).toBeGreaterThan(0);
  expect((await count(page, 'attendance-daily-present')) + absent).toBe(expected);
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
  await typeDate(page.locator('#leaveRequest-form_startDate'), DAY);
  await typeDate(page.locator('#leaveRequest-form_endDate'), DAY);
  await page.locator('#leaveRequest-form_reason').fill('发烧，家长来电请假');
  await page.getByTestId('resource-form-submit').click();
  const leave = row(page, '发烧，家长来电请假');
  await expect(leave).toContainText('待审批');
  await clickUntilVisible(leave.getByTestId('row-approve'), page.getByTestId('confirm-ok'));
  await page.getByTestId('confirm-ok').click();
  await expect(leave).toContainText('已批准');

  await openFromMenu(page, '/attendance', '/attendance/daily', 'attendance-daily-page');
  await typeDate(dateInput(page, 'attendance-daily-date'), DAY);
  await expect(page.getByTestId('attendance-daily-content')).toHaveAttribute('data-date', DAY);
  await expect(page.getByTestId('attendance-daily-leave')).toHaveText('1');
  await expect(page.getByTestId('attendance-daily-absent')).toHaveText(String(absent - 1));
});
