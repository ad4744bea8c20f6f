import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiClient, type Page } from '../../test/api-client.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

let t: TestApp;
let admin: ApiClient;
const names = (zh: string, en = zh) => ({ 'zh-CN': zh, 'zh-TW': zh, en });
type TreeNode = { id: string; code?: string; name: Record<string, string>; children?: TreeNode[]; hasChildren: boolean };

beforeAll(async () => {
  t = await createTestApp();
  admin = await ApiClient.as(t.app, 'demo-admin', 8);
});
afterAll(() => t.close());

describe('menus', () => {
  it('returns each system as a tree; the system directory holds its pages and buttons', async () => {
    const tree = await admin.ok(admin.post<Page<{ appType: number }>>('/system/menu/list', { appType: 8, pageSize: 100 }));
    expect(tree.records.every((m) => m.appType === 8)).toBe(true);
    const nested = await admin.ok(admin.get<(TreeNode & { appType: number; href: string })[]>('/system/menu/tree'));
    const system = nested.find((n) => n.appType === 8 && n.href === '/system')!;
    expect(system.children!.length).toBe(10);
    expect(system.children!.find((c) => c.name.en === 'Users')!.children!.map((b) => b.name.en)).toEqual([
      'Add',
      'Edit',
      'Delete',
      'Export',
      'Enable',
      'Disable',
      'Reset password',
    ]);
  });

  it('checks a page has a component, a button a permission, and the parent is not below itself', async () => {
    expect(await admin.post('/system/menu/save', { name: names('新页面'), appType: 8, kind: 'page', href: '/x' })).toMatchObject({
      status: 400,
      data: [{ field: 'componentUrl' }],
    });
    expect(await admin.post('/system/menu/save', { name: names('按钮'), appType: 8, kind: 'button' })).toMatchObject({
      status: 400,
      data: [{ field: 'permission' }],
    });
    expect(await admin.post('/system/menu/save', { name: names('页'), appType: 8, kind: 'page', componentUrl: 'nope/page' })).toMatchObject({
      status: 400,
      data: [{ field: 'componentUrl', message: 'Not one of the choices' }],
    });
    const dir = await admin.ok(admin.post<{ id: string } & Record<string, unknown>>('/system/menu/save', { name: names('帮助'), appType: 8, kind: 'directory', sort: 99 }));
    const child = await admin.ok(
      admin.post<{ id: string }>('/system/menu/save', { name: names('文档'), appType: 8, kind: 'page', href: 'https://example.org/help', parentId: dir.id }),
    );
    expect(await admin.post('/system/menu/save', { ...dir, parentId: child.id })).toMatchObject({ status: 400, data: [{ field: 'parentId' }] });
    expect((await admin.post('/system/menu/delete', { id: dir.id })).status).toBe(422);
    await admin.ok(admin.post('/system/menu/delete', { id: child.id }));
    await admin.ok(admin.post('/system/menu/delete', { id: dir.id }));
  });

  it('gives a new menu to the built-in administrators at their next sign-in', async () => {
    const created = await admin.ok(
      admin.post<{ id: string }>('/system/menu/save', {
        name: names('运营报表', 'Reports'),
        appType: 8,
        kind: 'page',
        href: '/home',
        componentUrl: 'home/index',
        sort: 50,
        permission: 'report:view',
      }),
    );
    const login = await t.app.inject({ method: 'POST', url: '/sys/login/login?lang=en_US', payload: { userName: 'demo-admin', password: 'Demo_1234', appType: 8 } });
    const menuNames = JSON.stringify(login.json().data.menus);
    expect(menuNames).toContain('Reports');
    await admin.ok(admin.post('/system/menu/delete', { id: created.id }));
  });
});

describe('dictionary', () => {
  it('serves the enabled values of a type as options, and an edit shows at once', async () => {
    const values = await admin.ok(admin.get<{ value: string; label: string }[]>('/system/dictionary/values?type=relationship'));
    expect(values.map((v) => v.value)).toEqual(['father', 'mother', 'grandfather', 'grandmother', 'grandpa', 'grandma', 'uncle', 'aunt', 'other']);
    expect(values[0]!.label).toBe('Father');

    const tree = await admin.ok(admin.get<(TreeNode & { code: string })[]>('/system/dictionary/tree'));
    const relationship = tree.find((n) => n.code === 'relationship')!;
    const other = relationship.children!.find((c) => (c as TreeNode & { code: string }).code === 'other')! as TreeNode & Record<string, unknown>;
    await admin.ok(admin.post('/system/dictionary/save', { ...other, name: names('其他亲属', 'Other relative') }));
    const after = await admin.ok(admin.get<{ value: string; label: string }[]>('/system/dictionary/values?type=relationship'));
    expect(after.at(-1)).toEqual({ value: 'other', label: 'Other relative' });

    const toggled = await admin.ok(admin.get<{ status: string }>(`/api/dictionary/isActivated/${other.id}`));
    expect(toggled.status).toBe('disabled');
    expect((await admin.ok(admin.get<{ value: string }[]>('/system/dictionary/values?type=relationship'))).map((v) => v.value)).not.toContain('other');
    expect((await admin.ok(admin.get<{ status: string }>(`/api/dictionary/isActivated/${other.id}`))).status).toBe('enabled');
  });

  it('refuses a repeated code among siblings and a value under a value', async () => {
    const tree = await admin.ok(admin.get<(TreeNode & { code: string })[]>('/system/dictionary/tree'));
    const clarity = tree.find((n) => n.code === 'cameraClarity')!;
    expect(await admin.post('/system/dictionary/save', { name: names('高清'), code: 'HD', parentId: clarity.id })).toMatchObject({
      status: 409,
      data: [{ field: 'code' }],
    });
    expect(await admin.post('/system/dictionary/save', { name: names('超清'), code: 'uhd', parentId: clarity.children![0]!.id })).toMatchObject({
      status: 400,
      data: [{ field: 'parentId' }],
    });
    const anyone = await ApiClient.as(t.app, 'demo-kig', 3);
    expect((await anyone.get('/system/dictionary/values?type=cameraClarity')).code).toBe(200);
    expect((await anyone.post('/system/dictionary/list', {})).status).toBe(403);
  });
});

describe('areas', () => {
  it('serve provinces, cities and districts lazily, and a code as its path', async () => {
    const kig = await ApiClient.as(t.app, 'demo-kig', 3);
    const provinces = await kig.ok(kig.get<{ code: string; name: string; isLeaf: boolean }[]>('/system/area/children'));
    expect(provinces.length).toBe(34);
    expect(provinces.find((p) => p.code === '440000')?.name).toBe('广东省');
    const cities = await kig.ok(kig.get<{ code: string; name: string }[]>('/system/area/children?parentCode=440000'));
    expect(cities.map((c) => c.name)).toContain('广州市');
    const path = await kig.ok(kig.get<{ name: string }[]>('/system/area/path?code=440106'));
    expect(path.map((a) => a.name)).toEqual(['广东省', '广州市', '天河区']);
    expect((await kig.get('/system/area/children?parentCode=abc')).status).toBe(400);
  });
});

describe('app module config', () => {
  it('starts with every module on, and switches one off for one kind', async () => {
    const before = await admin.ok(admin.get<{ enabled: Record<string, Record<string, boolean>> }>('/system/appModule/matrix'));
    expect(before.enabled.kindergarten!.shop).toBe(true);
    await admin.ok(admin.post('/system/appModule/save', { orgKind: 'kindergarten', module: 'shop', enabled: false }));
    const after = await admin.ok(admin.get<{ enabled: Record<string, Record<string, boolean>> }>('/system/appModule/matrix'));
    expect(after.enabled.kindergarten!.shop).toBe(false);
    expect(after.enabled.group!.shop).toBe(true);
    expect((await admin.post('/system/appModule/save', { orgKind: 'platform', module: 'shop', enabled: false })).status).toBe(400);
    const kig = await ApiClient.as(t.app, 'demo-kig', 3);
    expect((await kig.get('/system/appModule/matrix')).status).toBe(403);
  });
});

describe('logs', () => {
  it('record sign-ins and writes, filter by user, action and time, and export', async () => {
    await t.app.inject({ method: 'POST', url: '/sys/login/login', payload: { userName: 'demo-ops', password: 'bad_123', appType: 9 } });
    const failed = await admin.ok(
      admin.post<Page<{ userName: string; action: string; result: string; ip: string }>>('/system/auditLog/list', { userName: 'demo-ops', action: 'login' }),
    );
    expect(failed.records[0]).toMatchObject({ userName: 'demo-ops', action: 'login', result: 'fail', ip: '127.0.0.1' });
    const writes = await admin.ok(admin.post<Page<{ action: string; resource: string }>>('/system/auditLog/list', { action: 'update', pageSize: 100 }));
    expect(writes.records.map((w) => w.resource)).toEqual(expect.arrayContaining(['dictionary', 'appModule']));
    const future = await admin.ok(admin.post<Page<unknown>>('/system/auditLog/list', { at: ['2999-01-01T00:00:00Z', null] }));
    expect(future.total).toBe(0);
    expect((await admin.post('/system/auditLog/save', { action: 'login' })).status).toBe(404);
    expect((await admin.post('/system/auditLog/delete', { id: '01890000-0000-7000-8000-000000000000' })).status).toBe(404);

    const res = await admin.raw('POST', '/system/auditLog/export', { action: 'login' });
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const sheet = book.worksheets[0]!;
    expect(sheet.getRow(1).values).toEqual(expect.arrayContaining(['Time', 'User', 'Action', 'Result']));
    expect(sheet.rowCount).toBeGreaterThan(1);
    expect(sheet.getRow(2).values).toEqual(expect.arrayContaining(['Sign in']));
  });
});
