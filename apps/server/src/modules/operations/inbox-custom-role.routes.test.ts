import type { MenuItem } from '@kg/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiClient, type Answer, type Page } from '../../test/api-client.js';
import { createTestApp, signIn, type TestApp } from '../../test/test-app.js';

/**
 * `/message` reaches every user of a message's audience (issue 18), whatever role their organisation
 * gave them: a role made for a kindergarten with a few pages and not the messages' page still has the
 * inbox, the header's count and the hidden `/message` entry; the audience alone decides what it holds.
 */
type Node = { id: string; permission: string; children: Node[] };
type Message = { id: string; readCount: number };
type InboxItem = { id: string; readAt: string | null };

const now = new Date('2026-11-26T08:00:00Z');
let t: TestApp;
let admin: ApiClient;
let ops: ApiClient;
let orgId: (code: string) => string;
let made = 0;

beforeAll(async () => {
  t = await createTestApp({}, { clock: () => now });
  admin = await ApiClient.as(t.app, 'demo-admin', 8);
  ops = await ApiClient.as(t.app, 'demo-ops', 9);
  const orgs = await admin.ok(admin.post<Page<{ id: string; code: string }>>('/system/organization/list', { pageSize: 100 }));
  orgId = (code) => orgs.records.find((o) => o.code === code)!.id;
});
afterAll(() => t.close());

/** Every entry of the authorization tree, its branches' too. */
const entries = (nodes: Node[]): Node[] => nodes.flatMap((n) => [n, ...entries(n.children)]);
const find = (nodes: Node[], permission: string): Node | undefined => entries(nodes).find((n) => n.permission === permission);

/** A kindergarten's own role (its home and the children's list only, not the messages' page), and a user holding it, signed in. */
async function customRoleUser(kigCode: string): Promise<ApiClient> {
  const n = ++made;
  const role = await admin.ok(admin.post<{ id: string }>('/system/role/save', { name: `保育员${n}`, orgId: orgId(kigCode), appType: 3, description: '' }));
  const auth = await admin.ok(admin.get<{ tree: Node[]; updatedAt: string }>(`/system/role/authorization?id=${role.id}`));
  const menuIds = [find(auth.tree, 'home:view')!.id, find(auth.tree, 'campus:student:view')!.id];
  expect(find(auth.tree, 'home:message:view'), 'the messages page is a menu of the system').toBeDefined();
  await admin.ok(admin.post('/system/role/authorize', { id: role.id, updatedAt: auth.updatedAt, menuIds }));
  const userName = `inbox-custom-${n}`;
  const created = await admin.ok(
    admin.post<{ _once: { password: string } }>('/system/user/save', { userName, nickName: '保育员', orgId: orgId(kigCode), appType: 3, roleIds: [role.id] }),
  );
  return new ApiClient(t.app, await signIn(t.app, userName, 3, created._once.password));
}

let n = 0;
async function publish(audience: object): Promise<Message> {
  n += 1;
  const showFrom = new Date(now.getTime() - 3_600_000).toISOString();
  const saved = await ops.ok(ops.post<Message>('/operations/sysMessage/save', { title: `Drill ${n}`, content: `Fire drill ${n}`, showFrom, ...audience }));
  await ops.ok(ops.post('/operations/sysMessage/publish', { id: saved.id }));
  return saved;
}

const inbox = async (client: ApiClient) => (await client.ok(client.post<Page<InboxItem>>('/sys/message/list', { pageSize: 100 }))).records;
const unread = async (client: ApiClient) => (await client.ok(client.get<{ count: number }>('/sys/message/unread'))).count;
const readCount = async (id: string) => (await ops.ok(ops.get<Message>(`/operations/sysMessage/get?id=${id}`))).readCount;
/** An answer as a person sees it: the status and the envelope (no request id, no timing). */
const seen = (a: Answer) => ({ status: a.status, code: a.code, txt: a.txt, data: a.data });

const paths = (items: readonly MenuItem[]): string[] => items.flatMap((m) => [m.href, ...paths(m.subMenus)]);

describe("a kindergarten's own role", () => {
  it('has the messages of its audience: listed, counted, opened and marked read, and counted for operations', async () => {
    const nurse = await customRoleUser('KG0001');
    const message = await publish({ orgIds: [orgId('KG0001')] });

    expect((await inbox(nurse)).map((m) => m.id)).toContain(message.id);
    expect(await unread(nurse)).toBe(1);
    const opened = await nurse.ok(nurse.post<{ id: string; content: string; readAt: string | null }>('/sys/message/read', { id: message.id }));
    expect(opened).toMatchObject({ id: message.id, content: `Fire drill ${n}`, readAt: now.toISOString() });
    expect(await unread(nurse)).toBe(0);
    expect((await inbox(nurse)).find((m) => m.id === message.id)?.readAt).toBe(now.toISOString());
    expect(await readCount(message.id)).toBe(1);
  });

  it('has the hidden `/message` entry in its menu, and no other it was not given', async () => {
    const nurse = await customRoleUser('KG0001');
    const info = await nurse.ok(nurse.get<{ menus: MenuItem[]; permissions: string[] }>('/sys/login/get_info'));
    const all = paths(info.menus);
    expect(all).toContain('/message');
    expect(info.menus.find((m) => m.href === '/message')).toMatchObject({ componentUrl: 'home/message', isShow: 0 });
    // Its own pages, the messages, and nothing else: no kindergarten page it was not given, nothing of operations' writing.
    expect(all.some((p) => p.includes('student'))).toBe(true);
    expect(all.filter((p) => /teacher|sysMessage|attendance|health/.test(p))).toEqual([]);
    expect(info.permissions).not.toContain('operations:sysMessage:view');
    expect((await nurse.post('/operations/sysMessage/list', {})).status).toBe(403);
  });

  it('outside the audience sees nothing, cannot mark it read, and its id answers as a random one', async () => {
    const other = await customRoleUser('KG0002');
    const message = await publish({ orgIds: [orgId('KG0001')] });

    expect((await inbox(other)).map((m) => m.id)).not.toContain(message.id);
    expect(await unread(other)).toBe(0);
    const theirs = seen(await other.post('/sys/message/read', { id: message.id }));
    const random = seen(await other.post('/sys/message/read', { id: '01890000-0000-7000-8000-000000000000' }));
    expect(theirs.status).toBe(404);
    expect(theirs).toEqual(random);
    expect(await readCount(message.id)).toBe(0);
  });

  it('a withdrawn message leaves the inbox of every role alike', async () => {
    const nurse = await customRoleUser('KG0001');
    const message = await publish({ appTypes: [3] });
    expect((await inbox(nurse)).map((m) => m.id)).toContain(message.id);
    await ops.ok(ops.post('/operations/sysMessage/withdraw', { id: message.id }));
    expect((await inbox(nurse)).map((m) => m.id)).not.toContain(message.id);
    expect((await nurse.post('/sys/message/read', { id: message.id })).status).toBe(404);
  });
});
