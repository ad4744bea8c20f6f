import type { Locator } from '@playwright/test';
import { expect, test } from './support/test';
import { changePasswordInDialog, signIn, signInHere, signInWithForm, signOut } from './support/session';
import { choose, clickUntilVisible, confirmWith, openAddForm, openFromMenu, tableRow } from './support/ui';

/** Names of this run: each run starts from the seed, but the database outlives a retried test. */
const RUN = Date.now().toString(36).slice(-5);
const CODE = `E2E${RUN}`.toUpperCase();
const ADMIN = `e2e-principal-${RUN}`;

async function typeInto(input: Locator, text: string) {
  await input.click();
  await input.fill(text);
  await input.press('Tab');
}

test('an agent files an opening request, operations approve it, and its administrator signs in and must change the password', async ({ page }) => {
  test.setTimeout(180_000);

  // The agent files the request: pending audit, and nothing to audit on its own row.
  await signIn(page, 'demo-agent', 5);
  await openFromMenu(page, '/kigManage', '/agency/kigOpening', 'resource-page-kigOpening');
  await openAddForm(page);
  await page.locator('#kigOpening-form_kigCode').fill(CODE);
  await page.locator('#kigOpening-form_kigName').fill(`向日葵幼儿园${RUN}`);
  await choose(page, page.locator('#kigOpening-form_kigType'), '公办');
  await page.locator('#kigOpening-form_contactName').fill('何园长');
  await page.locator('#kigOpening-form_contactPhone').fill('13912340000');
  const area = page.locator('#kigOpening-form_areaCode');
  await clickUntilVisible(area, page.locator('.ant-cascader-menu-item[title="上海市"]'));
  await page.locator('.ant-cascader-menu-item[title="上海市"]').click();
  await page.keyboard.press('Escape');
  await page.locator('#kigOpening-form_address').fill('上海市徐汇区田林路 8 号');
  await typeInto(page.locator('#kigOpening-form_kigOpenDate'), '2027-03-01');
  await page.locator('#kigOpening-form_adminUserName').fill(ADMIN);
  await page.locator('#kigOpening-form_adminPassword').fill('Start_123');
  await page.locator('#kigOpening-form_terminalLoginName').fill(`e2e-term-${RUN}`);
  await page.locator('#kigOpening-form_terminalPassword').fill('Term_456');
  await page.getByTestId('resource-form-submit').click();
  await expect(tableRow(page, CODE)).toContainText('待审核');
  await expect(tableRow(page, CODE).getByTestId('row-approve')).toHaveCount(0);
  await signOut(page);

  // Operations approve it: the kindergarten is opened.
  await signIn(page, 'demo-ops', 9);
  await openFromMenu(page, '/kigManage', '/agency/kigOpening', 'resource-page-kigOpening');
  const ok = page.getByTestId('confirm-ok');
  await clickUntilVisible(tableRow(page, CODE).getByTestId('row-approve'), ok);
  await confirmWith(ok);
  await expect(tableRow(page, CODE)).toContainText('已通过');
  await expect(tableRow(page, CODE).getByTestId('row-approve')).toHaveCount(0);
  await expect(tableRow(page, CODE).getByTestId('row-edit')).toHaveCount(0);
  await signOut(page);

  // The new administrator signs in with the initial password and is made to change it first.
  await page.goto('/login');
  await signInHere(page, ADMIN, 3, 'Start_123', /\/home$/);
  const dialog = page.getByTestId('change-password-dialog');
  await expect(dialog).toHaveAttribute('data-forced', 'true');
  await changePasswordInDialog(page, 'Start_123', 'Mine_2027');
  await signInWithForm(page, ADMIN, 3, 'Mine_2027');
  await expect(dialog).toHaveCount(0);
});
