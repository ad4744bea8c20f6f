import { allows, organizationEntity, userEntity } from '@kg/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiClient, type Page } from '../../test/api-client.js';
import { call, createTestApp, signIn, type TestApp } from '../../test/test-app.js';
import { organisations } from '../../platform/tenancy/organization.table.js';
import { users } from './user.table.js';

let t: TestApp;
let admin: ApiClient;
let orgIds: Record<string, string>;
let made = 0;

beforeAll(async () => {
  t = await createTestApp();
  admin = await ApiClient.as(t.app, 'demo-admin', 8);
  const orgs = await admin.ok(admin.post<Page<{ id: string; code: string }>>('/system/organization/list', { pageSize: 100 }));
  orgIds = Object.fromEntries(orgs.records.map((o) => [o.code, o.id]));
});
afterAll(() => t.close());

const answers = async (token: string) => (await call(t.app, token, { method: 'GET', url: '/sys/login/get_info' })).statusCode;

/** A new account of KG0001, signed in: its id and a live token. */
async function signedInTeacher(): Promise<{ id: string; token: string; password: string }> {
  const userName = `revoked-${++made}`;
  const created = await admin.ok(
    admin.post<{ id: string; _once: { password: string } }>('/system/user/save', { userName, nickName: '王老师', orgId: orgIds.KG0001, appType: 3, roleIds: [] }),
  );
  const token = await signIn(t.app, userName, 3, created._once.password);
  expect(await answers(token)).toBe(200);
  return { id: created.id, token, password: created._once.password };
}

// Every declared transition that leaves an entity not enabled, and the one that enables it again.
const shuttingOut = (transitions: Record<string, { to: string }>) =>
  Object.entries(transitions)
    .filter(([, tr]) => tr.to !== 'enabled')
    .map(([action]) => action);
const enabling = (transitions: Record<string, { to: string }>) => Object.entries(transitions).find(([, tr]) => tr.to === 'enabled')![0];

describe('an account shut out loses its sessions for good', () => {
  const transitions = userEntity.status!.transitions;

  it('declares at least one shutting transition and deletion', () => {
    expect(shuttingOut(transitions)).toEqual(['disable']);
    expect(allows(userEntity, 'delete')).toBe(true);
  });

  for (const action of shuttingOut(transitions)) {
    for (const body of ['one id', 'a batch'] as const) {
      it(`/system/user/${action} (${body}), then enabled again: the old token stays refused, a new sign-in works`, async () => {
        const target = await signedInTeacher();
        const other = await signedInTeacher();
        await admin.ok(admin.post(`/system/user/${action}`, body === 'one id' ? { id: target.id } : { ids: [target.id, other.id] }));
        expect(await answers(target.token)).toBe(401);
        await admin.ok(admin.post(`/system/user/${enabling(transitions)}`, body === 'one id' ? { id: target.id } : { ids: [target.id, other.id] }));
        expect(await answers(target.token)).toBe(401);
        expect(await answers(other.token)).toBe(body === 'one id' ? 200 : 401);
        const [row] = await t.database.db.select({ userName: users.userName }).from(users).where(eq(users.id, target.id));
        expect(await answers(await signIn(t.app, row!.userName, 3, target.password))).toBe(200);
      });
    }
  }

  it('/system/user/delete: the token is refused, even if the row were brought back', async () => {
    const target = await signedInTeacher();
    const bystander = await signedInTeacher();
    await admin.ok(admin.post('/system/user/delete', { ids: [target.id] }));
    expect(await answers(target.token)).toBe(401);
    await t.database.db.update(users).set({ deleted: false }).where(eq(users.id, target.id));
    expect(await answers(target.token)).toBe(401);
    expect(await answers(bystander.token)).toBe(200);
  });

  it('/system/user/save moving the account to another organisation: refused, and still after moving back', async () => {
    const target = await signedInTeacher();
    const record = await admin.ok(admin.get<Record<string, unknown>>(`/system/user/get?id=${target.id}`));
    const { userName: _u, lastLoginAt: _l, _labels, createdAt: _c, ...form } = record;
    const moved = await admin.ok(admin.post<{ updatedAt: string }>('/system/user/save', { ...form, orgId: orgIds.KG0002 }));
    expect(await answers(target.token)).toBe(401);
    await admin.ok(admin.post('/system/user/save', { ...form, orgId: orgIds.KG0001, updatedAt: moved.updatedAt }));
    expect(await answers(target.token)).toBe(401);
  });

  it('/system/user/save without a move keeps the session', async () => {
    const target = await signedInTeacher();
    const record = await admin.ok(admin.get<Record<string, unknown>>(`/system/user/get?id=${target.id}`));
    const { userName: _u, lastLoginAt: _l, _labels, createdAt: _c, ...form } = record;
    await admin.ok(admin.post('/system/user/save', { ...form, nickName: '王老师二' }));
    expect(await answers(target.token)).toBe(200);
  });
});

describe('an organisation shut out signs its accounts out for good', () => {
  const transitions = organizationEntity.status!.transitions;

  for (const action of shuttingOut(transitions)) {
    it(`/system/organization/${action}, then enabled again: its accounts' old tokens stay refused`, async () => {
      const easy = await signIn(t.app, 'demo-easy', 3, '123456');
      const kig = await signIn(t.app, 'demo-kig', 3);
      await admin.ok(admin.post(`/system/organization/${action}`, { ids: [orgIds.KG0002] }));
      expect(await answers(easy)).toBe(401);
      await admin.ok(admin.post(`/system/organization/${enabling(transitions)}`, { id: orgIds.KG0002 }));
      expect(await answers(easy)).toBe(401);
      expect(await answers(kig)).toBe(200);
      expect(await answers(await signIn(t.app, 'demo-easy', 3, '123456'))).toBe(200);
    });

    it(`/system/organization/${action} of a group ends every session under it; its kindergartens' accounts sign in again only once it is enabled`, async () => {
      const group = await signIn(t.app, 'demo-group', 4);
      const kig = await signIn(t.app, 'demo-kig', 3);
      const elsewhere = await signIn(t.app, 'demo-expert', 7);
      await admin.ok(admin.post(`/system/organization/${action}`, { id: orgIds.GR0001 }));
      expect(await answers(group)).toBe(401);
      expect(await answers(kig)).toBe(401);
      expect(await answers(elsewhere)).toBe(200);
      const refused = await t.app.inject({ method: 'POST', url: '/sys/login/login', payload: { userName: 'demo-kig', password: 'Demo_1234', appType: 3 } });
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toMatchObject({ code: 403, txt: '账号已被停用' });
      await admin.ok(admin.post(`/system/organization/${enabling(transitions)}`, { id: orgIds.GR0001 }));
      expect(await answers(kig)).toBe(401);
      expect(await answers(await signIn(t.app, 'demo-kig', 3))).toBe(200);
    });
  }

  it('/system/organization/delete is refused while the organisation has accounts (whose own deletion ends their sessions)', async () => {
    expect(allows(organizationEntity, 'delete')).toBe(true);
    expect((await admin.post('/system/organization/delete', { id: orgIds.KG0002 })).status).toBe(422);
    const [row] = await t.database.db.select({ deleted: organisations.deleted }).from(organisations).where(eq(organisations.id, orgIds.KG0002!));
    expect(row!.deleted).toBe(false);
  });

  it('/system/organization/delete ends the sessions of any account left under it, even one removed behind the API', async () => {
    const org = await admin.ok(
      admin.post<{ id: string }>('/system/organization/save', { name: '将关闭的幼儿园', code: 'KG-CLOSING', kind: 'kindergarten', parentId: orgIds.GR0001, sort: 0 }),
    );
    const created = await admin.ok(
      admin.post<{ id: string; _once: { password: string } }>('/system/user/save', { userName: 'closing-staff', nickName: '李老师', orgId: org.id, appType: 3, roleIds: [] }),
    );
    const token = await signIn(t.app, 'closing-staff', 3, created._once.password);
    await t.database.db.update(users).set({ deleted: true }).where(eq(users.id, created.id));
    await admin.ok(admin.post('/system/organization/delete', { id: org.id }));
    await t.database.db.update(users).set({ deleted: false }).where(eq(users.id, created.id));
    await t.database.db.update(organisations).set({ deleted: false }).where(eq(organisations.id, org.id));
    expect(await answers(token)).toBe(401);
  });
});
