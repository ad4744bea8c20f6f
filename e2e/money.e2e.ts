import type { Page } from '@playwright/test';
import { expect, test } from './support/test';
import { signIn, signOut } from './support/session';
import { choose, clickUntilVisible, confirmWith, openAddForm, openFromMenu, pressUntilHidden, tableRow } from './support/ui';

const PNG_1X1 = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');
/** An amount of this run's own (a retried test files another), in fen. */
const FEN = 100_00 + (Date.now() % 90_000);
const yuan = (fen: number) => (fen / 100).toFixed(2).replace(/\B(?=(\d{3})+(?!\d))/g, ',');

const row = tableRow;
/** The balance shown above the recharges, in fen. */
async function balance(page: Page): Promise<number> {
  const text = (await page.getByTestId('money-balance').locator('.ant-statistic-content').innerText()).replace(/[^\d.]/g, '');
  return Math.round(Number(text) * 100);
}

test('a kindergarten files a cash recharge with its credential, finance approves it, and the balance shows it', async ({ page }) => {
  test.setTimeout(180_000);

  // The kindergarten files a recharge by bank transfer with a picture of the transfer's credential.
  await signIn(page, 'demo-kig', 3);
  await openFromMenu(page, '/money', '/money/recharge', 'resource-page-recharge');
  await expect(page.getByTestId('money-balance')).toBeVisible();
  const before = await balance(page);
  await openAddForm(page);
  await page.locator('#recharge-form_amount').fill((FEN / 100).toFixed(2));
  await choose(page, page.locator('#recharge-form_channel'), '银行转账');
  const paidAt = page.locator('#recharge-form_paidAt');
  await paidAt.click();
  await paidAt.fill('2026-11-25 10:30');
  await paidAt.press('Enter');
  const upload = page.getByTestId('image-upload');
  await upload.locator('input[type="file"]').setInputFiles({ name: 'credential.png', mimeType: 'image/png', buffer: PNG_1X1 });
  await expect(upload.getByTestId('image-box')).toBeVisible();
  await page.getByTestId('resource-form-submit').click();
  const mine = row(page, yuan(FEN));
  await expect(mine).toContainText('待审核');
  // Nothing moves before finance approves, and the filer cannot approve.
  await expect(mine.getByTestId('row-approve')).toHaveCount(0);
  await signOut(page);

  // Finance approves it; its details show the ledger's two lines.
  await signIn(page, 'demo-finance', 11);
  await openFromMenu(page, '/money', '/money/recharge', 'resource-page-recharge');
  const ok = page.getByTestId('confirm-ok');
  await clickUntilVisible(row(page, yuan(FEN)).getByTestId('row-approve'), ok);
  await confirmWith(ok);
  await expect(row(page, yuan(FEN))).toContainText('已通过');
  await clickUntilVisible(row(page, yuan(FEN)).getByTestId('row-details'), page.getByTestId('recharge-lines'));
  const lines = page.getByTestId('recharge-lines').locator('tbody tr.ant-table-row');
  await expect(lines).toHaveCount(2);
  await expect(lines.nth(0)).toContainText(`-¥${yuan(FEN)}`);
  await expect(lines.nth(1)).toContainText(`¥${yuan(FEN)}`);
  await pressUntilHidden(page, 'Escape', page.getByTestId('recharge-lines'));
  await signOut(page);

  // The kindergarten's balance has grown by the amount.
  await signIn(page, 'demo-kig', 3);
  await openFromMenu(page, '/money', '/money/recharge', 'resource-page-recharge');
  await expect(row(page, yuan(FEN))).toContainText('已通过');
  await expect.poll(() => balance(page)).toBe(before + FEN);
  // Its ledger shows the recharge's line, the balance after it.
  await openFromMenu(page, '/money', '/money/ledger', 'money-accounts');
  const line = page.getByTestId('money-lines').locator('tbody tr.ant-table-row').first();
  await expect(line).toContainText('充值');
  await expect(line).toContainText(`¥${yuan(FEN)}`);
  await expect(line).toContainText(`¥${yuan(before + FEN)}`);
});
