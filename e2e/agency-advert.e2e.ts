import { expect, test } from './support/test';
import { signIn } from './support/session';
import { choose, openAddForm, openFromMenu, openSelect, tableRow, typeDate } from './support/ui';

const RUN = Date.now().toString(36).slice(-5);
const AD = `冬季招生${RUN}`;
const PNG_1X1 = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');

test('an agent adds an advert with a picture, sees it in the list, and downloads a document', async ({ page }) => {
  test.setTimeout(120_000);
  await signIn(page, 'demo-agent', 5);
  await openFromMenu(page, '/promotion', '/agency/advert', 'resource-page-advert');
  await openAddForm(page);
  await page.locator('#advert-form_adName').fill(AD);
  await choose(page, page.locator('#advert-form_adPosition'), '首页轮播图');
  const upload = page.getByTestId('image-upload');
  await upload.locator('input[type="file"]').setInputFiles({ name: 'banner.png', mimeType: 'image/png', buffer: PNG_1X1 });
  await expect(upload.getByTestId('image-box')).toBeVisible();
  await page.locator('#advert-form_adWeight').fill('8');
  await page.locator('#advert-form_link').fill('https://example.com/winter');
  await typeDate(page.locator('#advert-form_beginDate'), '2026-12-01');
  await typeDate(page.locator('#advert-form_endDate'), '2027-01-31');
  // The kindergartens it is shown in: the agent's kindergartens, never their group.
  const kigs = page.locator('#advert-form_kigIds');
  await openSelect(page, kigs);
  const options = page.locator('.ant-select-dropdown:visible .ant-select-item-option');
  await expect(options.filter({ hasText: '阳光第一幼儿园' })).toHaveCount(1);
  await expect(options.filter({ hasText: '阳光幼教集团' })).toHaveCount(0);
  await choose(page, kigs, '阳光第一幼儿园');
  await kigs.press('Tab');
  await page.getByTestId('resource-form-submit').click();
  // Listed as a draft, with its picture.
  await expect(tableRow(page, AD)).toContainText('草稿');
  await expect(tableRow(page, AD).getByTestId('image-box')).toBeVisible();

  // The agent's own document, downloaded through the server under its name.
  await openFromMenu(page, '/promotion', '/agency/document', 'resource-page-document');
  const doc = tableRow(page, '华东区价目表');
  await expect(doc).toContainText('PDF');
  const [download] = await Promise.all([page.waitForEvent('download'), doc.getByTestId('row-download').click()]);
  expect(download.suggestedFilename()).toBe('华东区价目表.pdf');
  // The platform's documents are listed beside the agent's, to read only: no edit or delete on their row.
  await expect(tableRow(page, '晨检机操作手册')).toBeVisible();
  await expect(tableRow(page, '晨检机操作手册').getByTestId('row-download')).toBeVisible();
  await expect(tableRow(page, '晨检机操作手册').getByTestId('row-edit')).toHaveCount(0);
  await expect(tableRow(page, '晨检机操作手册').getByTestId('row-delete')).toHaveCount(0);
  await expect(doc.getByTestId('row-edit')).toBeVisible();
});
