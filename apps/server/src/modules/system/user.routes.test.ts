import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiClient, type Page } from '../../test/api-client.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

let t: TestApp;
let admin: ApiClient;
let kig1Id: string;
let kig2Id: string;
type User = { id: string; userName: string; orgId: string; appType: number; roleIds: string[]; status: string; updatedAt: string; _labels: Record<string, unknown> };
type Org = { id: string; code: string };

beforeAll(async () => {
  t = await createTestApp();
  admin = await ApiClient.as(t.app, 'demo-admin', 8);
  const orgs = await admin.ok(admin.post<Page<Org>>('/system/organization/list', { pageSize: 100 }));
  kig1Id = orgs.records.find((o) => o.code === 'KG0001')!.id;
  kig2Id = orgs.records.find((o) => o.code === 'KG0002')!.id;
});
afterAll(() => t.close());

const teacher = (over: object = {}) => ({ userName: 'teacher-li', nickName: '李老师', orgId: kig1Id, appType: 3, phone: '13912345678', roleIds: [], ...over });

describe('system users: list', () => {
  it('pages, filters and sorts by declared fields only', async () => {
    const page = await admin.ok(admin.post<Page<User>>('/system/user/list', { pageSize: 3, sort: { field: 'userName', order: 'asc' } }));
    expect(page).toMatchObject({ total: 11, pageNumber: 1, pageSize: 3 });
    expect(page.records.map((u) => u.userName)).toEqual(['demo-admin', 'demo-agent', 'demo-auditor']);
    const filtered = await admin.ok(admin.post<Page<User>>('/system/user/list', { userName: 'KIG' }));
    expect(filtered.records.map((u) => u.userName)).toEqual(['demo-kig']);
    expect(filtered.records[0]!._labels.orgId).toBe('阳光第一幼儿园');
  });

  it('refuses a page size above 100, an undeclared sort and an injected order', async () => {
    expect(await admin.post('/system/user/list', { pageSize: 101 })).toMatchObject({
      status: 400,
      data: [{ field: 'pageSize', message: 'At most 100 rows per page' }],
    });
    expect((await admin.post('/system/user/list', { sort: { field: 'passwordHash', order: 'asc' } })).status).toBe(400);
    expect((await admin.post('/system/user/list', { sort: { field: 'userName', order: 'asc; drop table users' } })).status).toBe(400);
  });

  it('matches wildcards and quotes in a filter literally', async () => {
    for (const userName of ['%', '_', "o'brien", '\\']) {
      const page = await admin.ok(admin.post<Page<unknown>>('/system/user/list', { userName }));
      expect(page.total, userName).toBe(0);
    }
    const page = await admin.ok(admin.post<Page<unknown>>('/system/user/list', { userName: 'demo-' }));
    expect(page.total).toBe(11);
  });

  it('never sends a password hash', async () => {
    const page = await admin.ok(admin.post<Page<Record<string, unknown>>>('/system/user/list', { pageSize: 100 }));
    expect(JSON.stringify(page)).not.toMatch(/argon2|passwordHash/);
  });
});

describe('system users: create, edit, roles, passwords', () => {
  it('creates an account with a strong password shown once, which signs in', async () => {
    const created = await admin.ok(admin.post<User & { _once: { password: string } }>('/system/user/save', teacher()));
    expect(created._once.password).toMatch(/^(?=.*[A-Za-z])(?=.*\d)(?=.*[_@#])[A-Za-z\d_@#]{10}$/);
    const again = await admin.ok(admin.get<User & { _once?: unknown }>(`/system/user/get?id=${created.id}`));
    expect(again._once).toBeUndefined();
    const teacherClient = await ApiClient.as(t.app, 'teacher-li', 3, created._once.password);
    expect((await teacherClient.get('/sys/login/get_info')).code).toBe(200);
  });

  it('refuses a taken user name (any case) with 409 on the field', async () => {
    expect(await admin.post('/system/user/save', teacher({ userName: 'Demo-Kig' }))).toMatchObject({
      status: 409,
      data: [{ field: 'userName', message: 'Already in use' }],
    });
  });

  it('lists every invalid field at once, in the request language', async () => {
    const bad = await admin.post('/system/user/save', { userName: 'a b', nickName: 'Li@#', orgId: 'nope', appType: 99, phone: '123' });
    expect(bad.status).toBe(400);
    expect((bad.data as { field: string }[]).map((f) => f.field).sort()).toEqual(['appType', 'nickName', 'orgId', 'phone', 'userName']);
    const zh = new ApiClient(t.app, admin.token, 'zh_CN');
    expect((await zh.post('/system/user/save', teacher({ phone: '123' }))).data).toEqual([{ field: 'phone', message: '请输入正确的手机号或固定电话' }]);
  });

  it('refuses a system the organisation cannot use, and a role of another organisation', async () => {
    expect(await admin.post('/system/user/save', teacher({ userName: 'x-1', appType: 5 }))).toMatchObject({
      status: 400,
      data: [{ field: 'appType', message: 'This organization cannot use that system' }],
    });
    const roles = await admin.ok(admin.post<Page<{ id: string; orgId: string }>>('/system/role/list', { orgId: kig2Id }));
    const otherRole = roles.records[0]!.id;
    expect(await admin.post('/system/user/save', teacher({ userName: 'x-2', roleIds: [otherRole] }))).toMatchObject({
      status: 400,
      data: [{ field: 'roleIds', message: "Only roles of the account's own organization and system" }],
    });
  });

  it('edits with optimistic concurrency: a stale copy gets 409 and changes nothing', async () => {
    const page = await admin.ok(admin.post<Page<User>>('/system/user/list', { userName: 'teacher-li' }));
    const user = page.records[0]!;
    const saved = await admin.ok(admin.post<User>('/system/user/save', { ...user, nickName: '李明' }));
    expect(saved.updatedAt).not.toBe(user.updatedAt);
    const stale = await admin.post('/system/user/save', { ...user, nickName: '王明' });
    expect(stale.status).toBe(409);
    expect((await admin.ok(admin.get<User & { nickName: string }>(`/system/user/get?id=${user.id}`))).nickName).toBe('李明');
  });

  it('resets a password: the new one works, the old one and its sessions do not', async () => {
    const page = await admin.ok(admin.post<Page<User>>('/system/user/list', { userName: 'demo-group' }));
    const id = page.records[0]!.id;
    const before = await ApiClient.as(t.app, 'demo-group', 4);
    const { password } = await admin.ok(admin.get<{ password: string }>(`/api/user/resetPassword/${id}`));
    expect((await before.get('/sys/login/get_info')).status).toBe(401);
    await expect(ApiClient.as(t.app, 'demo-group', 4)).rejects.toThrow();
    expect((await ApiClient.as(t.app, 'demo-group', 4, password)).token).toBeTruthy();
  });

  it('disables and enables an account; a disabled one cannot sign in', async () => {
    const page = await admin.ok(admin.post<Page<User>>('/system/user/list', { userName: 'demo-inst' }));
    const id = page.records[0]!.id;
    await admin.ok(admin.post('/system/user/disable', { id }));
    expect((await admin.post('/system/user/disable', { id })).status).toBe(422);
    const login = await t.app.inject({ method: 'POST', url: '/sys/login/login', payload: { userName: 'demo-inst', password: 'Demo_1234', appType: 6 } });
    expect(login.statusCode).toBe(403);
    await admin.ok(admin.post('/system/user/enable', { id }));
    expect((await ApiClient.as(t.app, 'demo-inst', 6)).token).toBeTruthy();
  });

  it('will not delete or disable the signed-in account itself', async () => {
    const me = (await admin.ok(admin.get<{ id: string }>('/sys/login/get_info'))).id;
    expect((await admin.post('/system/user/delete', { id: me })).status).toBe(422);
    expect((await admin.post('/system/user/disable', { id: me })).status).toBe(422);
  });

  it('soft-deletes: gone from lists and get, kept in the table, name free again', async () => {
    const created = await admin.ok(admin.post<User>('/system/user/save', teacher({ userName: 'temp-user' })));
    await admin.ok(admin.post('/system/user/delete', { ids: [created.id] }));
    const page = await admin.ok(admin.post<Page<User>>('/system/user/list', { userName: 'temp-user' }));
    expect(page.total).toBe(0);
    expect((await admin.get(`/system/user/get?id=${created.id}`)).status).toBe(404);
    const again = await admin.post('/system/user/save', teacher({ userName: 'temp-user' }));
    expect(again.code).toBe(200);
  });

  it('exports the filtered list as xlsx with headers in the request language', async () => {
    const res = await admin.raw('POST', '/system/user/export', { userName: 'demo' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('spreadsheetml');
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const sheet = book.worksheets[0]!;
    expect(sheet.getRow(1).values).toEqual(expect.arrayContaining(['User name', 'Name', 'Organization', 'System', 'Status']));
    const names = sheet.getColumn(1).values.slice(2);
    expect(names).toHaveLength(11);
    expect(names).toContain('demo-kig');
    const kigRow = sheet.getRow(names.indexOf('demo-kig') + 2).values as unknown[];
    expect(kigRow).toEqual(expect.arrayContaining(['阳光第一幼儿园', 'Kindergarten', 'Enabled']));
  });
});
