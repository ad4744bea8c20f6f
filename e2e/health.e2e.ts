import { readFileSync } from 'node:fs';
import type { Locator, Page } from '@playwright/test';
import { expect, test } from './support/test';
import { lastSchoolDay } from './support/dates';
import { apiHeaders, signIn, signInTo, signOut } from './support/session';
import { pdfText } from '../apps/server/src/test/pdf-text';
import {
  choose,
  clickUntilHidden,
  clickUntilRequest,
  clickUntilVisible,
  dateInput,
  dialog,
  figure,
  openAddForm,
  openFromMenu,
  openSelect,
  pressUntilHidden,
  switchLanguage,
  typeDate,
} from './support/ui';

const RUN = Date.now().toString(36).slice(-5);
const ADVICE = `居家观察 24 小时，多饮水 ${RUN}`;
const ANSWER = `已通知家长，明早复查 ${RUN}`;

const rows = (page: Page) => page.getByTestId('resource-table').locator('tbody tr.ant-table-row');
/** The message under a form field, as antd shows it. */
const fieldError = (page: Page, input: Locator) => page.locator('.ant-form-item').filter({ has: input }).locator('.ant-form-item-explain-error');

test("checks from the machines: the day's statistics, a teacher's review, the expert's message and the kindergarten's answer", async ({ page }, testInfo) => {
  test.setTimeout(120_000);
  const day = lastSchoolDay();

  // The kindergarten's day of morning checks, played by the simulator at the demo's first start.
  await signInTo(page, 'demo-kig', 3, '/health/daily', 'health-daily-page');
  await typeDate(dateInput(page, 'health-daily-date'), day, 'Enter');
  // The figures are read once they are the chosen day's (the previous day's stay on screen while it loads).
  await expect(page.getByTestId('health-daily-content')).toHaveAttribute('data-date', day);
  await expect.poll(() => figure(page, 'health-daily-checked')).toBeGreaterThan(50);
  const checked = await figure(page, 'health-daily-checked');
  expect(checked + (await figure(page, 'health-daily-notChecked'))).toBe(await figure(page, 'health-daily-expected'));
  await expect(page.getByTestId('health-chart-bands').locator('svg').first()).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('daily.png'), fullPage: true });

  // Review is offered only where there is something to review: never on a check marked 无需复核.
  await openFromMenu(page, '/health', '/health/check', 'resource-page-healthCheck');
  await expect(rows(page).filter({ hasText: '无需复核' }).first()).toBeVisible();
  await expect(rows(page).filter({ hasText: '无需复核' }).getByTestId('row-review')).toHaveCount(0);

  // A teacher corrects a machine's reading: 38.5 °C is a fever, and the check says so; 52 is refused where typed.
  await clickUntilVisible(page.getByTestId('health-check-quick').getByText('待复核'), page.locator('.ant-segmented-item-selected', { hasText: '待复核' }));
  const pending = rows(page).first();
  await expect(pending).toContainText('待复核');
  const checkRow = page.locator(`tr[data-row-key="${await pending.getAttribute('data-row-key')}"]`);
  const drawer = page.getByTestId('health-review-drawer');
  await clickUntilVisible(pending.getByTestId('row-review'), drawer);
  const temperature = page.getByTestId('health-review-temperature').locator('input').or(page.locator('input[data-testid="health-review-temperature"]')).first();
  // A correction differs from the machine's reading, shown in the row (the same value typed again is a confirmation).
  const corrected = (await pending.innerText()).includes('38.5') ? '38.6' : '38.5';
  await temperature.fill('52');
  await temperature.press('Tab');
  await expect(temperature).toHaveValue('52.0');
  await expect(fieldError(page, temperature)).toHaveText('应在 30.0 至 45.0 之间');
  await temperature.fill(corrected);
  await expect(fieldError(page, temperature)).toHaveCount(0);
  await page.getByTestId('health-review-note').fill(`复测体温 ${RUN}`);
  await page.getByTestId('health-review-submit').click();
  await expect(drawer).toBeHidden();
  await expect(checkRow).toHaveCount(0);
  // No demo check is ever corrected: the latest corrected one is this one.
  await choose(page, page.locator('#healthCheck-search_review'), '已更正');
  await clickUntilRequest(page, page.getByTestId('resource-search'), '/health/healthCheck/list');
  await expect(checkRow).toContainText(corrected);
  await expect(checkRow).toContainText('已更正');
  await signOut(page);

  // The contracted institution's expert sees the abnormal list and writes about a check.
  await signInTo(page, 'demo-expert', 7, '/health/abnormal', 'resource-page-healthCheck');
  await expect(rows(page).first()).toBeVisible();
  await expect(rows(page).first()).toContainText('阳光第一幼儿园');
  // The demo's children without health-check consent are left out, and the page says how many: as many as
  // the server withholds (whether one of those few children had an abnormal check is the simulator's chance).
  const answer = await page.request.get('/health/healthCheck/withheld', { headers: await apiHeaders(page.request, 'demo-expert', 7) });
  const { withheld } = ((await answer.json()) as { data: { withheld: number } }).data;
  if (withheld > 0) await expect(page.getByTestId('abnormal-withheld')).toContainText(`另有 ${withheld} 条异常记录未显示：监护人未同意或已撤回`);
  else await expect(page.getByTestId('abnormal-withheld')).toHaveCount(0);
  // Filtered by kindergarten and child, from pickers that offer what the institution may see.
  await choose(page, page.locator('#healthCheck-search_kigId'), '阳光第一幼儿园');
  const child = (await rows(page).first().locator('td').nth(1).textContent())!.trim();
  await openSelect(page, page.locator('#healthCheck-search_studentId'));
  await page.locator('#healthCheck-search_studentId').fill(child);
  await page.locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: child }).first().click();
  await clickUntilRequest(page, page.getByTestId('resource-search'), '/health/healthCheck/list');
  // (The first row already named the child before the search: wait for the filtered page itself.)
  await expect.poll(() => rows(page).evaluateAll((trs, name) => trs.length > 0 && trs.every((tr) => tr.textContent?.includes(name)), child)).toBe(true);
  await clickUntilVisible(rows(page).first().getByTestId('row-writeMessage'), page.getByTestId('message-write-input'));
  await page.getByTestId('message-write-input').fill(ADVICE);
  await page.getByTestId('message-write-submit').click();
  await expect(page.getByTestId('message-write-input')).toBeHidden();
  await signOut(page);

  // The kindergarten reads it and answers.
  await signInTo(page, 'demo-kig', 3, '/health/message', 'resource-page-doctorMessage');
  const message = rows(page).filter({ hasText: ADVICE });
  await expect(message).toContainText('待回复');
  // One detail, and the doctor by name, not by login.
  await expect(message.getByTestId('row-detail')).toHaveCount(1);
  await expect(message).toContainText('吴强');
  await expect(message).not.toContainText('demo-expert');
  await clickUntilVisible(message.getByTestId('row-reply'), page.getByTestId('message-reply-input'));
  await page.getByTestId('message-reply-input').fill(ANSWER);
  await page.getByTestId('message-reply-submit').click();
  await expect(message).toContainText('已回复');
  await expect(message).toContainText(ANSWER);
  await signOut(page);

  // Growth reports: the whole kindergarten's written by the background job, one viewed, its PDF downloaded.
  await signInTo(page, 'demo-kig', 3, '/health/growth', 'growth-page');
  await clickUntilVisible(page.getByTestId('growth-generate'), page.getByTestId('growth-generate-ok'));
  await page.getByTestId('growth-generate-ok').click();
  // The dialog closes once the request is answered and the screen has re-read the states (the demo's
  // first class was generated at the first start: until then its rows would still read 'generated').
  await expect(page.getByTestId('growth-generate-ok')).toBeHidden();
  await expect(page.getByTestId('growth-progress')).toBeHidden({ timeout: 60_000 });
  await expect(rows(page).first()).toContainText('已生成', { timeout: 30_000 });
  await clickUntilVisible(rows(page).first().getByTestId('row-viewReport'), page.getByTestId('growth-report-attendance'));
  // The days counted start when the demo's machines first recorded, not at the term's first day.
  await expect(page.getByTestId('growth-attendance-span')).toContainText('起计');
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('growth-report-pdf').click()]);
  const file = await download.path();
  expect(readFileSync(file).subarray(0, 5).toString()).toBe('%PDF-');
  expect(download.suggestedFilename()).toMatch(/\.pdf$/);
  await pressUntilHidden(page, 'Escape', page.getByTestId('growth-report-view'));
  await signOut(page);

  // The expert sees the answer; the other kindergarten sees none of it.
  await signIn(page, 'demo-expert', 7);
  await openFromMenu(page, '/specialist', '/health/message', 'resource-page-doctorMessage');
  await expect(rows(page).filter({ hasText: ADVICE })).toContainText(ANSWER);
});

test('a number out of range is refused where it is typed, and the English growth report has its own punctuation', async ({ page }, testInfo) => {
  test.setTimeout(90_000);
  await signIn(page, 'demo-kig', 3);

  // 9.9 for an eye is refused with the chart's bounds and stays as typed, never turned into 5.3.
  await openFromMenu(page, '/health', '/health/eye', 'resource-page-eyeTest');
  await openAddForm(page);
  const leftEye = page.locator('#eyeTest-form_leftEye');
  await leftEye.fill('9.9');
  await leftEye.press('Tab');
  await expect(leftEye).toHaveValue('9.9');
  await expect(fieldError(page, leftEye)).toHaveText('应在 3.0 至 5.3 之间');
  await page.screenshot({ path: testInfo.outputPath('eye-out-of-range.png') });
  await clickUntilHidden(page.getByTestId('resource-form-cancel'), dialog(page, 'resource-form'));

  // In English: the report's figures and its PDF read 'School days: 16', never 'School days：16'.
  await switchLanguage(page, 'en');
  await openFromMenu(page, '/health', '/health/growth', 'growth-page');
  const generated = rows(page)
    .filter({ has: page.getByTestId('row-viewReport') })
    .first();
  await clickUntilVisible(generated.getByTestId('row-viewReport'), page.getByTestId('growth-report-attendance'));
  for (const section of ['growth-report-attendance', 'growth-report-checks']) await expect(page.getByTestId(section)).not.toContainText(/[：、（），]/);
  await page.screenshot({ path: testInfo.outputPath('growth-en.png') });
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('growth-report-pdf').click()]);
  const lines = pdfText(readFileSync(await download.path()));
  expect(lines.filter((line) => line.startsWith('School days'))).toEqual([expect.stringMatching(/^School days: \d+$/)]);
  // The report's own words (the children's and doctors' texts are theirs, in whatever language they wrote).
  expect(lines.filter((line) => /^[A-Za-z][A-Za-z ]*[：（]/.test(line) || /[A-Za-z]、[A-Za-z]/.test(line))).toEqual([]);
});
