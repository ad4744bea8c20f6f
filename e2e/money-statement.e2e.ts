import type { Page } from '@playwright/test';
import { expect, test } from './support/test';
import { signIn, signOut } from './support/session';
import { openFromMenu, pressUntilHidden } from './support/ui';

/** This month on the platform's clocks ('2026-11'). */
const thisMonth = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Shanghai' }).format(new Date()).slice(0, 7);
const balanceText = async (page: Page) => (await page.getByTestId('money-accounts').locator('tbody tr.ant-table-row').first().locator('td').nth(2).innerText()).trim();

// Making the current month's statement writes only that statement (made again at each ask): nothing
// another test reads changes.
test("a kindergarten makes this month's statement, reads it and downloads its PDF; finance finds it and the reconciliation shows no difference", async ({ page }) => {
  test.setTimeout(180_000);
  const month = thisMonth();

  await signIn(page, 'demo-kig', 3);
  await openFromMenu(page, '/money', '/money/ledger', 'money-accounts');
  const balance = await balanceText(page);
  await openFromMenu(page, '/money', '/money/statements', 'statement-list');
  await page.getByTestId('statement-generate').click();
  // The statement opens: its closing balance is the account's balance, its lines below.
  await expect(page.getByTestId('statement-closing')).toContainText(balance);
  await expect(page.getByTestId('statement-lines')).toBeVisible();
  const [pdf] = await Promise.all([page.waitForEvent('download'), page.getByTestId('statement-pdf').click()]);
  expect(pdf.suggestedFilename()).toBe(`阳光第一幼儿园 ${month} 对账单.pdf`);
  await pressUntilHidden(page, 'Escape', page.getByTestId('statement-lines'));
  await expect(page.getByTestId('statement-list').locator('tbody tr', { hasText: month }).first()).toContainText('阳光第一幼儿园');
  await signOut(page);

  // Finance sees every account's statements, the kindergarten's among them, and the reconciliation.
  await signIn(page, 'demo-finance', 11);
  await openFromMenu(page, '/money', '/money/statements', 'statement-list');
  await expect(page.getByTestId('statement-list').locator('tbody tr', { hasText: '阳光第一幼儿园' }).first()).toContainText(month);
  await openFromMenu(page, '/money', '/money/reconciliation', 'reconciliation-checks');
  await expect(page.getByTestId('reconciliation-result')).toContainText('无差异');
  // Three checks: balances against entries, transactions summing to zero, and the channels' paid orders against their notifications.
  await expect(page.getByTestId('reconciliation-checks').locator('tbody tr.ant-table-row')).toHaveCount(3);
  await expect(page.getByTestId('reconciliation-checks')).toContainText('每个支付渠道：已支付订单与渠道通知一致');
  const [sheet] = await Promise.all([page.waitForEvent('download'), page.getByTestId('reconciliation-export').click()]);
  expect(sheet.suggestedFilename()).toBe('对账报告.xlsx');
});
