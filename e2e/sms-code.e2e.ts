import { readFileSync } from 'node:fs';
import { expect, test } from './support/test';
import { signIn } from './support/session';
import { openFromMenu } from './support/ui';

/** The last code the local SMS driver sent to a phone: its outbox file, which only the tests read. */
function lastCodeTo(phone: string): string | undefined {
  const file = `${process.env.E2E_DATA_DIR}/sms-outbox.jsonl`;
  const lines = readFileSync(file, 'utf8').trim().split('\n');
  const sent = lines.map((l) => JSON.parse(l) as { phone: string; params: { code: string } }).filter((m) => m.phone === phone);
  return sent.at(-1)?.params.code;
}

test('an agent changes its bank account with a code sent to its phone; the button counts down; the account is shown masked', async ({ page }) => {
  await signIn(page, 'demo-agent', 5);
  await openFromMenu(page, '/agentSystem', '/agency/agentInfo', 'agent-info-page');
  await page.getByTestId('agent-bank-change').click();
  await page.getByTestId('agent-bank-account-name').fill('华东区域代理有限公司');
  await page.getByTestId('agent-bank-name').fill('中国银行上海分行');
  await page.getByTestId('agent-bank-account-no').fill('6216 6100 0000 0000 016');
  // Submitting without a code: the form asks for one.
  await page.getByTestId('sms-confirm').click();
  await expect(page.getByText('请输入验证码')).toBeVisible();
  const send = page.getByTestId('sms-send-code');
  await send.click();
  // Sent to the agent's contact phone (masked), and the button counts the minute down.
  await expect(page.getByText('验证码已发送至 138****0001')).toBeVisible();
  await expect(send).toBeDisabled();
  await expect(send).toHaveText(/\d+ 秒后重发/);
  await expect.poll(() => lastCodeTo('13800000001')).toMatch(/^\d{6}$/);
  await page.getByTestId('sms-code').fill(lastCodeTo('13800000001')!);
  await page.getByTestId('sms-confirm').click();
  await expect(page.getByTestId('agent-account').first()).toHaveText('**** **** **** 0016');
});
