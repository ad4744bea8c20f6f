import type { Locator } from '@playwright/test';
import { expect, test } from './support/test';
import { sessionToken, signIn } from './support/session';
import { choose, clickUntilRequest, clickUntilUrl, clickUntilVisible, confirmWith, dialog, openAddForm, openFromMenu, switchLanguage, tableRow } from './support/ui';

const RUN = Date.now().toString(36).slice(-5);
const TITLE = `Maintenance tonight ${RUN}`;
const CONTENT = `The platform is down from 22:00 to 23:00 (${RUN}).`;
const unread = async (badge: Locator) => Number(await badge.getAttribute('data-unread'));

test('operations write a system message to the kindergartens; a kindergarten sees the bell, opens /message, reads it, and the bell goes down', async ({ page }) => {
  test.setTimeout(120_000);
  // Operations write it in English, for every kindergarten account, shown from a past instant, and publish it.
  await signIn(page, 'demo-ops', 9);
  await switchLanguage(page, 'en');
  await openFromMenu(page, '/operations', '/operations/sysMessage', 'resource-page-sysMessage');
  await openAddForm(page);
  await page.locator('#sysMessage-form_title').fill(TITLE);
  await page.locator('#sysMessage-form_content').fill(CONTENT);
  await choose(page, page.locator('#sysMessage-form_appTypes'), 'Kindergarten');
  // A click elsewhere closes the list (Escape would close the drawer).
  await page.locator('#sysMessage-form_title').click();
  await expect(page.locator('.ant-select-dropdown:visible')).toHaveCount(0);
  const showFrom = page.locator('#sysMessage-form_showFrom');
  await showFrom.click();
  await showFrom.fill('2025-01-01 08:00');
  await showFrom.press('Tab');
  await expect(showFrom).toHaveValue('2025-01-01 08:00');
  await page.getByTestId('resource-form-submit').click();
  await expect(dialog(page, 'resource-form')).toBeHidden();
  await page.locator('#sysMessage-search_title').fill(TITLE);
  await clickUntilRequest(page, page.getByTestId('resource-search'), '/operations/sysMessage/list');
  await expect(tableRow(page, TITLE)).toContainText('Draft');
  await clickUntilVisible(tableRow(page, TITLE).getByTestId('row-publish'), page.getByTestId('confirm-ok'));
  await confirmWith(page.getByTestId('confirm-ok'));
  await expect(tableRow(page, TITLE)).toContainText('Published');
  const opsToken = await sessionToken(page);
  const opsHeaders = { Authorization: `Bearer ${opsToken}`, appType: '9' };
  const listed = await page.request.post('/operations/sysMessage/list', { headers: opsHeaders, data: { title: TITLE } });
  const [message] = (await listed.json()).data.records as { id: string; readCount: number }[];
  expect(message).toMatchObject({ readCount: 0 });

  try {
    // The kindergarten's principal: the bell counts it among the unread.
    await signIn(page, 'demo-kig', 3);
    await switchLanguage(page, 'en');
    const badge = page.getByTestId('inbox-badge');
    await expect(badge).toBeVisible();
    await expect.poll(() => unread(badge)).toBeGreaterThan(0);
    const before = await unread(badge);

    // The bell opens /message, where the message is unread; opened, it shows in full.
    await clickUntilUrl(page, badge, /\/message$/);
    const item = page.getByTestId(`inbox-row-${message!.id}`);
    await expect(item).toHaveAttribute('data-read', 'false');
    await expect(item).toContainText('Unread');
    await clickUntilVisible(item.getByTestId('inbox-open'), page.getByTestId('inbox-message-content'));
    await expect(page.getByTestId('inbox-message-content')).toHaveText(CONTENT);

    // Read: the bell goes down by one, the row says so, and operations see one reader.
    await expect.poll(() => unread(badge)).toBe(before - 1);
    await page.keyboard.press('Escape');
    await expect(item).toHaveAttribute('data-read', 'true');
    await expect(item).toContainText('Read');
    const read = await page.request.get(`/operations/sysMessage/get?id=${message!.id}`, { headers: opsHeaders });
    expect((await read.json()).data).toMatchObject({ readCount: 1 });
  } finally {
    // The demo data as it was: the message is taken down and deleted.
    await page.request.post('/operations/sysMessage/withdraw', { headers: opsHeaders, data: { id: message!.id } });
    await page.request.post('/operations/sysMessage/delete', { headers: opsHeaders, data: { id: message!.id } });
  }
});
