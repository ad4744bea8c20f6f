import type { Page } from '@playwright/test';
import { expect, test } from './support/test';
import { apiHeaders, signIn } from './support/session';
import { choose, clickUntilVisible, dialog, openFromMenu, tableRow } from './support/ui';

/** Names of this run: each run starts from the seed, but the database outlives a retried test. */
const RUN = Date.now().toString(36).slice(-4).toUpperCase();
const GROUP = `东方集团${RUN}`;
const CODE = `GRE${RUN}`;

const groupRow = (page: Page, text: string) => tableRow(page, text, page.getByTestId('ops-groups-table'));

/** Moves a kindergarten of the open drawer to the group named, through the row's action and the dialog. */
async function moveTo(page: Page, kig: string, target: string) {
  const drawer = dialog(page, 'ops-group-kigs');
  const modal = dialog(page, 'ops-group-move');
  const row = tableRow(page, kig, drawer.getByTestId('ops-group-kigs-table'));
  await clickUntilVisible(row.getByTestId('row-move'), modal);
  await choose(page, modal.getByRole('combobox'), target);
  await modal.getByTestId('ops-group-move-submit').click();
  await expect(modal).toBeHidden();
  await expect(row).toHaveCount(0);
}

test('operations move a kindergarten to another group and back, its memberships kept', async ({ page }) => {
  test.setTimeout(180_000);
  // A group of this test's own under the demo agent, deleted at the end.
  const headers = await apiHeaders(page.request, 'demo-admin', 8);
  const agents = await page.request.post('/system/organization/list', { headers, data: { code: 'AG0001' } });
  const agentId = ((await agents.json()) as { data: { records: { id: string }[] } }).data.records[0]!.id;
  const created = await page.request.post('/system/organization/save', { headers, data: { name: GROUP, code: CODE, kind: 'group', parentId: agentId, sort: 90 } });
  expect(created.status()).toBe(200);
  const groupId = ((await created.json()) as { data: { id: string } }).data.id;
  try {
    await signIn(page, 'demo-ops', 9);
    await openFromMenu(page, '/operations', '/operations/group', 'ops-groups-page');
    await expect(groupRow(page, '阳光幼教集团').getByTestId('ops-groups-count')).toHaveText('2');
    await expect(groupRow(page, GROUP).getByTestId('ops-groups-count')).toHaveText('0');

    // Out of the demo group into the new one.
    const drawer = dialog(page, 'ops-group-kigs');
    await clickUntilVisible(groupRow(page, '阳光幼教集团').getByTestId('row-kigs'), drawer);
    await moveTo(page, '阳光第二幼儿园', GROUP);
    await page.keyboard.press('Escape');
    await expect(drawer).toBeHidden();
    await expect(groupRow(page, '阳光幼教集团').getByTestId('ops-groups-count')).toHaveText('1');
    await expect(groupRow(page, GROUP).getByTestId('ops-groups-count')).toHaveText('1');

    // And back: the new group keeps the membership, ended.
    await clickUntilVisible(groupRow(page, GROUP).getByTestId('row-kigs'), drawer);
    await moveTo(page, '阳光第二幼儿园', '阳光幼教集团');
    const history = tableRow(page, '阳光第二幼儿园', drawer.getByTestId('ops-group-history'));
    await expect(history).toHaveCount(1);
    await expect(history).not.toContainText('至今');
    await page.keyboard.press('Escape');
    await expect(groupRow(page, '阳光幼教集团').getByTestId('ops-groups-count')).toHaveText('2');
  } finally {
    // Whatever happened, the kindergarten goes back to its group and the test's group away.
    const opsHeaders = await apiHeaders(page.request, 'demo-ops', 9);
    const groups = (await (await page.request.get('/operations/group/list', { headers: opsHeaders })).json()) as { data: { id: string; code: string }[] };
    const home = groups.data.find((g) => g.code === 'GR0001')!.id;
    const kigs = (await (await page.request.get(`/operations/group/kigs?groupId=${groupId}`, { headers: opsHeaders })).json()) as { data: { id: string }[] };
    for (const k of kigs.data) await page.request.post('/operations/group/move', { headers: opsHeaders, data: { kigId: k.id, groupId: home } });
    await page.request.post('/system/organization/delete', { headers, data: { id: groupId } });
  }
});
