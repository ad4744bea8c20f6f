import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.js';
import { call, createTestApp, envelope, signIn, type TestApp } from '../../test/test-app.js';
import { users } from '../system/user.table.js';
import { sessions } from './session.table.js';
import { hashToken } from './token.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const login = (payload: unknown, lang = 'en_US') =>
  t.app.inject({ method: 'POST', url: `/sys/login/login?lang=${lang}`, payload: payload as object });

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
  ])('signs %s in to appType %i with a token, the shard and its menu', async (userName, appType) => {
    const res = await login({ userName, password: 'Demo_1234', appType });
    expect(res.statusCode).toBe(200);
    const body = envelope(res);
    expect(body.code).toBe(200);
    const data = body.data as { token: string; shardNum: string; menus: { href: string; parentId: string }[]; easyPassword: boolean };
    expect(data.token).toMatch(/^[A-Za-z0-9_-]{40,}$/);
    expect(data.shardNum).toBe('00001');
    expect(data.menus.map((m) => m.href)).toContain('/home');
    expect(data.menus.every((m) => m.parentId === '0')).toBe(true);
    expect(data.easyPassword).toBe(false);
  });

  it('trims the user name and ignores its case', async () => {
    const res = await login({ userName: '  Demo-Kig  ', password: 'Demo_1234', appType: 3 });
    expect(envelope(res).code).toBe(200);
  });

  it('flags an easy password', async () => {
    const res = await login({ userName: 'demo-easy', password: '123456', appType: 3 });
    expect((envelope(res).data as { easyPassword: boolean }).easyPassword).toBe(true);
  });

  it('answers wrong credentials with one message, in the request language', async () => {
    const wrongPassword = await login({ userName: 'demo-ops', password: 'Wrong_123', appType: 9 });
    expect(wrongPassword.statusCode).toBe(422);
    expect(envelope(wrongPassword).txt).toBe('Wrong user name or password');
    const unknownUser = await login({ userName: 'nobody-here', password: 'Demo_1234', appType: 9 }, 'zh_TW');
    expect(envelope(unknownUser)).toMatchObject({ code: 422, txt: '使用者名稱或密碼錯誤' });
    const wrongSystem = await login({ userName: 'demo-finance', password: 'Demo_1234', appType: 8 }, 'zh_CN');
    expect(envelope(wrongSystem)).toMatchObject({ code: 422, txt: '用户名或密码错误' });
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
    const change = (payload: object) =>
      call(t.app, token, { method: 'POST', url: '/sys/changePassword?lang=en_US', payload });
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
