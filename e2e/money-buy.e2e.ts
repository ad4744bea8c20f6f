import type { Page } from '@playwright/test';
import { expect, test } from './support/test';
import { signIn, signInTo, signOut } from './support/session';
import { choose, clickUntilVisible, confirmWith, openAddForm, openFromMenu, tableRow } from './support/ui';

const PNG_1X1 = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');
/** Amounts of this run's own (a retried test files others), in fen. */
const FEN = 200_00 + (Date.now() % 90_000);
const yuan = (fen: number) => (fen / 100).toFixed(2).replace(/\B(?=(\d{3})+(?!\d))/g, ',');

const row = tableRow;
async function balance(page: Page): Promise<number> {
  const text = (await page.getByTestId('money-balance').locator('.ant-statistic-content').innerText()).replace(/[^\d.]/g, '');
  return Math.round(Number(text) * 100);
}

/** The agent files a transfer recharge of `fen` with its credential and finance approves it: the agent's money of this run. */
async function agentTopUp(page: Page, fen: number) {
  await signIn(page, 'demo-agent', 5);
  await openFromMenu(page, '/money', '/money/recharge', 'resource-page-recharge');
  await openAddForm(page);
  await page.locator('#recharge-form_amount').fill((fen / 100).toFixed(2));
  await choose(page, page.locator('#recharge-form_channel'), '银行转账');
  const paidAt = page.locator('#recharge-form_paidAt');
  await paidAt.click();
  await paidAt.fill('2026-11-25 10:30');
  await paidAt.press('Enter');
  const upload = page.getByTestId('image-upload');
  await upload.locator('input[type="file"]').setInputFiles({ name: 'credential.png', mimeType: 'image/png', buffer: PNG_1X1 });
  await expect(upload.getByTestId('image-box')).toBeVisible();
  await page.getByTestId('resource-form-submit').click();
  await expect(row(page, yuan(fen))).toContainText('待审核');
  await signOut(page);
  await signIn(page, 'demo-finance', 11);
  await openFromMenu(page, '/money', '/money/recharge', 'resource-page-recharge');
  const ok = page.getByTestId('confirm-ok');
  await clickUntilVisible(row(page, yuan(fen)).getByTestId('row-approve'), ok);
  await confirmWith(ok);
  await expect(row(page, yuan(fen))).toContainText('已通过');
  await signOut(page);
}

test("an agent's withdrawal walked from its request to finance's approval and paid with the transfer's reference, its balance before and after", async ({ page }) => {
  test.setTimeout(300_000);
  await agentTopUp(page, FEN);

  // The agent asks to withdraw what it recharged: held at once, its balance lower by the amount.
  await signIn(page, 'demo-agent', 5);
  await openFromMenu(page, '/money', '/money/withdrawal', 'resource-page-withdrawal');
  await expect(page.getByTestId('money-balance')).toBeVisible();
  const before = await balance(page);
  await clickUntilVisible(page.getByTestId('withdrawal-request'), page.getByTestId('withdrawal-request-form'));
  await page.locator('#withdrawalRequest_amount').fill((FEN / 100).toFixed(2));
  await page
    .getByRole('dialog')
    .getByRole('button', { name: /确\s*定|OK/ })
    .click();
  await expect(row(page, yuan(FEN))).toContainText('待提现');
  await expect.poll(() => balance(page)).toBe(before - FEN);
  await signOut(page);

  // Finance approves it, then marks it paid with the bank transfer's reference.
  await signIn(page, 'demo-finance', 11);
  await openFromMenu(page, '/money', '/money/withdrawal', 'resource-page-withdrawal');
  const ok = page.getByTestId('confirm-ok');
  await clickUntilVisible(row(page, yuan(FEN)).getByTestId('row-approve'), ok);
  await confirmWith(ok);
  await expect(row(page, yuan(FEN))).toContainText('提现中');
  await clickUntilVisible(row(page, yuan(FEN)).getByTestId('row-pay'), page.getByTestId('withdrawal-pay-form'));
  await page.locator('#withdrawalPay_reference').fill(`CMB-E2E-${FEN}`);
  await page.getByRole('dialog').getByRole('button', { name: '确认打款' }).click();
  await expect(row(page, yuan(FEN))).toContainText('已提现');
  await signOut(page);

  // The agent sees it withdrawn, and its balance stays lower by the amount.
  await signIn(page, 'demo-agent', 5);
  await openFromMenu(page, '/money', '/money/withdrawal', 'resource-page-withdrawal');
  await expect(row(page, yuan(FEN))).toContainText('已提现');
  await expect.poll(() => balance(page)).toBe(before - FEN);
});

test("an agent buys a recharge package for its kindergarten from its balance, and the kindergarten's service end date moves", async ({ page }) => {
  test.setTimeout(300_000);
  // A package of this run's own, put on the shelf by operations (left on it: the catalogue only grows).
  const code = `E2E${Date.now() % 1_000_000}`;
  await signIn(page, 'demo-ops', 9);
  await openFromMenu(page, '/pack', '/agency/rechargePackage', 'resource-page-rechargePackage');
  await openAddForm(page);
  await page.locator('#rechargePackage-form_orderCode').fill(code);
  await page.locator('#rechargePackage-form_months').fill('1');
  await page.locator('#rechargePackage-form_monthlyFee').fill('1.00');
  await page.locator('#rechargePackage-form_agentPrice').fill('1.00');
  await page.locator('#rechargePackage-form_kigPrice').fill('2.00');
  await page.getByTestId('resource-form-submit').click();
  const ok = page.getByTestId('confirm-ok');
  await clickUntilVisible(row(page, code).getByTestId('row-putOn'), ok);
  await confirmWith(ok);
  await expect(row(page, code)).toContainText('已上架');
  await signOut(page);

  await agentTopUp(page, 1_00 + (FEN % 100));

  // The kindergarten's service end before.
  await signInTo(page, 'demo-kig', 3, '/kigBaseKigSetting', 'kig-setting-page');
  const before = await page.getByTestId('kig-platformServiceEnd').innerText();
  await signOut(page);

  // The agent buys it for the kindergarten: the dialog shows the price and the balance after.
  await signIn(page, 'demo-agent', 5);
  await openFromMenu(page, '/pack', '/agency/packageDetails', 'pack-details-page');
  await clickUntilVisible(page.getByTestId(`pack-buy-${code}`), page.getByTestId('pack-buy-form'));
  await choose(page, page.getByTestId('pack-buy-form').locator('#packBuy_kigId'), '阳光第一幼儿园');
  const balanceText = await page.getByTestId('pack-buy-balance').innerText();
  const balanceFen = Math.round(Number(balanceText.replace(/[^\d.-]/g, '')) * 100);
  await expect(page.getByTestId('pack-buy-after')).toHaveText(`¥${yuan(balanceFen - 1_00)}`);
  await page.getByTestId('pack-buy-confirm').click();
  await expect(page.getByTestId('pack-buy-form')).toBeHidden();
  await signOut(page);

  // The kindergarten sees its service end date moved.
  await signInTo(page, 'demo-kig', 3, '/kigBaseKigSetting', 'kig-setting-page');
  await expect(page.getByTestId('kig-platformServiceEnd')).not.toHaveText(before);
  await expect(page.getByTestId('kig-platformServiceEnd')).toHaveText(/^\d{4}-\d{2}-\d{2}$/);
});

test('operations put an SMS offer of their own on the shelf, an agent buys it for its kindergarten from its balance, and operations take it off again', async ({ page }) => {
  test.setTimeout(300_000);
  // An offer of this run's own (a quota no other offer has), at two yuan and a few fen: an amount no other
  // test of this file recharges (the recharge packages' test tops up one yuan and the same fen).
  const code = `SMSE2E${Date.now() % 1_000_000}`;
  const quota = 100 + (Date.now() % 800);
  const price = 2_00 + (FEN % 100);
  await signIn(page, 'demo-ops', 9);
  await openFromMenu(page, '/pack', '/agency/smsOffer', 'resource-page-smsOffer');
  await openAddForm(page);
  await page.locator('#smsOffer-form_code').fill(code);
  await page.locator('#smsOffer-form_quota').fill(String(quota));
  await page.locator('#smsOffer-form_agentPrice').fill((price / 100).toFixed(2));
  await page.getByTestId('resource-form-submit').click();
  const ok = page.getByTestId('confirm-ok');
  await clickUntilVisible(row(page, code).getByTestId('row-putOn'), ok);
  await confirmWith(ok);
  await expect(row(page, code)).toContainText('已上架');
  await signOut(page);

  await agentTopUp(page, price);

  // The agent buys it on its SMS packages page: the dialog lists the offers on the shelf, with the price and the balance after.
  await signIn(page, 'demo-agent', 5);
  await openFromMenu(page, '/agentSystem', '/agency/smsPackage', 'resource-page-smsPackage');
  await clickUntilVisible(page.getByTestId('sms-buy'), page.getByTestId('pack-buy-form'));
  await choose(page, page.getByTestId('pack-buy-form').locator('#packBuy_kigId'), '阳光第一幼儿园');
  await choose(page, page.getByTestId('pack-buy-form').locator('#packBuy_offer'), `${quota} 条 · ¥${yuan(price)}`);
  const balanceFen = Math.round(Number((await page.getByTestId('pack-buy-balance').innerText()).replace(/[^\d.-]/g, '')) * 100);
  await expect(page.getByTestId('pack-buy-after')).toHaveText(`¥${yuan(balanceFen - price)}`);
  await page.getByTestId('pack-buy-confirm').click();
  await expect(page.getByTestId('pack-buy-form')).toBeHidden();
  await expect(row(page, code)).toContainText('购买');
  await expect(row(page, code)).toContainText(String(quota));
  await signOut(page);

  // Operations take it off the shelf again (the catalogue of the demo stays as it was offered).
  await signIn(page, 'demo-ops', 9);
  await openFromMenu(page, '/pack', '/agency/smsOffer', 'resource-page-smsOffer');
  await clickUntilVisible(row(page, code).getByTestId('row-takeOff'), ok);
  await confirmWith(ok);
  await expect(row(page, code)).toContainText('已下架');
});
