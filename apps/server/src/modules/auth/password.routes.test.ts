import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiClient, type Page } from '../../test/api-client.js';
import { call, createTestApp, envelope, signIn, type TestApp } from '../../test/test-app.js';
import { auditLogs } from '../../platform/audit/audit.table.js';
import { users } from '../system/user.table.js';

let t: TestApp;
let admin: ApiClient;
let kigId: string;
let made = 0;

beforeAll(async () => {
  t = await createTestApp();
  admin = await ApiClient.as(t.app, 'demo-admin', 8);
  const orgs = await admin.ok(admin.post<Page<{ id: string; code: string }>>('/system/organization/list', { pageSize: 100 }));
  kigId = orgs.records.find((o) => o.code === 'KG0001')!.id;
});
afterAll(() => t.close());

/** Each test signs in from its own address, so one test's failures never lock another's. */
const address = (n: number) => `198.51.100.${n}`;

const publicChange = (payload: object, from: string, lang = 'en_US') =>
  t.app.inject({ method: 'POST', url: `/sys/login/changePassword?lang=${lang}`, payload, remoteAddress: from });

const login = (payload: object, from: string, lang = 'en_US') => t.app.inject({ method: 'POST', url: `/sys/login/login?lang=${lang}`, payload, remoteAddress: from });

/** A new account of KG0001 made by the administrator: its name, id and the password shown once. */
async function issuedAccount(): Promise<{ userName: string; id: string; password: string }> {
  const userName = `issued-${++made}`;
  const created = await admin.ok(
    admin.post<{ id: string; _once: { password: string } }>('/system/user/save', { userName, nickName: '赵老师', orgId: kigId, appType: 3, roleIds: [] }),
  );
  return { userName, id: created.id, password: created._once.password };
}

/** Signs in (which must succeed) and answers whether the password must be changed first, and why. */
const passwordChangeAt = async (userName: string, password: string, from: string, appType = 3) => {
  const res = await login({ userName, password, appType }, from);
  expect(res.statusCode, res.body).toBe(200);
  return (envelope(res).data as { passwordChange: string | null }).passwordChange;
};

describe('POST /sys/login/changePassword (the public /changePsd)', () => {
  it('needs no session, and lists every missing field in the request language', async () => {
    const res = await publicChange({}, address(1), 'zh_CN');
    expect(res.statusCode).toBe(400);
    expect(envelope(res).data).toEqual(
      expect.arrayContaining([
        { field: 'userName', message: '请输入用户名' },
        { field: 'oldPassword', message: '旧密码不能为空' },
        { field: 'newPassword', message: '请输入密码' },
      ]),
    );
  });

  it('checks the new password with the rules of spec section 5 before anything else', async () => {
    const body = { userName: 'demo-finance', oldPassword: 'Demo_1234' };
    expect(envelope(await publicChange({ ...body, newPassword: 'ab_1' }, address(2)))).toMatchObject({
      code: 400,
      data: [{ field: 'newPassword', message: 'Password length 6-12 digits' }],
    });
    expect(envelope(await publicChange({ ...body, newPassword: 'abcdef12' }, address(2), 'zh_TW'))).toMatchObject({
      code: 400,
      data: [{ field: 'newPassword', message: '必須包含字母、數字和特殊字元(_@#)' }],
    });
    expect(envelope(await publicChange({ ...body, oldPassword: 'o'.repeat(33), newPassword: 'abc_123' }, address(2)))).toMatchObject({
      code: 400,
      data: [{ field: 'oldPassword', message: 'Too long' }],
    });
    // Nothing was counted: the name still signs in.
    expect((await login({ userName: 'demo-finance', password: 'Demo_1234', appType: 11 }, address(2))).statusCode).toBe(200);
  });

  it('answers an unknown name and a wrong old password exactly as sign-in does', async () => {
    const unknown = await publicChange({ userName: 'nobody-here', oldPassword: 'Demo_1234', newPassword: 'Sun_2026' }, address(3), 'zh_TW');
    const wrong = await publicChange({ userName: 'demo-inst', oldPassword: 'Wrong_123', newPassword: 'Sun_2026' }, address(3), 'zh_TW');
    const signInWrong = await login({ userName: 'demo-inst', password: 'Wrong_123', appType: 6 }, address(3), 'zh_TW');
    for (const res of [unknown, wrong]) {
      expect(res.statusCode).toBe(signInWrong.statusCode);
      expect(res.json()).toEqual(signInWrong.json());
    }
    expect(envelope(wrong)).toEqual({ code: 422, txt: '使用者名稱或密碼錯誤', data: null });
  });

  it('refuses a disabled account only after the right old password, as sign-in does', async () => {
    await t.database.db.update(users).set({ status: 'disabled' }).where(eq(users.userName, 'demo-agent'));
    try {
      const wrong = await publicChange({ userName: 'demo-agent', oldPassword: 'Wrong_1', newPassword: 'Sun_2026' }, address(4));
      expect(envelope(wrong).code).toBe(422);
      const right = await publicChange({ userName: 'demo-agent', oldPassword: 'Demo_1234', newPassword: 'Sun_2026' }, address(4));
      expect(envelope(right)).toEqual({ code: 403, txt: 'This account is disabled', data: null });
    } finally {
      await t.database.db.update(users).set({ status: 'enabled' }).where(eq(users.userName, 'demo-agent'));
    }
    expect((await login({ userName: 'demo-agent', password: 'Demo_1234', appType: 5 }, address(4))).statusCode).toBe(200);
  });

  it('changes the password of a name typed in any case, ends every session of the account, and the new one signs in', async () => {
    const first = await signIn(t.app, 'demo-expert', 7);
    const second = await signIn(t.app, 'demo-expert', 7);
    const same = await publicChange({ userName: 'demo-expert', oldPassword: 'Demo_1234', newPassword: 'Demo_1234' }, address(5));
    expect(envelope(same)).toMatchObject({ code: 422, txt: 'The new password must differ from the old one' });

    const res = await publicChange({ userName: '  Demo-Expert ', oldPassword: 'Demo_1234', newPassword: 'Sun_2026' }, address(5));
    expect(envelope(res)).toEqual({ code: 200, txt: 'Password reset success', data: null });
    for (const token of [first, second]) {
      expect((await call(t.app, token, { method: 'GET', url: '/sys/login/get_info' })).statusCode).toBe(401);
    }
    expect((await login({ userName: 'demo-expert', password: 'Demo_1234', appType: 7 }, address(5))).statusCode).toBe(422);
    expect(await passwordChangeAt('demo-expert', 'Sun_2026', address(5), 7)).toBeNull();
    const audits = await t.database.db
      .select({ action: auditLogs.action, result: auditLogs.result, detail: auditLogs.detail })
      .from(auditLogs)
      .where(and(eq(auditLogs.userName, 'demo-expert'), eq(auditLogs.action, 'changePassword')));
    expect(audits).toEqual([{ action: 'changePassword', result: 'ok', detail: { via: 'public' } }]);
  });

  it('counts its failures with sign-in: together they lock the name with 429 and Retry-After on both routes', async () => {
    const max = t.config.loginThrottle.maxUserFailures;
    const from = address(6);
    const wrongChange = () => publicChange({ userName: 'demo-ops', oldPassword: 'Nope_123', newPassword: 'Sun_2026' }, from);
    const wrongLogin = () => login({ userName: 'demo-ops', password: 'Nope_123', appType: 9 }, from);
    for (let i = 0; i < max; i++) expect((await (i % 2 ? wrongLogin() : wrongChange())).statusCode).toBe(422);

    for (const res of [
      await publicChange({ userName: 'demo-ops', oldPassword: 'Demo_1234', newPassword: 'Sun_2026' }, from),
      await login({ userName: 'demo-ops', password: 'Demo_1234', appType: 9 }, from),
    ]) {
      expect(res.statusCode).toBe(429);
      const seconds = Number(res.headers['retry-after']);
      expect(Number.isInteger(seconds) && seconds > 0 && seconds <= t.config.loginThrottle.lockMinutes * 60).toBe(true);
      expect(envelope(res).txt).toMatch(/^Too many failed sign-ins, please try again in \d+ minutes$/);
    }
    // The password did not change while locked.
    const [row] = await t.database.db.select({ changed: users.passwordChangedAt }).from(users).where(eq(users.userName, 'demo-ops'));
    expect(row!.changed).toBeNull();
  });

  it('locks an address that tries many names, as sign-in does', async () => {
    const strict = await createTestApp({ loginThrottle: { ...t.config.loginThrottle, maxAddressFailures: 3 } });
    try {
      const change = (userName: string, oldPassword: string) =>
        strict.app.inject({ method: 'POST', url: '/sys/login/changePassword', payload: { userName, oldPassword, newPassword: 'Sun_2026' } });
      for (let i = 0; i < 3; i++) expect((await change(`guess-${i}`, 'Demo_1234')).statusCode).toBe(422);
      expect((await change('demo-kig', 'Demo_1234')).statusCode).toBe(429);
    } finally {
      await strict.close();
    }
  });
});

describe('a password someone else chose is changed at the first sign-in', () => {
  it('the seeded demo accounts are not asked to change theirs; the easy one is, for being easy', async () => {
    expect(await passwordChangeAt('demo-kig', 'Demo_1234', address(20))).toBeNull();
    expect(await passwordChangeAt('demo-easy', '123456', address(20))).toBe('easy');
  });

  it("an administrator's new account must change its password at every sign-in until it does, then no more", async () => {
    const { userName, password } = await issuedAccount();
    expect(await passwordChangeAt(userName, password, address(21))).toBe('issued');
    expect(await passwordChangeAt(userName, password, address(21))).toBe('issued');

    const client = await ApiClient.as(t.app, userName, 3, password);
    await client.ok(client.post('/sys/changePassword', { oldPassword: password, newPassword: 'Own_2026' }));
    expect(await passwordChangeAt(userName, 'Own_2026', address(21))).toBeNull();
  });

  it("an administrator's reset must be changed, through the public /changePsd too, and the admin's password then stops working", async () => {
    const { userName, id } = await issuedAccount();
    const { password } = await admin.ok(admin.get<{ password: string }>(`/api/user/resetPassword/${id}`));
    expect(await passwordChangeAt(userName, password, address(22))).toBe('issued');

    const res = await publicChange({ userName, oldPassword: password, newPassword: 'Mine_2026' }, address(22));
    expect(envelope(res).code).toBe(200);
    expect((await login({ userName, password, appType: 3 }, address(22))).statusCode).toBe(422);
    expect(await passwordChangeAt(userName, 'Mine_2026', address(22))).toBeNull();

    // A second reset asks again.
    const again = await admin.ok(admin.get<{ password: string }>(`/api/user/resetPassword/${id}`));
    expect(await passwordChangeAt(userName, again.password, address(22))).toBe('issued');
  });

  it('a reset of a demo account asks its owner too', async () => {
    const [group] = await t.database.db.select({ id: users.id }).from(users).where(eq(users.userName, 'demo-group'));
    const { password } = await admin.ok(admin.get<{ password: string }>(`/api/user/resetPassword/${group!.id}`));
    const res = await login({ userName: 'demo-group', password, appType: 4 }, address(23));
    expect(envelope(res).data).toMatchObject({ easyPassword: false, passwordChange: 'issued' });
  });
});
