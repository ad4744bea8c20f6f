import { expect, test } from './support/test';
import { familyCall } from './support/family';
import { familyToken, signIn } from './support/session';
import { clickUntilVisible, openFromMenu, tableRow } from './support/ui';

const RUN = Date.now().toString(36).slice(-5);
const SUBJECT = `午睡时间 ${RUN}`;
const REPLY = `下周起午睡提前半小时 ${RUN}`;
/** A demo family of 阳光第一幼儿园 (README, "The families' API"): its phone. */
const FAMILY = '13600000002';

test("a family's letter through the parents' API is unread in the back office, answered there, and the reply read back", async ({ page }) => {
  const token = await familyToken(page.request, FAMILY);
  const me = await familyCall<{ kindergartens: { id: string }[] }>(page.request, 'GET', '/app/v1/me', token);
  const letter = await familyCall<{ id: string }>(page.request, 'POST', '/app/v1/letters', token, {
    kigId: me.kindergartens[0]!.id,
    subject: SUBJECT,
    content: '孩子午睡总是睡不着',
  });

  await signIn(page, 'demo-kig', 3);
  await openFromMenu(page, '/school', '/school/mailbox', 'resource-page-mailboxLetter');
  const row = tableRow(page, SUBJECT);
  await expect(row).toContainText('未读');
  await clickUntilVisible(row.getByTestId('row-open'), page.getByTestId('mailbox-reply-input'));
  await expect(page.getByTestId('mailbox-letter')).toContainText('孩子午睡总是睡不着');
  await page.getByTestId('mailbox-reply-input').fill(REPLY);
  await page.getByTestId('mailbox-reply-submit').click();
  await expect(page.getByTestId('mailbox-reply-input')).toBeHidden();
  await expect(row).toContainText('已回复');

  const mine = await familyCall<{ records: { id: string; state: string; reply: string | null }[] }>(page.request, 'GET', '/app/v1/letters', token);
  expect(mine.records.find((l) => l.id === letter.id)).toMatchObject({ state: 'answered', reply: REPLY });
});
