import type { Locator, Page } from '@playwright/test';
import { expect, test } from './support/test';
import { familyToken, signIn, signOut } from './support/session';
import { clickUntilRequest, clickUntilUrl, clickUntilVisible, confirmWith, openAddForm, openFromMenu, tableRow, typeDate } from './support/ui';

const RUN = Date.now().toString(36).slice(-5);
const TITLE = `亲子植树${RUN}`;

/** A day counted from today in Shanghai, where the demo's kindergartens are. */
const shanghaiDay = (offset: number) => new Date(Date.now() + 8 * 3_600_000 + offset * 86_400_000).toISOString().slice(0, 10);

/** A row's action that asks for confirmation, confirmed. */
async function confirmedAction(page: Page, target: Locator, key: string) {
  const ok = page.getByTestId('confirm-ok');
  await clickUntilVisible(target.getByTestId(`row-${key}`), ok);
  await confirmWith(ok);
}

test('a teacher drafts an activity, the principal passes and publishes it, and applications show in its count and on activity-count', async ({ page }) => {
  test.setTimeout(180_000);

  // The teacher drafts: pending review, and no review or publishing on the row.
  await signIn(page, 'demo-teacher', 3);
  await openFromMenu(page, '/school', '/school/activity', 'resource-page-activity');
  await openAddForm(page);
  await page.locator('#activity-form_title').fill(TITLE);
  await page.locator('#activity-form_sender').fill('大一班');
  await page.locator('#activity-form_content').fill('周六上午在园内植树，欢迎家长陪同。');
  await typeDate(page.locator('#activity-form_beginDate'), shanghaiDay(-1));
  await typeDate(page.locator('#activity-form_endDate'), shanghaiDay(7));
  await page.locator('#activity-form_contactName').fill('李老师');
  await page.locator('#activity-form_contactPhone').fill('13912345678');
  await page.getByTestId('resource-form-submit').click();
  await expect(tableRow(page, TITLE)).toContainText('待审核');
  await expect(tableRow(page, TITLE).getByTestId('row-pass')).toHaveCount(0);
  await expect(tableRow(page, TITLE).getByTestId('row-publish')).toHaveCount(0);
  await signOut(page);

  // The principal passes it, then publishes it.
  await signIn(page, 'demo-kig', 3);
  await openFromMenu(page, '/school', '/school/activity', 'resource-page-activity');
  await confirmedAction(page, tableRow(page, TITLE), 'pass');
  await expect(tableRow(page, TITLE)).toContainText('审核通过');
  await expect(tableRow(page, TITLE).getByTestId('row-pass')).toHaveCount(0);
  await confirmedAction(page, tableRow(page, TITLE), 'publish');
  await expect(tableRow(page, TITLE)).toContainText('已发布');
  await expect(tableRow(page, TITLE).getByTestId('row-edit')).toHaveCount(0);
  await expect(tableRow(page, TITLE).getByTestId('activity-applied-count')).toHaveText('0');

  // Two demo families apply for their child of 阳光第一幼儿园 through the parents' app.
  const activityId = (await tableRow(page, TITLE).getAttribute('data-row-key'))!;
  for (const phone of ['13600000001', '13600000002']) {
    const headers = { authorization: `Bearer ${await familyToken(page.request, phone)}` };
    const me = ((await (await page.request.get('/app/v1/me', { headers })).json()) as { data: { children: { id: string; kindergarten: { name: string } }[] } }).data;
    const child = me.children.find((c) => c.kindergarten.name === '阳光第一幼儿园')!;
    const applied = await page.request.post('/app/v1/activity/apply', { headers, data: { activityId, studentId: child.id } });
    expect(applied.status(), await applied.text()).toBe(200);
  }

  // The list's count follows; it opens activity-count with the two applications.
  await clickUntilRequest(page, page.getByTestId('resource-reload'), '/school/activity/list');
  const count = tableRow(page, TITLE).getByTestId('activity-applied-count');
  await expect(count).toHaveText('2');
  await clickUntilUrl(page, count, /\/activity-count\?activityId=/);
  await expect(page.getByTestId('resource-page-activityApplication')).toBeVisible();
  await expect(page.getByText('共 2 条')).toBeVisible();
  const applications = page.getByTestId('resource-table').locator('tbody tr.ant-table-row');
  await expect(applications).toHaveCount(2);
  await expect(applications.filter({ hasText: '13600000001' })).toHaveCount(1);
  await expect(applications.filter({ hasText: '13600000002' })).toHaveCount(1);
});
