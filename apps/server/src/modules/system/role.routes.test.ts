import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiClient, type Page } from '../../test/api-client.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

let t: TestApp;
let admin: ApiClient;
let platformId: string;
type Node = { id: string; name: string; kind: string; permission: string; children: Node[] };
type MenuItem = { name: string; href: string; subMenus: MenuItem[] };

beforeAll(async () => {
  t = await createTestApp();
  admin = await ApiClient.as(t.app, 'demo-admin', 8);
  platformId = (await admin.ok(admin.get<{ baseId: string }>('/sys/login/get_info'))).baseId;
});
afterAll(() => t.close());

function find(nodes: Node[], test: (n: Node) => boolean): Node | undefined {
  for (const n of nodes) {
    if (test(n)) return n;
    const inner = find(n.children, test);
    if (inner) return inner;
  }
  return undefined;
}

describe('roles and authorization', () => {
  it('a role with two menus gives its users those menus and nothing more', async () => {
    const role = await admin.ok(admin.post<{ id: string }>('/system/role/save', { name: '日志查看员', orgId: platformId, appType: 8, description: 'logs only' }));
    const auth = await admin.ok(admin.get<{ tree: Node[]; menuIds: string[]; updatedAt: string }>(`/system/role/authorization?id=${role.id}`));
    expect(auth.menuIds).toEqual([]);
    const home = find(auth.tree, (n) => n.permission === 'home:view')!;
    const logs = find(auth.tree, (n) => n.permission === 'system:log:view')!;
    expect(find(auth.tree, (n) => n.permission === 'system:log:export')?.kind).toBe('button');
    // Each authorisation is made over the role's version, and answers the next one.
    let { updatedAt } = await admin.ok(admin.post<{ updatedAt: string }>('/system/role/authorize', { id: role.id, updatedAt: auth.updatedAt, menuIds: [home.id, logs.id] }));
    // The list's row leaves the menus out (no column, not in the form); the role's own read has them.
    const listed = await admin.ok(admin.post<Page<Record<string, unknown>>>('/system/role/list', { name: '日志查看员' }));
    expect(listed.records[0]).toMatchObject({ id: role.id, name: '日志查看员' });
    expect(listed.records[0]).not.toHaveProperty('menuIds');
    const read = await admin.ok(admin.get<{ menuIds: string[]; _labels: { menuIds: string[] } }>(`/system/role/get?id=${role.id}`));
    expect(read.menuIds.sort()).toEqual([home.id, logs.id].sort());
    expect(read._labels.menuIds).toHaveLength(2);

    const created = await admin.ok(
      admin.post<{ _once: { password: string } }>('/system/user/save', {
        userName: 'log-reader',
        nickName: '审计员',
        orgId: platformId,
        appType: 8,
        roleIds: [role.id],
      }),
    );
    const login = await t.app.inject({
      method: 'POST',
      url: '/sys/login/login',
      payload: { userName: 'log-reader', password: created._once.password, appType: 8 },
    });
    const menus = login.json<{ data: { menus: MenuItem[]; token: string } }>().data;
    const flat = (items: MenuItem[]): string[] => items.flatMap((m) => [m.href, ...flat(m.subMenus)]);
    // And the messages' page every signed-in user has (pages.ts SIGNED_IN_PAGES), hidden from the side menu.
    expect(flat(menus.menus).sort()).toEqual(['/home', '/message', '/system', '/system/log']);

    const reader = new ApiClient(t.app, menus.token);
    expect((await reader.post('/system/auditLog/list', {})).code).toBe(200);
    expect((await reader.post('/system/user/list', {})).status).toBe(403);
    expect((await reader.raw('POST', '/system/auditLog/export', {})).statusCode).toBe(403);

    // A change of the role reaches its user at the next request.
    ({ updatedAt } = await admin.ok(admin.post<{ updatedAt: string }>('/system/role/authorize', { id: role.id, updatedAt, menuIds: [home.id] })));
    expect((await reader.post('/system/auditLog/list', {})).status).toBe(403);
    // Disabling the role takes its permissions away too.
    await admin.ok(admin.post('/system/role/authorize', { id: role.id, updatedAt, menuIds: [home.id, logs.id] }));
    await admin.ok(admin.post('/system/role/disable', { id: role.id }));
    expect((await reader.post('/system/auditLog/list', {})).status).toBe(403);
  });

  it('refuses menus of another system and unknown menus', async () => {
    const role = await admin.ok(admin.post<{ id: string }>('/system/role/save', { name: '园长助理', orgId: platformId, appType: 8 }));
    const kigRoles = await admin.ok(admin.post<Page<{ id: string }>>('/system/role/list', { appType: 3 }));
    const kigAuth = await admin.ok(admin.get<{ tree: Node[] }>(`/system/role/authorization?id=${kigRoles.records[0]!.id}`));
    const kigHome = kigAuth.tree[0]!.id;
    const { updatedAt } = await admin.ok(admin.get<{ updatedAt: string }>(`/system/role/authorization?id=${role.id}`));
    expect(await admin.post('/system/role/authorize', { id: role.id, updatedAt, menuIds: [kigHome] })).toMatchObject({ status: 400, data: [{ field: 'menuIds' }] });
    expect(await admin.post('/system/role/authorize', { id: role.id, updatedAt, menuIds: ['01890000-0000-7000-8000-000000000000'] })).toMatchObject({
      status: 400,
      data: [{ field: 'menuIds' }],
    });
    expect(await admin.post('/system/role/authorize', { id: role.id, menuIds: [] })).toMatchObject({ status: 400, data: [{ field: 'updatedAt' }] });
  });

  it('refuses to delete a role still held, and the built-in role', async () => {
    const roles = await admin.ok(admin.post<Page<{ id: string; name: string }>>('/system/role/list', { name: '系统管理员' }));
    expect(await admin.post('/system/role/delete', { id: roles.records[0]!.id })).toMatchObject({ status: 422 });
    const spare = await admin.ok(admin.post<{ id: string }>('/system/role/save', { name: '临时角色', orgId: platformId, appType: 8 }));
    await admin.ok(admin.post('/system/role/delete', { id: spare.id }));
    const after = await admin.ok(admin.post<Page<{ id: string }>>('/system/role/list', { name: '临时角色' }));
    expect(after.total).toBe(0);
  });

  it('refuses a role whose system the organisation cannot use', async () => {
    expect(await admin.post('/system/role/save', { name: 'x', orgId: platformId, appType: 3 })).toMatchObject({
      status: 400,
      data: [{ field: 'appType' }],
    });
  });
});
