import { expect, test } from './support/test';
import { familyToken, sessionToken, signIn } from './support/session';
import { clickUntilRequest, clickUntilVisible, confirmWith, dialog, openAddForm, openFromMenu, switchLanguage, tableRow } from './support/ui';

const TITLE = `Sports day ${Date.now().toString(36).slice(-5)}`;

test('in English, a kindergarten writes a notice with bold text and a link in the editor, publishes it and sees it published', async ({ page }) => {
  // The editor's chunk loads on first use; many steps on a loaded machine.
  test.setTimeout(120_000);
  await signIn(page, 'demo-kig', 3);
  await switchLanguage(page, 'en');
  await openFromMenu(page, '/school', '/school/notice', 'resource-page-notice');
  await openAddForm(page);
  await page.locator('#notice-form_title').fill(TITLE);

  // Bold from the toolbar, then plain text, then a link over the last words.
  const editor = page.getByRole('textbox', { name: 'Content' });
  await editor.click();
  const bold = page.getByRole('button', { name: 'Bold' });
  await bold.click();
  await expect(bold).toHaveAttribute('aria-pressed', 'true');
  await page.keyboard.type('Bring water');
  await bold.click();
  await page.keyboard.type(' and read the rules');
  for (let i = 0; i < 'the rules'.length; i++) await page.keyboard.press('Shift+ArrowLeft');
  await page.getByRole('button', { name: 'Link' }).click();
  const address = page.getByRole('textbox', { name: 'Link address' });
  await address.fill('https://example.org/sports-day');
  await address.press('Enter');
  await expect(editor.locator('a[href="https://example.org/sports-day"]')).toHaveText('the rules');
  await expect(editor.locator('strong')).toHaveText('Bring water');

  await page.getByTestId('resource-form-submit').click();
  await expect(dialog(page, 'resource-form')).toBeHidden();
  // Drafts, not yet published, come after the published notices: found by the title.
  await page.locator('#notice-search_title').fill(TITLE);
  await clickUntilRequest(page, page.getByTestId('resource-search'), '/school/notice/list');
  await expect(tableRow(page, TITLE)).toContainText('Draft');
  await expect(tableRow(page, TITLE)).toContainText('Bring water and read the rules');

  await clickUntilVisible(tableRow(page, TITLE).getByTestId('row-publish'), page.getByTestId('confirm-ok'));
  await confirmWith(page.getByTestId('confirm-ok'));
  await expect(tableRow(page, TITLE)).toContainText('Published');

  // What the server kept: the bold text and the link, opened apart without the opener.
  const token = await sessionToken(page);
  const answer = await page.request.post('/school/notice/list', { headers: { Authorization: `Bearer ${token}`, appType: '3' }, data: { title: TITLE } });
  const [notice] = (await answer.json()).data.records as { id: string; content: string; state: string }[];
  expect(notice).toMatchObject({ state: 'published' });
  expect(notice!.content).toBe('<p><strong>Bring water</strong> and read <a href="https://example.org/sports-day" rel="noopener noreferrer" target="_blank">the rules</a></p>');

  // A demo family of KG0001 opens it in the parents' app; "Who has read it" shows that parent.
  const family = await familyToken(page.request, '13600000001');
  expect((await page.request.get(`/app/v1/notices/${notice!.id}`, { headers: { Authorization: `Bearer ${family}` } })).status()).toBe(200);
  await tableRow(page, TITLE).getByTestId('row-readers').click();
  await expect(page.getByTestId('notice-readers-read')).toContainText('1');
  await expect(page.getByTestId('notice-readers-table').locator('tbody tr.ant-table-row')).toHaveCount(1);
});
