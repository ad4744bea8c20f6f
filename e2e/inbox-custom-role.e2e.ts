import type { APIRequestContext, Locator } from '@playwright/test';
import { expect, test } from './support/test';
import { apiHeaders, signIn } from './support/session';
import { clickUntilUrl, clickUntilVisible } from './support/ui';

const RUN = Date.now().toString(36).slice(-5);
const TITLE = `园内消毒通知 ${RUN}`;
const CONTENT = `今晚 20:00 全园消毒（${RUN}）。`;
const PASSWORD = 'Nurse_2026x';
const unread = async (badge: Locator) => Number(await badge.getAttribute('data-unread'));

type Node = { id: string; permission: string; children: Node[] };
/** Every entry of the authorization tree, its branches' too. */
const entries = (nodes: Node[]): Node[] => nodes.flatMap((n) => [n, ...entries(n.children)]);
const find = (nodes: Node[], permission: string): Node | undefined => entries(nodes).find((n) => n.permission === permission);

async function data<T>(response: Promise<{ json: () => Promise<unknown>; status: () => number }>): Promise<T> {
  const res = await response;
  const body = (await res.json()) as { code: number; txt: string; data: T };
  expect(body.code, body.txt).toBe(200);
  return body.data;
}

/** A role the platform's administrator made for the kindergarten (its home and the children's list, not the messages' page), and a user holding it. */
async function nurse(request: APIRequestContext, admin: Record<string, string>, kigId: string) {
  const role = await data<{ id: string }>(request.post('/system/role/save', { headers: admin, data: { name: `保育员${RUN}`, orgId: kigId, appType: 3, description: '' } }));
  const auth = await data<{ tree: Node[]; updatedAt: string }>(request.get(`/system/role/authorization?id=${role.id}`, { headers: admin }));
  const menuIds = [find(auth.tree, 'home:view')!.id, find(auth.tree, 'campus:student:view')!.id];
  await data(request.post('/system/role/authorize', { headers: admin, data: { id: role.id, updatedAt: auth.updatedAt, menuIds } }));
  const userName = `nurse-${RUN}`;
  const user = await data<{ id: string; _once: { password: string } }>(
    request.post('/system/user/save', { headers: admin, data: { userName, nickName: '保育员', orgId: kigId, appType: 3, roleIds: [role.id] } }),
  );
  // Its own password instead of the issued one, as its first sign-in would ask.
  const own = await apiHeaders(request, userName, 3, user._once.password);
  await data(request.post('/sys/changePassword', { headers: own, data: { oldPassword: user._once.password, newPassword: PASSWORD } }));
  return { userName, userId: user.id, roleId: role.id };
}

test("a kindergarten user whose role its organisation made sees the bell, opens /message and reads operations' message", async ({ page }) => {
  test.setTimeout(120_000);
  const admin = await apiHeaders(page.request, 'demo-admin', 8);
  const ops = await apiHeaders(page.request, 'demo-ops', 9);
  const orgs = await data<{ records: { id: string; code: string }[] }>(page.request.post('/system/organization/list', { headers: admin, data: { pageSize: 100 } }));
  const kigId = orgs.records.find((o) => o.code === 'KG0001')!.id;
  const made = await nurse(page.request, admin, kigId);
  const showFrom = new Date(Date.now() - 3_600_000).toISOString();
  const message = await data<{ id: string }>(
    page.request.post('/operations/sysMessage/save', { headers: ops, data: { title: TITLE, content: CONTENT, showFrom, orgIds: [kigId] } }),
  );
  try {
    await data(page.request.post('/operations/sysMessage/publish', { headers: ops, data: { id: message.id } }));

    await signIn(page, made.userName, 3, PASSWORD);
    const badge = page.getByTestId('inbox-badge');
    await expect(badge).toBeVisible();
    await expect.poll(() => unread(badge)).toBeGreaterThan(0);
    const before = await unread(badge);

    await clickUntilUrl(page, badge, /\/message$/);
    const item = page.getByTestId(`inbox-row-${message.id}`);
    await expect(item).toHaveAttribute('data-read', 'false');
    await clickUntilVisible(item.getByTestId('inbox-open'), page.getByTestId('inbox-message-content'));
    await expect(page.getByTestId('inbox-message-content')).toHaveText(CONTENT);
    await expect.poll(() => unread(badge)).toBe(before - 1);
    const read = await data<{ readCount: number }>(page.request.get(`/operations/sysMessage/get?id=${message.id}`, { headers: ops }));
    expect(read.readCount).toBe(1);
  } finally {
    // The demo data as it was: the message withdrawn and deleted, the user and its role deleted.
    await page.request.post('/operations/sysMessage/withdraw', { headers: ops, data: { id: message.id } });
    await page.request.post('/operations/sysMessage/delete', { headers: ops, data: { id: message.id } });
    await page.request.post('/system/user/delete', { headers: admin, data: { id: made.userId } });
    await page.request.post('/system/role/delete', { headers: admin, data: { id: made.roleId } });
  }
});
