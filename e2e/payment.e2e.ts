import type { APIRequestContext } from '@playwright/test';
import { expect, test } from './support/test';
import { signIn, signOut } from './support/session';
import { clickUntilVisible, confirmWith, openFromMenu, pressUntilHidden } from './support/ui';

/**
 * A demo family of 阳光第一幼儿园 of this test's own (README, "The families' API"): its child is paid a month
 * online, then refunded whole (asked by finance, approved by finance's second person), which ends the month
 * it bought and takes every share back: the demo's membership and balances are as they were.
 */
const FAMILY = { phone: '13600000002', password: 'Family_1234' };

async function familyCall<T>(request: APIRequestContext, method: 'GET' | 'POST', path: string, token?: string, data?: object): Promise<T> {
  const res = await request.fetch(path, { method, ...(data ? { data } : {}), headers: token ? { authorization: `Bearer ${token}` } : {} });
  expect(res.status(), await res.text()).toBe(200);
  return ((await res.json()) as { data: T }).data;
}

test("a family's membership paid through the local channel: finance sees the order paid with its lines, the kindergarten its share; refunded, asked by one finance person and approved by another", async ({
  page,
}) => {
  test.setTimeout(180_000);
  // The payer's side, through the families' API: order the cheapest paid package, then pay it on the local channel's page.
  const { token } = await familyCall<{ token: string }>(page.request, 'POST', '/app/v1/auth/login', undefined, FAMILY);
  const me = await familyCall<{ children: { id: string }[] }>(page.request, 'GET', '/app/v1/me', token);
  const studentId = me.children[0]!.id;
  const offer = await familyCall<{ offers: { packageId: string; price: number; tryFlag: boolean }[] }>(page.request, 'GET', `/app/v1/membership?studentId=${studentId}`, token);
  const pack = offer.offers.filter((o) => !o.tryFlag).sort((a, b) => a.price - b.price)[0]!;
  const order = await familyCall<{ id: string; code: string; amount: number; payFlag: string }>(page.request, 'POST', '/app/v1/order/create', token, {
    studentId,
    packageId: pack.packageId,
    channel: 'local',
  });
  expect(order.amount).toBe(pack.price);
  const paid = await familyCall<{ payFlag: string }>(page.request, 'POST', '/app/v1/order/payLocal', token, { id: order.id });
  expect(paid.payFlag).toBe('paid');

  // Finance sees the order paid, its ledger lines and the verified notification.
  await signIn(page, 'demo-finance', 11);
  await openFromMenu(page, '/money', '/money/paymentOrder', 'resource-page-paymentOrder');
  const row = page.getByTestId('resource-table').locator('tbody tr', { hasText: order.code });
  await expect(row).toContainText('已支付');
  await clickUntilVisible(row.getByTestId('row-details'), page.getByTestId('order-lines'));
  // The payment (the channel less its fee, the fee, transit) and the split (transit, the three shares).
  await expect(page.getByTestId('order-lines').locator('tbody tr.ant-table-row')).toHaveCount(7);
  await expect(page.getByTestId('order-lines')).toContainText('手续费');
  await expect(page.getByTestId('order-lines')).toContainText('会员收入分账');
  await expect(page.getByTestId('order-notifications').locator('tbody tr.ant-table-row')).toHaveCount(1);
  await expect(page.getByTestId('order-notifications')).toContainText('已入账');
  await pressUntilHidden(page, 'Escape', page.getByTestId('order-lines'));
  await signOut(page);

  // The kindergarten sees its share in its ledger lines, named by the order's code.
  await signIn(page, 'demo-kig', 3);
  await openFromMenu(page, '/money', '/money/ledger', 'money-accounts');
  const line = page.getByTestId('money-lines').locator('tbody tr', { hasText: order.code });
  await expect(line.filter({ hasText: '会员收入分账' })).toHaveCount(1);
  await signOut(page);

  // Finance asks for the whole amount back on the order's row (the dialog offers what is left), with a reason.
  await signIn(page, 'demo-finance', 11);
  await openFromMenu(page, '/money', '/money/paymentOrder', 'resource-page-paymentOrder');
  const form = page.getByTestId('refund-request-form');
  await clickUntilVisible(page.getByTestId('resource-table').locator('tbody tr', { hasText: order.code }).getByTestId('row-refund'), form);
  await form.getByLabel('退款原因').fill('家长退园，全额退款');
  await page.getByRole('button', { name: '提交申请' }).click();
  await expect(form).toBeHidden();
  // The refunds' page lists it to approve; its requester has no approve on it (the server refuses self-approval).
  await openFromMenu(page, '/money', '/money/refund', 'resource-page-paymentRefund');
  const refund = page.getByTestId('resource-table').locator('tbody tr', { hasText: order.code });
  await expect(refund).toContainText('待审批');
  await signOut(page);

  // Finance's second person approves it after the confirmation: refunded, the ledger's reversal written.
  await signIn(page, 'demo-auditor', 11);
  await openFromMenu(page, '/money', '/money/refund', 'resource-page-paymentRefund');
  const ok = page.getByTestId('confirm-ok');
  await clickUntilVisible(refund.getByTestId('row-approve'), ok);
  await confirmWith(ok);
  await expect(refund).toContainText('已退款');
  // The order is refunded whole, and the reconciliation still shows no difference.
  await openFromMenu(page, '/money', '/money/paymentOrder', 'resource-page-paymentOrder');
  await expect(page.getByTestId('resource-table').locator('tbody tr', { hasText: order.code })).not.toContainText('申请退款');
  await openFromMenu(page, '/money', '/money/reconciliation', 'reconciliation-checks');
  await expect(page.getByTestId('reconciliation-result')).toContainText('无差异');
  await signOut(page);

  // The kindergarten sees its share taken back, named by the order's code; the family's child has no month of this order.
  await signIn(page, 'demo-kig', 3);
  await openFromMenu(page, '/money', '/money/ledger', 'money-accounts');
  await expect(page.getByTestId('money-lines').locator('tbody tr', { hasText: order.code }).filter({ hasText: '订单退款' })).toHaveCount(1);
  const after = await familyCall<{ offers: unknown[]; membership?: { endDate?: string } | null }>(page.request, 'GET', `/app/v1/membership?studentId=${studentId}`, token);
  expect(after).toEqual(offer);
});
