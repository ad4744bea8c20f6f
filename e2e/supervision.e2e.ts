import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import type { Page } from '@playwright/test';
import { expect, test } from './support/test';
import { signIn, signOut } from './support/session';
import { clickUntilVisible, openFromMenu, pressUntilHidden } from './support/ui';

const run = promisify(execFile);

/** The last school day (Monday to Friday) before today in Shanghai: its morning checks are all in, whatever the hour of the run. */
function lastSchoolDay(): string {
  const day = new Date(`${new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Shanghai' }).format(new Date())}T00:00:00Z`);
  do day.setUTCDate(day.getUTCDate() - 1);
  while (day.getUTCDay() === 0 || day.getUTCDay() === 6);
  return day.toISOString().slice(0, 10);
}

const feverRow = (page: Page) => page.getByTestId('alerts').locator('tbody tr', { hasText: '阳光第一幼儿园' }).filter({ hasText: '同班发热聚集' });

test('a supervision account drills from its area to a kindergarten; an outbreak raises an alert that the kindergarten answers and the authority closes', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(300_000);

  // The simulator plays a small outbreak in a class of 阳光第一幼儿园 (three children re-checked with fever on the last school day).
  await run(
    process.execPath,
    [
      '--import',
      'tsx',
      'apps/server/src/simulator/cli.ts',
      '--kig',
      'KG0001',
      '--date',
      lastSchoolDay(),
      '--outbreak',
      '--letters',
      '0',
      '--reads',
      '0',
      '--applies',
      '0',
      '--url',
      baseURL!,
    ],
    { cwd: process.cwd(), timeout: 180_000 },
  );

  // The authority of 徐汇区 sees its district's kindergarten, not 长宁区's, and drills down to its classes (no child named).
  await signIn(page, 'demo-supervisor', 20);
  await openFromMenu(page, '/supervision', '/supervision/overview', 'supervision-overview-page');
  // Its area by name, as people know it, not by its code.
  await expect(page.getByTestId('supervision-overview-page').locator('.ant-card-head-title')).toHaveText('辖区：上海市 / 徐汇区');
  const kindergartens = page.getByTestId('supervision-kindergartens');
  await expect(kindergartens).toContainText('阳光第一幼儿园');
  await expect(kindergartens).not.toContainText('阳光第二幼儿园');
  await clickUntilVisible(kindergartens.getByTestId('supervision-drill').first(), page.getByTestId('supervision-classes'));
  await expect(page).toHaveURL(/kigId=/);
  await expect(page.getByTestId('supervision-classes').locator('tbody tr.ant-table-row').first()).toBeVisible();

  // The alert is raised within a minute of the checks (the minute's job): the authority's list, which asks again
  // every half minute, shows it open without a reload.
  await openFromMenu(page, '/supervision', '/supervision/alert', 'supervision-alert-page');
  await expect(feverRow(page).filter({ hasText: '待处置' }).first()).toBeVisible({ timeout: 150_000 });
  // The rules in force in its area (the demo's area has none of its own: the defaults).
  await expect(page.getByTestId('alert-rules')).toContainText('同一班级 3 个在园日内 3 名及以上幼儿发热');
  await signOut(page);

  // The kindergarten answers with what it did.
  await signIn(page, 'demo-kig', 3);
  await openFromMenu(page, '/supervision', '/supervision/alert', 'supervision-alert-page');
  // A kindergarten reads no area's rules: none are shown, rather than defaults its area may not keep.
  await expect(page.getByTestId('alert-rules')).toHaveCount(0);
  const drawer = page.getByTestId('alert-drawer');
  await clickUntilVisible(feverRow(page).filter({ hasText: '待处置' }).first().getByTestId('alert-details'), drawer.getByTestId('alert-answer'));
  // check() waits until each box shows ticked: a lost click fails here, not as a thinner answer later.
  for (const action of ['隔离', '消毒', '通知家长']) await drawer.getByTestId('alert-actions').getByRole('checkbox', { name: action }).check();
  await drawer.getByTestId('alert-answer-note').fill('已隔离发热幼儿并全园消毒，已通知家长');
  await drawer.getByTestId('alert-answer').click();
  await expect(drawer.getByTestId('alert-status-tag')).toHaveText('已回复');
  await pressUntilHidden(page, 'Escape', drawer.getByTestId('alert-status-tag'));
  await signOut(page);

  // The authority reads the children concerned while the alert is open, and closes it.
  await signIn(page, 'demo-supervisor', 20);
  await openFromMenu(page, '/supervision', '/supervision/alert', 'supervision-alert-page');
  await clickUntilVisible(feverRow(page).filter({ hasText: '已回复' }).first().getByTestId('alert-details'), drawer.getByTestId('alert-close'));
  await expect(drawer.getByTestId('alert-children')).not.toBeEmpty();
  await expect(drawer).toContainText('已隔离发热幼儿并全园消毒，已通知家长');
  await drawer.getByTestId('alert-close-note').fill('处置到位');
  await drawer.getByTestId('alert-close').click();
  await expect(drawer.getByTestId('alert-status-tag')).toHaveText('已关闭');
  await expect(drawer.getByTestId('alert-children')).toHaveCount(0);
});
