import type { Page } from '@playwright/test';
import { expect, test } from './support/test';
import { apiHeaders, sideMenuHrefs, signIn, signInTo } from './support/session';
import { clickUntilVisible, dialog, openFromMenu, switchLanguage, tableRow } from './support/ui';

/** Operations switch KG0001's morning-check service in its record's form, and see the row say so. */
async function switchMorningCheck(page: Page, on: boolean) {
  await clickUntilVisible(tableRow(page, 'KG0001').getByTestId('row-edit'), dialog(page, 'resource-form'));
  const toggle = page.locator('#kigBase-form_morningCheckService');
  if ((await toggle.getAttribute('aria-checked')) !== String(on)) await toggle.click();
  await expect(toggle).toHaveAttribute('aria-checked', String(on));
  await page.getByTestId('resource-form-submit').click();
  await expect(dialog(page, 'resource-form')).toHaveCount(0);
}

/** The service back on through the API, whatever the test left: the next tests read KG0001's health pages. */
async function restoreMorningCheck(page: Page) {
  const headers = await apiHeaders(page.request, 'demo-ops', 9);
  const list = await page.request.post('/agency/kigBase/list', { headers, data: { code: 'KG0001' } });
  const [record] = ((await list.json()) as { data: { records: Record<string, unknown>[] } }).data.records;
  if (record && record.morningCheckService !== true) {
    const got = await page.request.get(`/agency/kigBase/get?id=${String(record.id)}`, { headers });
    const full = ((await got.json()) as { data: Record<string, unknown> }).data;
    expect((await page.request.post('/agency/kigBase/save', { headers, data: { ...full, morningCheckService: true } })).status()).toBe(200);
  }
}

test("operations switch a kindergarten's morning-check service off: its signed-in account loses the health menu at its next load", async ({ page, browser }) => {
  test.setTimeout(180_000);
  // The kindergarten's principal, signed in before the switch, in a browser of its own.
  const kigContext = await browser.newContext();
  const kigPage = await kigContext.newPage();
  try {
    await signIn(kigPage, 'demo-kig', 3);
    expect(await sideMenuHrefs(kigPage)).toContain('/health');

    await signIn(page, 'demo-ops', 9);
    await openFromMenu(page, '/kigManage', '/kigManage/base', 'resource-page-kigBase');
    await switchMorningCheck(page, false);

    // The same session, reloaded: no health menu, no sign-in again.
    await kigPage.reload();
    await expect(kigPage.getByTestId('home-page')).toBeVisible();
    await expect.poll(() => sideMenuHrefs(kigPage)).not.toContain('/health');

    await switchMorningCheck(page, true);
    await kigPage.reload();
    await expect.poll(() => sideMenuHrefs(kigPage)).toContain('/health');
  } finally {
    await restoreMorningCheck(page);
    await kigContext.close();
  }
});

test('a kindergarten edits its settings in English: its profile and time zone, and an app function', async ({ page }) => {
  test.setTimeout(120_000);
  await signInTo(page, 'demo-kig', 3, '/kigBaseKigSetting', 'kig-setting-page');
  await switchLanguage(page, 'en');
  await expect(page.getByText('Profile')).toBeVisible();
  await expect(page.getByText("The person in charge's phone is changed after an SMS code")).toBeVisible();
  const address = page.locator('#address');
  await address.fill('上海市徐汇区漕溪北路 90 号');
  await page.getByTestId('kig-setting-save').click();
  await expect(page.locator('.ant-message')).toContainText('Saved');
  await page.reload();
  await expect(page.getByTestId('kig-setting-page')).toBeVisible();
  await expect(page.locator('#address')).toHaveValue('上海市徐汇区漕溪北路 90 号');
  // Live video hidden in this kindergarten's parents' app, whatever the agent and the platform say (not
  // the mailbox: the mailbox's browser test writes a family's letter to this kindergarten).
  const modules = page.getByTestId('kig-app-modules');
  await modules.getByRole('combobox', { name: 'Live video' }).click();
  await page.locator('.ant-select-dropdown:visible [title="Hidden"]').click();
  await expect(modules.locator('div', { hasText: 'Live video' }).last().locator('.ant-tag')).toHaveText('hidden');
});
