import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { expect, test } from './support/test';
import { apiHeaders, signIn } from './support/session';
import { clickUntilVisible, openFromMenu, tableRow } from './support/ui';

/** The last code the local SMS driver sent to a phone: its outbox file, which only the tests read. */
function lastCodeTo(phone: string): string | undefined {
  const file = `${process.env.E2E_DATA_DIR}/sms-outbox.jsonl`;
  const lines = readFileSync(file, 'utf8').trim().split('\n');
  const sent = lines.map((l) => JSON.parse(l) as { phone: string; params: { code: string } }).filter((m) => m.phone === phone);
  return sent.at(-1)?.params.code;
}

/** The platform's contact phone in the demo: where operations' codes go. */
const OPERATIONS_PHONE = '13800000000';

/**
 * A kindergarten of this test's own under the demo agent, made and then disabled (its service ended)
 * by the system administrator through the server's own calls; never the shared demo kindergartens.
 */
async function endedKindergarten(page: Page, code: string, name: string): Promise<void> {
  const headers = await apiHeaders(page.request, 'demo-admin', 8);
  const orgs = await page.request.post('/system/organization/list', { headers, data: { code: 'AG0001', pageSize: 10 } });
  const agent = ((await orgs.json()) as { data: { records: { id: string; code: string }[] } }).data.records.find((o) => o.code === 'AG0001')!;
  const made = await page.request.post('/system/organization/save', {
    headers,
    data: { name, code, kind: 'kindergarten', parentId: agent.id, sort: 99, contactPhone: '13912345678' },
  });
  expect(made.status(), await made.text()).toBe(200);
  const { id } = ((await made.json()) as { data: { id: string } }).data;
  expect((await page.request.post('/system/organization/disable', { headers, data: { id } })).status()).toBe(200);
}

test('operations delete the data of a kindergarten whose service has ended, with the code sent to their phone', async ({ page }) => {
  test.setTimeout(120_000);
  const code = `KA${String(Date.now()).slice(-5)}`;
  const name = `结束服务测试园${code}`;
  await endedKindergarten(page, code, name);

  await signIn(page, 'demo-ops', 9);
  await openFromMenu(page, '/kigManage', '/kigManage/base', 'resource-page-kigBase');
  const row = tableRow(page, code);
  await expect(row).toBeVisible();
  // A kindergarten still served offers no deletion.
  await expect(tableRow(page, 'KG0001')).toBeVisible();
  await expect(tableRow(page, 'KG0001').getByTestId('row-erase')).toHaveCount(0);
  // The dialog names the kindergarten and says what will be erased.
  const dialog = page.getByRole('dialog');
  await clickUntilVisible(row.getByTestId('row-erase'), dialog);
  await expect(dialog.getByTestId('kig-erase-intro')).toHaveText(`将删除「${name}」（${code}）的数据，且无法恢复。`);
  await expect(dialog.getByText('个人信息将被清除')).toBeVisible();
  await expect(dialog.getByText('在后台从存储中删除其文件')).toBeVisible();
  await expect(dialog.getByText('验证码将发送至 138****0000')).toBeVisible();

  await dialog.getByTestId('sms-send-code').click();
  await expect(page.getByText('验证码已发送至 138****0000')).toBeVisible();
  await expect.poll(() => lastCodeTo(OPERATIONS_PHONE)).toMatch(/^\d{6}$/);
  await dialog.getByTestId('sms-code').fill(lastCodeTo(OPERATIONS_PHONE)!);
  await dialog.getByTestId('sms-confirm').click();

  // A kindergarten made a moment ago has no stored file yet.
  await expect(page.getByText(`已删除「${name}」的数据`)).toContainText('正在删除存储的文件 0 个');
  await expect(dialog).toHaveCount(0);
  await expect(row).toHaveCount(0);
});
