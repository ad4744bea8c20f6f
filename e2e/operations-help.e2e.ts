import { expect, test } from './support/test';
import { apiHeaders, signIn } from './support/session';
import { clickUntilVisible } from './support/ui';

const RUN = Date.now().toString(36).slice(-5);
const TITLE = `如何查看晨检记录 ${RUN}`;
const BODY = `在健康管理的晨检记录页面按日期查看 ${RUN}`;

test('the header’s help lists the published articles in the reader’s language, searchable, and opens one', async ({ page }) => {
  const headers = await apiHeaders(page.request, 'demo-ops', 9);
  const saved = await page.request.post('/operations/helpArticle/save', {
    headers,
    data: {
      title: { 'zh-CN': TITLE, 'zh-TW': `如何查看晨檢記錄 ${RUN}`, en: `Reading the morning checks ${RUN}` },
      category: 'health',
      bodyZhCN: `<p>${BODY}</p>`,
      bodyZhTW: `<p>在健康管理的晨檢記錄頁面按日期查看 ${RUN}</p>`,
      bodyEn: `<p>Open Health, then the morning checks, and pick a day ${RUN}</p>`,
      sort: 0,
      published: true,
    },
  });
  expect(saved.status(), await saved.text()).toBe(200);
  const { id } = (await saved.json()).data as { id: string };
  try {
    await signIn(page, 'demo-kig', 3);
    await clickUntilVisible(page.getByTestId('help-button'), page.getByTestId('help-search'));
    await page.getByTestId('help-search').locator('input').fill(RUN);
    await page.getByTestId('help-search').locator('input').press('Enter');
    const item = page.getByTestId(`help-item-${id}`);
    await expect(item).toContainText(TITLE);
    await expect(page.locator('[data-testid^="help-item-"]')).toHaveCount(1);
    await clickUntilVisible(item.getByTestId('help-open'), page.getByTestId('help-article'));
    await expect(page.getByTestId('help-article')).toContainText(TITLE);
    await expect(page.getByTestId('help-article')).toContainText(BODY);
    await clickUntilVisible(page.getByTestId('help-back'), page.getByTestId('help-search'));
  } finally {
    // The demo data as it was: the run's article is deleted.
    await page.request.post('/operations/helpArticle/delete', { headers, data: { ids: [id] } });
  }
});
