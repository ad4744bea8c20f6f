import { allows, type AnyEntity, apiPath, auditLogEntity, dictionaryEntity, menuEntity, organizationEntity, roleEntity, userEntity } from '@kg/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiClient, type Page } from '../../test/api-client.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

/** The shared contract of every System management resource, call by call. */
let t: TestApp;
let admin: ApiClient;
let outsider: ApiClient;
let anonymous: ApiClient;
let platformId: string;
let groupId: string;
const names = (zh: string) => ({ 'zh-CN': zh, 'zh-TW': zh, en: zh });

beforeAll(async () => {
  t = await createTestApp();
  admin = await ApiClient.as(t.app, 'demo-admin', 8);
  outsider = await ApiClient.as(t.app, 'demo-kig', 3);
  anonymous = new ApiClient(t.app, undefined);
  platformId = (await admin.ok(admin.get<{ baseId: string }>('/sys/login/get_info'))).baseId;
  const orgs = await admin.ok(admin.post<Page<{ id: string; code: string }>>('/system/organization/list', { code: 'GR0001' }));
  groupId = orgs.records[0]!.id;
});
afterAll(() => t.close());

/** A valid new row of each deletable entity, made fresh for each use. */
const samples: Record<string, () => object> = {
  organization: () => ({ name: '契约测试园', code: `KT${Date.now() % 1e8}`, kind: 'kindergarten', parentId: groupId }),
  user: () => ({ userName: `contract-${Date.now()}`, nickName: '测试', orgId: platformId, appType: 9 }),
  role: () => ({ name: '契约角色', orgId: platformId, appType: 9 }),
  menu: () => ({ name: names('契约菜单'), appType: 9, kind: 'directory' }),
  dictionary: () => ({ name: names('契约字典'), code: `contract${Date.now()}` }),
};

const ENTITIES: AnyEntity[] = [organizationEntity, userEntity, roleEntity, menuEntity, dictionaryEntity, auditLogEntity];

function calls(entity: AnyEntity): { method: 'GET' | 'POST'; path: string }[] {
  const list: { method: 'GET' | 'POST'; path: string }[] = [
    { method: 'POST', path: apiPath(entity, 'list') },
    { method: 'GET', path: `${apiPath(entity, 'get')}?id=${platformId}` },
  ];
  if (allows(entity, 'create')) list.push({ method: 'POST', path: apiPath(entity, 'save') });
  if (allows(entity, 'delete')) list.push({ method: 'POST', path: apiPath(entity, 'delete') });
  if (allows(entity, 'export')) list.push({ method: 'POST', path: apiPath(entity, 'export') });
  if (entity.tree) list.push({ method: 'GET', path: apiPath(entity, 'tree') });
  for (const action of Object.keys(entity.status?.transitions ?? {})) list.push({ method: 'POST', path: apiPath(entity, action) });
  return list;
}

describe.each(ENTITIES.map((e) => [e.name, e] as const))('%s', (name, entity) => {
  it('requires authentication on every call', async () => {
    for (const c of calls(entity)) {
      const res = c.method === 'GET' ? await anonymous.get(c.path) : await anonymous.post(c.path, {});
      expect(res.status, `${c.method} ${c.path}`).toBe(401);
    }
    expect((await anonymous.get(apiPath(entity, 'options'))).status).toBe(401);
  });

  it('refuses every call to a user without its permission codes (403)', async () => {
    for (const c of calls(entity)) {
      const body = c.path.endsWith('/save') ? (samples[name]?.() ?? {}) : { id: platformId };
      const res = c.method === 'GET' ? await outsider.get(c.path) : await outsider.post(c.path, body);
      expect(res.status, `${c.method} ${c.path}`).toBe(403);
    }
  });

  it('refuses a page size above 100 and undeclared sorts', async () => {
    expect((await admin.post(apiPath(entity, 'list'), { pageSize: 101 })).status).toBe(400);
    expect((await admin.post(apiPath(entity, 'list'), { sort: { field: 'deleted', order: 'asc' } })).status).toBe(400);
    expect((await admin.post(apiPath(entity, 'list'), { pageSize: 100 })).code).toBe(200);
  });

  it('answers an unknown id with 404 and a malformed id with 400', async () => {
    expect((await admin.get(`${apiPath(entity, 'get')}?id=01890000-0000-7000-8000-000000000000`)).status).toBe(404);
    expect((await admin.get(`${apiPath(entity, 'get')}?id=1%20or%201=1`)).status).toBe(400);
  });

  it.skipIf(!allows(entity, 'delete'))('never lists, gets or picks a soft-deleted row', async () => {
    const created = await admin.ok(admin.post<{ id: string }>(apiPath(entity, 'save'), samples[name]!()));
    await admin.ok(admin.post(apiPath(entity, 'delete'), { id: created.id }));
    const page = await admin.ok(admin.post<Page<{ id: string }>>(apiPath(entity, 'list'), { pageSize: 100 }));
    expect(page.records.map((r) => r.id)).not.toContain(created.id);
    expect((await admin.get(`${apiPath(entity, 'get')}?id=${created.id}`)).status).toBe(404);
    const options = await admin.ok(admin.get<{ value: string }[]>(`${apiPath(entity, 'options')}?ids=${created.id}`));
    expect(options).toEqual([]);
    if (entity.tree) {
      const tree = await admin.ok(admin.get<unknown[]>(apiPath(entity, 'tree')));
      expect(JSON.stringify(tree)).not.toContain(created.id);
    }
    const deletedAgain = await admin.post(apiPath(entity, 'delete'), { id: created.id });
    expect(deletedAgain.status).toBe(404);
  });

  it.skipIf(!allows(entity, 'create'))('answers an empty save with a 400 naming the required fields', async () => {
    const res = await admin.post<{ field: string }[]>(apiPath(entity, 'save'), {});
    expect(res.status).toBe(400);
    const required = Object.entries(entity.fields)
      .filter(([, f]) => f.required && !('default' in f) && f.form !== false)
      .map(([n]) => n);
    expect(res.data.map((f) => f.field).sort()).toEqual(required.sort());
  });
});

describe('filters', () => {
  it('match wildcards and quotes literally', async () => {
    for (const userName of ['%', '_', "o'brien", '\\']) {
      const page = await admin.ok(admin.post<Page<unknown>>('/system/user/list', { userName }));
      expect(page.total, userName).toBe(0);
    }
    const page = await admin.ok(admin.post<Page<unknown>>('/system/user/list', { userName: 'demo-' }));
    expect(page.total).toBe(9);
  });
});
