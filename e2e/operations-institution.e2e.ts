import type { Locator, Page } from '@playwright/test';
import { expect, test } from './support/test';
import { apiHeaders, signIn } from './support/session';
import { clickUntilHidden, clickUntilVisible, dialog, openFromMenu, pressUntilHidden, tableRow } from './support/ui';

/** Names of this run: each run starts from the seed, but the database outlives a retried test. */
const RUN = Date.now().toString(36).slice(-5).toUpperCase();
const NAME = `长宁区儿童保健所${RUN}`;
const CODE = `IN${RUN}`;
const ADMIN = `e2e-inst-${RUN.toLowerCase()}`;

const institutionRow = (page: Page, text: string) => tableRow(page, text, page.getByTestId('ops-institutions-table'));
const field = (modal: Locator, name: string) => modal.locator(`#institution-open_${name}`);
/** A field's error, as antd ties it to the field (`<id>_help`). */
const fieldError = (modal: Locator, name: string) => modal.locator(`#institution-open_${name}_help .ant-form-item-explain-error`);

/** Fills the opening form: the area is 上海市, picked from the cascader as a person would. */
async function fillOpening(page: Page, modal: Locator, values: { name: string; code: string; userName: string }) {
  await field(modal, 'name').fill(values.name);
  await field(modal, 'code').fill(values.code);
  const shanghai = page.locator('.ant-cascader-menu-item[title="上海市"]');
  await clickUntilVisible(field(modal, 'areaCode'), shanghai);
  await shanghai.click();
  // Away from the cascader (its cities stay open): the dialog's own hint.
  await modal.getByText('开通后自动创建').click();
  await expect(shanghai).toBeHidden();
  await field(modal, 'contactName').fill('郑医生');
  await field(modal, 'contactPhone').fill('13912345678');
  await field(modal, 'userName').fill(values.userName);
}

/** Deletes an institution opened by this test, as the platform's administrator: its accounts, then itself. */
async function removeInstitution(page: Page, code: string) {
  const ops = await apiHeaders(page.request, 'demo-ops', 9);
  const listed = async () => ((await (await page.request.get('/operations/institution/list', { headers: ops })).json()) as { data: { id: string; code: string }[] }).data;
  const institution = (await listed()).find((i) => i.code === code);
  if (!institution) return;
  const accounts = (await (await page.request.get('/operations/institution/experts', { headers: ops, params: { institutionId: institution.id } })).json()) as {
    data: { id: string }[];
  };
  const admin = await apiHeaders(page.request, 'demo-admin', 8);
  for (const account of accounts.data) expect((await page.request.post('/system/user/delete', { headers: admin, data: { id: account.id } })).status()).toBe(200);
  expect((await page.request.post('/system/organization/delete', { headers: admin, data: { id: institution.id } })).status()).toBe(200);
  expect((await listed()).map((i) => i.code)).not.toContain(code);
}

test('operations read a medical institution’s kindergartens and accounts, and open a new institution whose password is shown once', async ({ page }) => {
  test.setTimeout(180_000);
  try {
    await signIn(page, 'demo-ops', 9);
    await openFromMenu(page, '/operations', '/operations/institution', 'ops-institutions-page');

    // The demo institution serves the first demo kindergarten.
    const demo = institutionRow(page, 'IN0001');
    await expect(demo).toContainText('徐汇区妇幼保健院');
    await expect(demo.getByTestId('ops-institution-running')).toHaveText('1');

    // Its contracts: 阳光第一幼儿园 under a running contract; the drawer opened is in the address.
    const contracts = dialog(page, 'ops-institution-contracts');
    await clickUntilVisible(demo.getByTestId('row-contracts'), contracts);
    await expect(page).toHaveURL(/[?&]contracts=/);
    const contract = tableRow(page, 'KG0001', contracts.getByTestId('ops-institution-contracts-table'));
    await expect(contract).toContainText('阳光第一幼儿园');
    await expect(contract.getByTestId('ops-institution-contract-state')).toHaveText('服务中');
    await pressUntilHidden(page, 'Escape', contracts);
    await expect(page).not.toHaveURL(/[?&]contracts=/);

    // Its accounts: the institution's administrator and its expert group's expert.
    const experts = dialog(page, 'ops-institution-experts');
    await clickUntilVisible(demo.getByTestId('row-experts'), experts);
    const accounts = experts.getByTestId('ops-institution-accounts-table');
    await expect(tableRow(page, 'demo-inst', accounts)).toContainText('周医生');
    await expect(tableRow(page, 'demo-expert', accounts)).toContainText('儿科专家组');
    await pressUntilHidden(page, 'Escape', experts);

    // A new institution with its first account: the password is shown once, the row has no kindergarten.
    const modal = dialog(page, 'ops-institution-open');
    await clickUntilVisible(page.getByTestId('ops-institutions-open'), modal);
    await fillOpening(page, modal, { name: NAME, code: CODE, userName: ADMIN });
    await modal.getByTestId('ops-institution-open-submit').click();
    const password = page.getByTestId('ops-institution-password');
    await expect(password).toHaveText(/\S{6,}/);
    await expect(modal).toBeHidden();
    await clickUntilHidden(page.getByTestId('once-secret-close'), page.getByTestId('once-secret-modal'));
    const opened = institutionRow(page, CODE);
    await expect(opened).toContainText(NAME);
    await expect(opened.getByTestId('ops-institution-running')).toHaveText('0');

    // The same code again: refused, and said under the code field; nothing opened.
    await clickUntilVisible(page.getByTestId('ops-institutions-open'), modal);
    await fillOpening(page, modal, { name: `${NAME}二`, code: CODE, userName: `${ADMIN}-2` });
    await modal.getByTestId('ops-institution-open-submit').click();
    await expect(fieldError(modal, 'code')).toHaveText('已被使用');
    await expect(fieldError(modal, 'userName')).toHaveCount(0);
    await expect(modal).toBeVisible();
    await pressUntilHidden(page, 'Escape', modal);
    await expect(institutionRow(page, CODE)).toHaveCount(1);
  } finally {
    // Whatever happened, the institution this test opened goes: its accounts first (an organisation
    // with accounts is not deleted), then the organisation itself (its built-in role stays with it).
    await removeInstitution(page, CODE);
  }
});
