import { expect, test } from './support/test';
import { signIn, signOut } from './support/session';
import { choose, clickUntilVisible, confirmWith, openAddForm, openFromMenu, tableRow } from './support/ui';

// The demo's yearly package waits off the shelf (pack-seed.ts).
const YEARLY = '年度会员';

test('operations put a VIP package on the shelf, and the agent sees it in package details and sets a kindergarten fee for it', async ({ page }) => {
  test.setTimeout(180_000);

  await signIn(page, 'demo-ops', 9);
  await openFromMenu(page, '/pack', '/agency/vipPackage', 'resource-page-vipPackage');
  await expect(tableRow(page, YEARLY)).toContainText('已下架');
  const ok = page.getByTestId('confirm-ok');
  await clickUntilVisible(tableRow(page, YEARLY).getByTestId('row-putOn'), ok);
  await confirmWith(ok);
  await expect(tableRow(page, YEARLY)).toContainText('已上架');
  await signOut(page);

  await signIn(page, 'demo-agent', 5);
  await openFromMenu(page, '/pack', '/agency/packageDetails', 'pack-details-page');
  // The agent's cost of a yearly membership is the package's charge, ¥90.00.
  await expect(tableRow(page, YEARLY, page.getByTestId('pack-details-page'))).toContainText('90.00');

  await openFromMenu(page, '/pack', '/agenKigFeeSet', 'resource-page-kigFeeSetting');
  await openAddForm(page);
  await choose(page, page.locator('#kigFeeSetting-form_kigId'), '阳光第一幼儿园');
  await choose(page, page.locator('#kigFeeSetting-form_packageId'), YEARLY);
  // Below the cost is refused on the field, with the cost named.
  const price = page.locator('#kigFeeSetting-form_agentPrice');
  await price.fill('80');
  await page.getByTestId('resource-form-submit').click();
  await expect(page.locator('.ant-form-item-explain-error')).toContainText('代理商收费不能低于套餐成本价 90.00 元');
  await price.fill('108');
  await page.getByTestId('resource-form-submit').click();
  await expect(tableRow(page, YEARLY)).toContainText('108.00');
});

test("a kindergarten records a child's membership paid in cash, at its own price, from the memberships' states", async ({ page }) => {
  test.setTimeout(120_000);

  await signIn(page, 'demo-kig', 3);
  await openFromMenu(page, '/pack', '/agency/membership', 'pack-membership-page');
  // An active membership: the sale renews it from its end.
  await choose(page, page.getByTestId('pack-membership-page').getByRole('combobox', { name: '状态' }), '有效');
  await expect(page.getByTestId('pack-membership-page').locator('tbody tr.ant-table-row').first()).toContainText('有效');
  const first = page.getByTestId('pack-membership-page').locator('tbody tr.ant-table-row').first();
  const child = (await first.locator('td').first().innerText()).trim();
  const renewals = Number((await first.locator('td').nth(6).innerText()).trim());
  const ok = page.locator('.ant-modal-footer .ant-btn-primary');
  await clickUntilVisible(first.getByTestId('pack-sell'), ok);
  // Not without a package: the field says so.
  await ok.click();
  await expect(page.locator('.ant-form-item-explain-error')).toContainText('请选择会员套餐');
  await choose(page, page.locator('#packSell_packageId'), '月度会员');
  await ok.click();
  await expect(page.locator('.ant-message')).toContainText(`${child}：会员有效期至`);
  // The child's row counts one renewal more.
  await expect(page.getByTestId('pack-membership-page').locator('tbody tr.ant-table-row', { hasText: child }).first().locator('td').nth(6)).toHaveText(String(renewals + 1));
});
