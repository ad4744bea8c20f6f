import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.js';
import { call, createTestApp, envelope, signIn, type TestApp } from '../../test/test-app.js';
import { users } from '../system/user.table.js';
import { sessions } from './session.table.js';
import { hashToken } from '../../platform/tokens.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const login = (payload: unknown, lang = 'en_US') => t.app.inject({ method: 'POST', url: `/sys/login/login?lang=${lang}`, payload: payload as object });

describe('POST /sys/login/login', () => {
  it.each([
    ['demo-kig', 3],
    ['demo-group', 4],
    ['demo-agent', 5],
    ['demo-inst', 6],
    ['demo-expert', 7],
    ['demo-admin', 8],
    ['demo-ops', 9],
    ['demo-finance', 11],
    ['demo-supervisor', 20],
  ])('signs %s in to appType %i with a token, the shard and its menu', async (userName, appType) => {
    const res = await login({ userName, password: 'Demo_1234', appType });
    expect(res.statusCode).toBe(200);
    const body = envelope(res);
    expect(body.code).toBe(200);
    const data = body.data as {
      token: string;
      shardNum: string;
      menus: { href: string; parentId: string }[];
      easyPassword: boolean;
      passwordChange: string | null;
    };
    expect(data.token).toMatch(/^[A-Za-z0-9_-]{40,}$/);
    expect(data.shardNum).toBe('00001');
    expect(data.menus.map((m) => m.href)).toContain('/home');
    expect(data.menus.every((m) => m.parentId === '0')).toBe(true);
    expect(data.easyPassword).toBe(false);
    // The README tells people to sign in with these: they are not asked to change the password.
    expect(data.passwordChange).toBeNull();
  });

  it("records every account's sign-in time, when many sign in at once (written in batches)", async () => {
    const names = ['demo-kig', 'demo-group', 'demo-agent', 'demo-inst', 'demo-expert', 'demo-admin', 'demo-ops', 'demo-finance'];
    const appTypes = [3, 4, 5, 6, 7, 8, 9, 11];
    const before = new Date(Date.now() - 1000);
    const answers = await Promise.all(names.map((userName, i) => login({ userName, password: 'Demo_1234', appType: appTypes[i] })));
    expect(answers.map((a) => a.statusCode)).toEqual(names.map(() => 200));
    for (const userName of names) {
      const [user] = await t.database.db.select({ lastLoginAt: users.lastLoginAt }).from(users).where(eq(users.userName, userName));
      expect(user!.lastLoginAt!.getTime(), userName).toBeGreaterThanOrEqual(before.getTime());
    }
  });

  it('trims the user name and ignores its case', async () => {
    const res = await login({ userName: '  Demo-Kig  ', password: 'Demo_1234', appType: 3 });
    expect(envelope(res).code).toBe(200);
  });

  it('flags an easy password, to be changed first', async () => {
    const res = await login({ userName: 'demo-easy', password: '123456', appType: 3 });
    expect(envelope(res).data).toMatchObject({ easyPassword: true, passwordChange: 'easy' });
  });

  it('answers wrong credentials with one message, in the request language', async () => {
    const wrongPassword = await login({ userName: 'demo-ops', password: 'Wrong_123', appType: 9 });
    expect(wrongPassword.statusCode).toBe(422);
    expect(envelope(wrongPassword).txt).toBe('Wrong user name or password');
    const unknownUser = await login({ userName: 'nobody-here', password: 'Demo_1234', appType: 9 }, 'zh_TW');
    expect(envelope(unknownUser)).toMatchObject({ code: 422, txt: '使用者名稱或密碼錯誤' });
  });

  it('answers a wrong system exactly like a wrong password while the password is wrong', async () => {
    const wrongBoth = await login({ userName: 'demo-finance', password: 'Wrong_123', appType: 8 }, 'zh_CN');
    const wrongPassword = await login({ userName: 'demo-finance', password: 'Wrong_123', appType: 11 }, 'zh_CN');
    const unknownUser = await login({ userName: 'nobody-finance', password: 'Wrong_123', appType: 8 }, 'zh_CN');
    for (const res of [wrongBoth, unknownUser]) {
      expect(res.statusCode).toBe(wrongPassword.statusCode);
      expect(res.json()).toEqual(wrongPassword.json());
    }
    expect(envelope(wrongBoth)).toEqual({ code: 422, txt: '用户名或密码错误', data: null });
  });

  it.each([
    ['en_US', 'This account signs in to “Kindergarten group”: choose that system and sign in again'],
    ['zh_CN', '该账号属于“幼儿园集团”系统，请选择该系统后再登录'],
    ['zh_TW', '此帳號屬於「幼兒園集團」系統，請選擇該系統後再登入'],
  ])('once the password is right, a wrong system names the one to choose (%s)', async (lang, message) => {
    const res = await login({ userName: 'demo-group', password: 'Demo_1234', appType: 3 }, lang);
    expect(envelope(res)).toEqual({ code: 422, txt: message, data: [{ field: 'appType', message }] });
  });

  it('names the system of an account whose number has an alias, and counts a wrong system as a failure', async () => {
    const strict = await createTestApp({ loginThrottle: { ...t.config.loginThrottle, maxUserFailures: 2 } });
    try {
      const attempt = (appType: number) =>
        strict.app.inject({ method: 'POST', url: '/sys/login/login?lang=en_US', payload: { userName: 'demo-expert', password: 'Demo_1234', appType } });
      for (let i = 0; i < 2; i++) expect(envelope(await attempt(6)).txt).toBe('This account signs in to “Expert”: choose that system and sign in again');
      const locked = await attempt(7);
      expect(locked.statusCode).toBe(429);
      expect(Number(locked.headers['retry-after'])).toBeGreaterThan(0);
    } finally {
      await strict.close();
    }
  });

  it('accepts the alias numbers of the same system', async () => {
    expect(envelope(await login({ userName: 'demo-ops', password: 'Demo_1234', appType: 15 })).code).toBe(200);
    expect(envelope(await login({ userName: 'demo-expert', password: 'Demo_1234', appType: 17 })).code).toBe(200);
  });

  it('lists every missing field', async () => {
    const res = await login({});
    expect(res.statusCode).toBe(400);
    const fields = (envelope(res).data as { field: string; message: string }[]).map((f) => f.field).sort();
    expect(fields).toEqual(['appType', 'password', 'userName']);
  });

  it('refuses an unknown appType, an over-long name and a blank name with field errors', async () => {
    const unknown = envelope(await login({ userName: 'demo-kig', password: 'x', appType: 12 }));
    expect(unknown).toMatchObject({ code: 400, data: [{ field: 'appType', message: 'Unknown system type' }] });
    const long = envelope(await login({ userName: 'a'.repeat(65), password: 'x', appType: 3 }));
    expect(long).toMatchObject({ code: 400, data: [{ field: 'userName', message: 'Too long' }] });
    const blank = envelope(await login({ userName: '   ', password: 'x', appType: 3 }, 'zh_CN'));
    expect(blank).toMatchObject({ code: 400, data: [{ field: 'userName', message: '请输入用户名' }] });
    const longPassword = envelope(await login({ userName: 'demo-kig', password: 'p'.repeat(101), appType: 3 }));
    expect(longPassword).toMatchObject({ code: 400, data: [{ field: 'password', message: 'Too long' }] });
  });

  it('answers malformed JSON with 400 and no stack trace', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/sys/login/login?lang=en_US',
      headers: { 'content-type': 'application/json' },
      payload: '{"userName": ',
    });
    expect(res.statusCode).toBe(400);
    expect(envelope(res)).toEqual({ code: 400, txt: 'The request body is not valid JSON', data: null });
    expect(res.body).not.toMatch(/at .*\.(js|ts):\d+/);
  });

  it('refuses a disabled account only after the right password', async () => {
    await t.database.db.update(users).set({ status: 'disabled' }).where(eq(users.userName, 'demo-agent'));
    try {
      expect(envelope(await login({ userName: 'demo-agent', password: 'Wrong_1', appType: 5 })).code).toBe(422);
      expect(envelope(await login({ userName: 'demo-agent', password: 'Demo_1234', appType: 5 }))).toMatchObject({
        code: 403,
        txt: 'This account is disabled',
      });
    } finally {
      await t.database.db.update(users).set({ status: 'enabled' }).where(eq(users.userName, 'demo-agent'));
    }
  });
});

describe('GET /sys/login/get_info', () => {
  it('requires authentication', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/sys/login/get_info?lang=en_US' });
    expect(res.statusCode).toBe(401);
    expect(envelope(res).txt).toBe('Please sign in');
  });

  it('refuses a forged token', async () => {
    const res = await call(t.app, 'forged-token-that-was-never-issued-by-us', { method: 'GET', url: '/sys/login/get_info' });
    expect(res.statusCode).toBe(401);
  });

  it('refuses an expired token with its own message', async () => {
    const token = await signIn(t.app, 'demo-group', 4);
    await t.database.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.tokenHash, hashToken(token)));
    const res = await call(t.app, token, { method: 'GET', url: '/sys/login/get_info?lang=en_US' });
    expect(envelope(res)).toMatchObject({ code: 401, txt: 'Your session has expired, please sign in again' });
  });

  it('describes the signed-in user and organisation', async () => {
    const token = await signIn(t.app, 'demo-kig', 3);
    const res = await call(t.app, token, { method: 'GET', url: '/sys/login/get_info', headers: { apptype: '3' } });
    expect(res.statusCode).toBe(200);
    expect(envelope(res).data).toMatchObject({
      nickName: '王丽',
      userName: 'demo-kig',
      userCode: 'KG0001',
      appType: 3,
      orgKind: 'kindergarten',
      orgName: '阳光第一幼儿园',
    });
    const permissions = (envelope(res).data as { permissions: string[] }).permissions;
    expect(permissions).toEqual(expect.arrayContaining(['home:view', 'campus:student:view', 'campus:grade:graduate']));
    expect(permissions.some((p) => p.startsWith('system:'))).toBe(false);
    const info = envelope(res).data as { superiorId: string; baseId: string };
    expect(info.superiorId).not.toBe('0');
    expect(info.baseId).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('refuses an appType header that disagrees with the session', async () => {
    const token = await signIn(t.app, 'demo-kig', 3);
    const res = await call(t.app, token, { method: 'GET', url: '/sys/login/get_info', headers: { apptype: '8' } });
    expect(res.statusCode).toBe(403);
  });
});

describe('POST /sys/changePassword and /sys/login/logout', () => {
  it('requires authentication', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/sys/changePassword',
      payload: { oldPassword: 'a', newPassword: 'b' },
    });
    expect(res.statusCode).toBe(401);
  });

  it('checks the new password with the rules of the dialog', async () => {
    const token = await signIn(t.app, 'demo-finance', 11);
    const change = (payload: object) => call(t.app, token, { method: 'POST', url: '/sys/changePassword?lang=en_US', payload });
    expect(envelope(await change({ oldPassword: 'Demo_1234', newPassword: 'ab_1' }))).toMatchObject({
      code: 400,
      data: [{ field: 'newPassword', message: 'Password length 6-12 digits' }],
    });
    expect(envelope(await change({ oldPassword: 'Demo_1234', newPassword: 'abcdef12' }))).toMatchObject({
      code: 400,
      data: [{ field: 'newPassword', message: 'Must contain letters, digits and special characters (_@#)' }],
    });
    expect(envelope(await change({ oldPassword: 'Demo_1234', newPassword: 'abc_12 $' })).code).toBe(400);
    expect(envelope(await change({ newPassword: 'abc_123' }))).toMatchObject({
      code: 400,
      data: [{ field: 'oldPassword', message: 'Old password required' }],
    });
    expect(envelope(await change({ oldPassword: 'Wrong_999', newPassword: 'abc_123' }))).toMatchObject({
      code: 422,
      txt: 'The old password is not correct',
    });
  });

  it('changes the password, ends every session of the user and clears the easy flag', async () => {
    const first = await signIn(t.app, 'demo-easy', 3, '123456');
    const second = await signIn(t.app, 'demo-easy', 3, '123456');
    const res = await call(t.app, first, {
      method: 'POST',
      url: '/sys/changePassword?lang=en_US',
      payload: { oldPassword: '123456', newPassword: 'Sun_2026' },
    });
    expect(envelope(res)).toMatchObject({ code: 200, txt: 'Password reset success' });
    for (const token of [first, second]) {
      expect((await call(t.app, token, { method: 'GET', url: '/sys/login/get_info' })).statusCode).toBe(401);
    }
    expect(envelope(await login({ userName: 'demo-easy', password: '123456', appType: 3 })).code).toBe(422);
    const again = envelope(await login({ userName: 'demo-easy', password: 'Sun_2026', appType: 3 }));
    expect(again).toMatchObject({ code: 200, data: { easyPassword: false } });
  });

  it('logout revokes the token on the server, by header or by body', async () => {
    const a = await signIn(t.app, 'demo-inst', 6);
    expect((await call(t.app, a, { method: 'POST', url: '/sys/login/logout', payload: {} })).statusCode).toBe(200);
    expect((await call(t.app, a, { method: 'GET', url: '/sys/login/get_info' })).statusCode).toBe(401);
    const b = await signIn(t.app, 'demo-inst', 6);
    await t.app.inject({ method: 'POST', url: '/sys/login/logout', payload: { token: b } });
    expect((await call(t.app, b, { method: 'GET', url: '/sys/login/get_info' })).statusCode).toBe(401);
  });
});

describe('login throttling', () => {
  it('slows, then refuses a user name with 429, and remembers it across a restart', async () => {
    const attempt = () => login({ userName: 'demo-admin', password: 'Nope_123', appType: 8 });
    for (let i = 0; i < t.config.loginThrottle.maxUserFailures; i++) expect((await attempt()).statusCode).toBe(422);
    const locked = await attempt();
    expect(locked.statusCode).toBe(429);
    expect(envelope(locked).txt).toMatch(/Too many failed sign-ins, please try again in \d+ minutes/);
    // Even the right password is refused while locked.
    expect((await login({ userName: 'demo-admin', password: 'Demo_1234', appType: 8 })).statusCode).toBe(429);

    const restarted = await buildApp({ config: t.config, database: t.database, logger: false });
    const res = await restarted.inject({
      method: 'POST',
      url: '/sys/login/login',
      payload: { userName: 'demo-admin', password: 'Demo_1234', appType: 8 },
    });
    expect(res.statusCode).toBe(429);
    await restarted.close();
  });

  it('refuses an address that tries many user names', async () => {
    const strict = await createTestApp({ loginThrottle: { ...t.config.loginThrottle, maxAddressFailures: 4 } });
    try {
      for (let i = 0; i < 4; i++) {
        const res = await strict.app.inject({
          method: 'POST',
          url: '/sys/login/login',
          payload: { userName: `guess-${i}`, password: 'x', appType: 3 },
        });
        expect(res.statusCode).toBe(422);
      }
      const res = await strict.app.inject({
        method: 'POST',
        url: '/sys/login/login',
        payload: { userName: 'demo-kig', password: 'Demo_1234', appType: 3 },
      });
      expect(res.statusCode).toBe(429);
    } finally {
      await strict.close();
    }
  });
});

describe('every 429 of sign-in says when to come back', () => {
  it('30 quick sign-ins of one name: the first are refused as wrong, every later one 429 with Retry-After in seconds', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 30; i++) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/sys/login/login?lang=zh_TW',
        payload: { userName: 'nobody-thirty', password: `Guess_${i}`, appType: 3 },
        remoteAddress: '192.0.2.30',
      });
      statuses.push(res.statusCode);
      if (res.statusCode !== 429) {
        expect(res.headers['retry-after']).toBeUndefined();
        continue;
      }
      const seconds = Number(res.headers['retry-after']);
      expect(Number.isInteger(seconds) && seconds > 0 && seconds <= t.config.loginThrottle.lockMinutes * 60).toBe(true);
      expect(envelope(res).txt).toMatch(/^登入失敗次數過多，請 \d+ 分鐘後再試$/);
    }
    const wrong = t.config.loginThrottle.maxUserFailures;
    expect(statuses).toEqual([...Array(wrong).fill(422), ...Array(30 - wrong).fill(429)]);
  });
});
