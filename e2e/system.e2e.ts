import type { Page } from '@playwright/test';
import { expect, test } from './support/test';
import ExcelJS from 'exceljs';
import { changePasswordInDialog, sessionToken, sideMenuHrefs, signIn, signInTo, signInWithForm, signOut } from './support/session';
import {
  choose,
  clickUntilHidden,
  clickUntilRequest,
  clickUntilUrl,
  clickUntilVisible,
  dialog,
  openAddForm,
  openFromMenu,
  openSelect,
  switchLanguage,
  tableRow,
} from './support/ui';

/** Names of this run: each run starts from the seed, but other files share it, so nothing here reuses a seeded name. */
const RUN = Date.now().toString(36);

/** The row of a list or tree table that shows the text. */

/** The checkbox of a node of the Authorization tree, by the node's name. */
const treeCheckbox = (page: Page, name: string) =>
  page
    .getByTestId('authorization-tree')
    .locator('.ant-tree-treenode')
    .filter({ has: page.getByTestId('authorization-node').filter({ hasText: name }) })
    .locator('.ant-tree-checkbox');

test('a role granted only Home and Logs, given to a new account, is all that account sees and may call', async ({ page }) => {
  // Many steps: up to 40 s on a quiet machine, over 60 s at a load of 20 on two cores.
  test.setTimeout(120_000);
  const roleName = `e2e-role-${RUN}`;
  const userName = `e2e-user-${RUN}`;
  await signIn(page, 'demo-admin', 8);

  // A role of the platform's system administration.
  await openFromMenu(page, '/system', '/system/role', 'resource-page-role');
  await openAddForm(page);
  await page.locator('#role-form_name').fill(roleName);
  await choose(page, page.locator('#role-form_orgId'), '童安平台运营中心', '童安');
  await choose(page, page.locator('#role-form_appType'), '系统管理');
  await page.getByTestId('resource-form-submit').click();
  await expect(page.getByText('保存成功')).toBeVisible();
  // Found by its name: the roles of kindergartens other tests open may push it past the first page.
  await page.locator('#role-search_name').fill(roleName);
  await clickUntilRequest(page, page.getByTestId('resource-search'), '/system/role/list');
  await expect(tableRow(page, roleName)).toBeVisible();

  // Authorize it with Home and Logs only, from the role's row.
  await clickUntilUrl(page, tableRow(page, roleName).getByTestId('row-authorize'), /\/system\/authorization\?roleId=/);
  await expect(page.getByTestId('authorization-tree')).toBeVisible();
  await treeCheckbox(page, '首页').click();
  await treeCheckbox(page, '操作日志').click();
  await expect(page.getByText('已选 4 项')).toBeVisible(); // Home, System management, Logs and its Export button
  await page.getByTestId('authorization-save').click();
  await expect(page.getByText('保存成功').first()).toBeVisible();
  await expect(page.getByTestId('authorization-save')).toBeDisabled();

  // An account in the platform organisation holding that role; its password is shown once.
  await openFromMenu(page, '/system', '/system/user', 'resource-page-user');
  await openAddForm(page);
  await page.locator('#user-form_userName').fill(userName);
  await page.locator('#user-form_nickName').fill('测试账号');
  await choose(page, page.locator('#user-form_orgId'), '童安平台运营中心', '童安');
  await choose(page, page.locator('#user-form_appType'), '系统管理');
  await choose(page, page.locator('#user-form_roleIds'), roleName);
  // A multiple select stays open over the buttons: click elsewhere, as a person would.
  await clickUntilHidden(page.getByTestId('resource-form').locator('.ant-modal-title'), page.locator('.ant-select-dropdown:visible'));
  await page.getByTestId('resource-form-submit').click();
  const once = page.getByTestId('once-secret-modal');
  await expect(once).toBeVisible();
  await expect(once).toContainText('只显示这一次');
  const password = (await page.getByTestId('once-secret').innerText()).trim();
  expect(password).toMatch(/^\S{10}$/);
  await clickUntilHidden(page.getByTestId('once-secret-close'), once);
  // Found by its name: other tests' accounts may push it off the first page.
  await page.locator('#user-search_userName').fill(userName);
  await clickUntilRequest(page, page.getByTestId('resource-search'), '/system/user/list');
  await expect(tableRow(page, userName)).toContainText('童安平台运营中心');

  // Signed in as that account, which first replaces the password the administrator saw: Home, and
  // System management holding only Logs.
  await signOut(page);
  await signInWithForm(page, userName, 8, password);
  await expect(page.getByTestId('change-password-dialog')).toHaveAttribute('data-reason', 'issued');
  await changePasswordInDialog(page, password, 'Own_2026');
  await signInWithForm(page, userName, 8, 'Own_2026');
  expect((await sideMenuHrefs(page)).sort()).toEqual(['/home', '/system']);
  await openFromMenu(page, '/system', '/system/log', 'resource-page-auditLog');
  expect((await sideMenuHrefs(page)).sort()).toEqual(['/home', '/system', '/system/log']);
  await expect(tableRow(page, userName).first()).toBeVisible();

  // The server agrees: a call outside the role is forbidden, one inside it answers.
  const token = await sessionToken(page);
  expect(token).toBeTruthy();
  const headers = { Authorization: `Bearer ${token}`, appType: '8' };
  const users = await page.request.post('/system/user/list', { headers, data: { pageNumber: 1, pageSize: 10 } });
  expect(users.status()).toBe(403);
  const logs = await page.request.post('/system/auditLog/list', { headers, data: { pageNumber: 1, pageSize: 10 } });
  expect(logs.status()).toBe(200);
});

test('a renamed dictionary value is offered by the organization form', async ({ page }) => {
  const renamed = `其他类别-${RUN}`;
  await signIn(page, 'demo-admin', 8);
  await openFromMenu(page, '/system', '/system/dictionary', 'resource-tree-dictionary');

  // The organisation category type with its values; rename 'Other'.
  await page.getByTestId('tree-filter').locator('input').fill('组织类别');
  await page.getByTestId('tree-filter').locator('input').press('Enter');
  await expect(tableRow(page, 'orgCategory')).toBeVisible();
  await clickUntilVisible(tableRow(page, 'other').getByTestId('row-edit'), dialog(page, 'resource-form'));
  await expect(page.locator('#dictionary-form_name_zh-CN')).toHaveValue('其他');
  await page.locator('#dictionary-form_name_zh-CN').fill(renamed);
  await page.getByTestId('resource-form-submit').click();
  await expect(page.getByText('保存成功')).toBeVisible();
  await expect(tableRow(page, 'other')).toContainText(renamed);

  // The organization form's Category offers the new name.
  await openFromMenu(page, '/system', '/system/organization', 'resource-tree-organization');
  await openAddForm(page);
  await openSelect(page, page.locator('#organization-form_category'));
  await expect(page.locator(`.ant-select-dropdown:visible .ant-select-item-option[title="${renamed}"]`)).toBeVisible();
  await expect(page.locator('.ant-select-dropdown:visible .ant-select-item-option[title="其他"]')).toHaveCount(0);
});

test('the user list exports as an xlsx with its labels and the demo accounts', async ({ page }) => {
  await signInTo(page, 'demo-admin', 8, '/system/user', 'resource-page-user');
  await expect(tableRow(page, 'demo-kig')).toBeVisible();

  const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('resource-export').click()]);
  expect(download.suggestedFilename()).toMatch(/^用户-\d{4}-\d{2}-\d{2}\.xlsx$/);
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.readFile(await download.path());
  const sheet = workbook.worksheets[0]!;
  const rows = sheet
    .getSheetValues()
    .filter(Array.isArray)
    .map((values) => values.slice(1).map((v) => (v === null || v === undefined ? '' : String(v))));
  const [header, ...records] = rows;
  expect(header).toEqual(expect.arrayContaining(['用户名', '姓名', '所属组织', '系统类型', '状态']));
  const byName = new Map(records.map((r) => [r[header!.indexOf('用户名')], r]));
  for (const name of ['demo-admin', 'demo-kig', 'demo-agent', 'demo-finance']) expect(byName.has(name), name).toBe(true);
  const admin = byName.get('demo-admin')!;
  expect(admin[header!.indexOf('所属组织')]).toBe('童安平台运营中心');
  expect(admin[header!.indexOf('系统类型')]).toBe('系统管理');
  expect(admin[header!.indexOf('状态')]).toBe('启用');
  await expect(page.getByText(/已导出 用户-/)).toBeVisible();
});

test('in English the user list speaks English', async ({ page }) => {
  await signIn(page, 'demo-admin', 8);
  await switchLanguage(page, 'en');
  await expect(page.getByTestId('side-menu')).toContainText('System management');
  await openFromMenu(page, '/system', '/system/user', 'resource-page-user');

  const table = page.getByTestId('resource-table');
  const headers = table.locator('thead th');
  for (const label of ['User name', 'Name', 'Organization', 'System', 'Status', 'Last sign-in', 'Actions']) {
    await expect(headers.filter({ hasText: new RegExp(`^${label}$`) })).toHaveCount(1);
  }
  await expect(tableRow(page, 'demo-admin')).toContainText('Enabled');
  await expect(tableRow(page, 'demo-admin')).toContainText('System administration');
  await expect(page.getByTestId('resource-search')).toHaveText(/Search/);
  await expect(page.getByTestId('resource-add')).toHaveText(/Add/);
  await expect(page.getByText(/\d+ in total/)).toBeVisible();

  // The form speaks English too, validation included.
  await openAddForm(page);
  await expect(page.getByTestId('resource-form')).toContainText('Users · Add');
  // Under load the drawer's fields may still be settling when Save is first clicked; click again as a person would.
  await expect(async () => {
    await page.getByTestId('resource-form-submit').click();
    await expect(page.getByTestId('resource-form').getByText('This field is required').first()).toBeVisible({ timeout: 2000 });
  }).toPass({ timeout: 15_000 });
});

test('an organization sheet with bad rows is refused row by row; a good one is imported', async ({ page }, testInfo) => {
  const code = `AG${RUN}`.toUpperCase().slice(0, 20);
  const sheet = async (file: string, rows: (string | number)[][]) => {
    const workbook = new ExcelJS.Workbook();
    const ws = workbook.addWorksheet('orgs');
    ws.addRow(['名称', '编码', '类型', '上级组织', '联系电话']);
    for (const r of rows) ws.addRow(r);
    const path = testInfo.outputPath(file);
    await workbook.xlsx.writeFile(path);
    return path;
  };
  await signInTo(page, 'demo-admin', 8, '/system/organization', 'resource-tree-organization');
  const upload = page.locator('input[type="file"]');

  // Every problem is listed with its row and column; nothing is written.
  await upload.setInputFiles(
    await sheet('bad.xlsx', [
      [`导入代理-${RUN}`, code, '代理商', '童安平台运营中心', '12345'],
      ['', `${code}B`, '火星', '童安平台运营中心', ''],
    ]),
  );
  const problems = page.getByTestId('import-problems');
  await expect(problems).toBeVisible();
  await expect(problems.locator('tbody tr.ant-table-row')).toHaveCount(3);
  await expect(problems.locator('tbody tr.ant-table-row').nth(0)).toContainText('联系电话');
  await expect(problems).toContainText('此项为必填项');
  await clickUntilHidden(page.getByRole('button', { name: '关 闭' }), dialog(page, 'import-result'));
  await expect(tableRow(page, `导入代理-${RUN}`)).toHaveCount(0);

  // The corrected sheet goes in, and the tree shows the new organisation.
  await upload.setInputFiles(await sheet('good.xlsx', [[`导入代理-${RUN}`, code, '代理商', '童安平台运营中心', '13800000099']]));
  await expect(page.getByText('已导入 1 条')).toBeVisible();
  await clickUntilHidden(page.getByRole('button', { name: '关 闭' }), dialog(page, 'import-result'));
  await expect(tableRow(page, `导入代理-${RUN}`)).toContainText(code);
});
