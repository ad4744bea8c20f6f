import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiClient, type Page } from '../../test/api-client.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { menus, roleMenus } from './menu.table.js';
import { roles } from './role.table.js';

/**
 * Tenant isolation of organisation-scoped resources: a group administrator given the organisation
 * and user permissions (menus planted here, as a later release would ship them) sees only its subtree.
 */
let t: TestApp;
let admin: ApiClient;
let group: ApiClient;
const ids: Record<string, string> = {};

beforeAll(async () => {
  t = await createTestApp();
  admin = await ApiClient.as(t.app, 'demo-admin', 8);
  const orgs = await admin.ok(admin.post<Page<{ id: string; code: string }>>('/system/organization/list', { pageSize: 100 }));
  for (const o of orgs.records) ids[o.code] = o.id;
  const db = t.database.db;
  const granted = [
    'system:organization:view',
    'system:organization:add',
    'system:organization:edit',
    'system:user:view',
    'system:user:edit',
    'system:user:add',
    'system:user:export',
  ];
  const planted = await db
    .insert(menus)
    .values(
      granted.map((permission, sort) => ({
        appType: 4 as const,
        kind: 'button' as const,
        name: { 'zh-CN': permission, 'zh-TW': permission, en: permission },
        permission,
        sort,
        isShow: false,
      })),
    )
    .returning({ id: menus.id });
  const [groupRole] = await db
    .select({ id: roles.id })
    .from(roles)
    .where(and(eq(roles.appType, 4), eq(roles.orgId, ids.GR0001!)));
  await db.insert(roleMenus).values(planted.map((m) => ({ roleId: groupRole!.id, menuId: m.id })));
  group = await ApiClient.as(t.app, 'demo-group', 4);
});
afterAll(() => t.close());

describe('organisation scope', () => {
  it('lists only the group and its kindergartens', async () => {
    const page = await group.ok(group.post<Page<{ code: string }>>('/system/organization/list', { pageSize: 100 }));
    expect(page.records.map((o) => o.code).sort()).toEqual(['GR0001', 'KG0001', 'KG0002']);
    const users = await group.ok(group.post<Page<{ userName: string }>>('/system/user/list', { pageSize: 100 }));
    expect(users.records.map((u) => u.userName).sort()).toEqual(['demo-easy', 'demo-group', 'demo-kig']);
  });

  it('answers 404 for a record outside, by id and by filter', async () => {
    expect((await group.get(`/system/organization/get?id=${ids.AG0001}`)).status).toBe(404);
    expect((await group.get(`/system/organization/get?id=${ids.PLATFORM}`)).status).toBe(404);
    expect((await group.post('/system/user/list', { orgId: ids.IN0001 })).status).toBe(404);
    expect((await group.raw('POST', '/system/user/export', { orgId: ids.IN0001 })).statusCode).toBe(404);
    const tree = await group.ok(group.get<{ code: string; children: { code: string }[] }[]>('/system/organization/tree'));
    expect(tree.map((n) => n.code)).toEqual(['GR0001']);
    expect(tree[0]!.children.map((c) => c.code).sort()).toEqual(['KG0001', 'KG0002']);
  });

  it('refuses a body that names an organisation outside (as one that does not exist, 404), and writes nothing', async () => {
    const outside = await group.post('/system/user/save', { userName: 'spy', nickName: '张三', orgId: ids.IN0001, appType: 6 });
    expect(outside.status).toBe(404);
    // A parent is a reference: one out of reach is refused on its field as one that names nothing.
    const underAgent = await group.post('/system/organization/save', { name: '旁支幼儿园', code: 'KG0999', kind: 'kindergarten', parentId: ids.AG0001 });
    const underNothing = await group.post('/system/organization/save', { name: '旁支幼儿园', code: 'KG0999', kind: 'kindergarten', parentId: crypto.randomUUID() });
    expect(underAgent).toMatchObject({ status: 400, data: [{ field: 'parentId' }] });
    expect(underAgent).toEqual(underNothing);
    const all = await admin.ok(admin.post<Page<{ userName: string }>>('/system/user/list', { userName: 'spy' }));
    expect(all.total).toBe(0);
  });

  it('updates inside its reach only: moving an account out is refused', async () => {
    const users = await group.ok(group.post<Page<{ id: string; userName: string } & Record<string, unknown>>>('/system/user/list', { userName: 'demo-kig' }));
    const kigUser = users.records[0]!;
    expect((await group.post('/system/user/save', { ...kigUser, orgId: ids.IN0001, appType: 6 })).status).toBe(404);
    expect((await group.post('/system/user/save', { ...kigUser, nickName: '王丽丽' })).code).toBe(200);
  });

  it('creates a kindergarten under the group; the tree grows there', async () => {
    const created = await group.ok(
      group.post<{ id: string }>('/system/organization/save', { name: '阳光第三幼儿园', code: 'KG0003', kind: 'kindergarten', parentId: ids.GR0001, areaCode: '310104' }),
    );
    const page = await group.ok(group.post<Page<{ code: string }>>('/system/organization/list', { pageSize: 100 }));
    expect(page.records.map((o) => o.code)).toContain('KG0003');
    expect((await group.get(`/system/organization/get?id=${created.id}`)).code).toBe(200);
    expect(await group.post('/system/organization/save', { name: '错层', code: 'EX0999', kind: 'expert', parentId: ids.GR0001 })).toMatchObject({
      status: 400,
      data: [{ field: 'kind' }],
    });
    expect(await group.post('/system/organization/save', { name: '地区错', code: 'KG0998', kind: 'kindergarten', parentId: ids.GR0001, areaCode: '999999' })).toMatchObject({
      status: 400,
      data: [{ field: 'areaCode' }],
    });
  });

  it('keeps platform-scoped resources to platform staff, whatever a role holds', async () => {
    const db = t.database.db;
    const [m] = await db
      .insert(menus)
      .values({ appType: 4, kind: 'button', name: { 'zh-CN': 'x', 'zh-TW': 'x', en: 'x' }, permission: 'system:menu:view', sort: 99, isShow: false })
      .returning({ id: menus.id });
    const [groupRole] = await db
      .select({ id: roles.id })
      .from(roles)
      .where(and(eq(roles.appType, 4), eq(roles.orgId, ids.GR0001!)));
    await db.insert(roleMenus).values({ roleId: groupRole!.id, menuId: m!.id });
    expect((await group.post('/system/menu/list', {})).status).toBe(403);
  });
});
