import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLogs } from '../../platform/audit/audit.table.js';
import { organisations } from '../../platform/tenancy/organization.table.js';
import { ApiClient } from '../../test/api-client.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { smsCodes, smsMessages, smsOutbox, smsPackages } from './sms.tables.js';

type Sent = { sendId: string; phone: string; resendSeconds: number; validSeconds: number };

let t: TestApp;
let kig: ApiClient;
let agent: ApiClient;
let ops: ApiClient;
let kigPhone: string;
let agentId: string;
// The server's clock, moved by each test: the caps and the expiry are read from it.
let now = new Date('2026-12-01T02:00:00Z');
const later = (seconds: number) => {
  now = new Date(now.getTime() + seconds * 1000);
};
// Each test starts a day and a minute after the last, with the caps of every phone counted afresh.
const nextDay = () => later(24 * 3600 + 61);

const send = (client: ApiClient, checkType: string) => client.post<Sent>('/kigs/kig-verify-code/sendCode', { checkType });
const changePhone = (code: string, phone = '13911112222') => kig.post<{ phone: string }>('/agency/kig/changeHeadPhone', { phone, code });

/** The code the local driver wrote to the outbox for a phone, last first. */
async function codeSentTo(phone: string): Promise<string> {
  const [row] = await t.database.db.select().from(smsOutbox).where(eq(smsOutbox.phone, phone)).orderBy(desc(smsOutbox.at)).limit(1);
  return row!.params.code!;
}
const wrong = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

beforeAll(async () => {
  t = await createTestApp({}, { clock: () => now });
  kig = await ApiClient.as(t.app, 'demo-kig', 3);
  agent = await ApiClient.as(t.app, 'demo-agent', 5);
  ops = await ApiClient.as(t.app, 'demo-ops', 9);
  const orgs = await t.database.db.select().from(organisations);
  kigPhone = orgs.find((o) => o.code === 'KG0001')!.contactPhone!;
  agentId = orgs.find((o) => o.code === 'AG0001')!.id;
});

afterAll(async () => {
  await t?.close();
});

describe('sending a code', () => {
  it("goes to the head's phone on record, masked in the answer; only its hash is stored; it counts against the agent's package", async () => {
    nextDay();
    expect(await kig.ok(kig.get<string>('/kigs/kig-base/getInfoCheckMobile'))).toBe(`${kigPhone.slice(0, 3)}****${kigPhone.slice(-4)}`);
    const before = (await kig.ok(agent.get<{ used: number }>('/agency/smsPackage/usage'))).used;
    const sent = await kig.ok(send(kig, 'kig_phone'));
    expect(sent).toEqual({ sendId: expect.any(String), phone: `${kigPhone.slice(0, 3)}****${kigPhone.slice(-4)}`, resendSeconds: 60, validSeconds: 600 });
    const code = await codeSentTo(kigPhone);
    expect(code).toMatch(/^\d{6}$/);
    const [row] = await t.database.db.select().from(smsCodes).where(eq(smsCodes.id, sent.sendId));
    expect(row).toMatchObject({ state: 'sent', purpose: 'kig_phone', phone: kigPhone });
    expect(row!.codeHash).toMatch(/^\$argon2id\$/);
    const [message] = await t.database.db.select().from(smsMessages).where(eq(smsMessages.phone, kigPhone)).orderBy(desc(smsMessages.at)).limit(1);
    expect(message).toMatchObject({ agentId, status: 'sent', provider: 'local' });
    expect((await agent.ok(agent.get<{ used: number }>('/agency/smsPackage/usage'))).used).toBe(before + 1);
  });

  it('is refused for 60 seconds after the last, saying how many are left, with Retry-After', async () => {
    nextDay();
    await kig.ok(send(kig, 'kig_phone'));
    later(20);
    const res = await kig.raw('POST', '/kigs/kig-verify-code/sendCode', { checkType: 'kig_phone' });
    expect(res.statusCode).toBe(429);
    expect(res.headers['retry-after']).toBe('40');
    expect(res.json()).toMatchObject({ code: 429, txt: 'Please wait 40 seconds before sending another code' });
    // Another purpose to the same phone waits too: the wait is the phone's.
    expect(await send(kig, 'stu_exp')).toMatchObject({ status: 429 });
    later(40);
    await kig.ok(send(kig, 'kig_phone'));
  });

  it('is refused after 5 to one phone within an hour, and after 10 within a day', async () => {
    nextDay();
    for (let i = 0; i < 5; i++) {
      await kig.ok(send(kig, 'stu_exp'));
      later(61);
    }
    const hourly = await kig.raw('POST', '/kigs/kig-verify-code/sendCode', { checkType: 'stu_exp' });
    expect(hourly.statusCode).toBe(429);
    expect(hourly.json<{ txt: string }>().txt).toMatch(/within an hour/);
    // The first of the five leaves the hour 3,600 s after it was sent.
    expect(Number(hourly.headers['retry-after'])).toBe(3600 - 5 * 61);
    later(3600);
    for (let i = 0; i < 5; i++) {
      await kig.ok(send(kig, 'stu_exp'));
      later(61);
    }
    later(3600);
    const daily = await send(kig, 'stu_exp');
    expect(daily).toMatchObject({ status: 429, txt: 'Too many codes sent to this phone today, please try again tomorrow' });
  });

  it('is refused when the agent has no message left; operations granting a package opens it again', async () => {
    nextDay();
    const { left } = await agent.ok(agent.get<{ left: number }>('/agency/smsPackage/usage'));
    // The package's remaining messages, spent by hand.
    await t.database.db.insert(smsMessages).values(
      Array.from({ length: left }, (_, i) => ({
        id: crypto.randomUUID(),
        at: now,
        agentId,
        orgId: agentId,
        phone: '13800000001',
        templateCode: 'X',
        provider: 'local',
        status: 'sent',
        purpose: `fill${i}`,
      })),
    );
    expect(await send(kig, 'kig_phone')).toMatchObject({ status: 422, txt: 'The SMS package is used up, please ask operations for an SMS package' });
    expect(await agent.post('/agency/smsPackage/save', { name: 'x', agentId, quota: 10, grantedOn: '2026-12-01' })).toMatchObject({ status: 403 });
    await ops.ok(ops.post('/agency/smsPackage/save', { name: '补充包', agentId, quota: 10, grantedOn: '2026-12-01' }));
    expect(await agent.ok(agent.get('/agency/smsPackage/usage'))).toMatchObject({ left: 10 });
    await kig.ok(send(kig, 'kig_phone'));
    expect(await agent.ok(agent.get('/agency/smsPackage/usage'))).toMatchObject({ left: 9 });
  });

  it('is for the purposes the account may do: an agent sends no code to change a head phone', async () => {
    nextDay();
    expect(await send(agent, 'kig_phone')).toMatchObject({ status: 403 });
    expect(await send(kig, 'bank_account')).toMatchObject({ status: 403 });
    expect(await send(kig, 'anything')).toMatchObject({ status: 400, data: [{ field: 'checkType' }] });
  });
});

describe('a protected operation', () => {
  it("says 'please send code' when none was sent", async () => {
    nextDay();
    // The agent has sent no bank-account code yet.
    const res = await agent.post('/agency/agentInfo/saveBank', { accountName: '陈立', bankName: '招商银行', accountNo: '6225880137706868', code: '123456' });
    expect(res).toMatchObject({ status: 422, txt: 'Please send code' });
  });

  it('takes the right code once: a second use is refused', async () => {
    nextDay();
    await kig.ok(send(kig, 'kig_phone'));
    const code = await codeSentTo(kigPhone);
    expect(await kig.ok(changePhone(code, '13911112222'))).toEqual({ phone: '139****2222' });
    expect(await kig.ok(kig.get<string>('/kigs/kig-base/getInfoCheckMobile'))).toBe('139****2222');
    expect(await changePhone(code, '13911113333')).toMatchObject({ status: 422, txt: 'The verification code has been used, please send a new one' });
    const [audit] = await t.database.db
      .select()
      .from(auditLogs)
      .where(and(eq(auditLogs.action, 'changeHeadPhone')))
      .orderBy(desc(auditLogs.at))
      .limit(1);
    expect(audit!.detail).toEqual({ from: `${kigPhone.slice(0, 3)}****${kigPhone.slice(-4)}`, to: '139****2222' });
    // Back to the demo's phone for the other tests, with a new code sent to the new phone.
    later(61);
    await kig.ok(send(kig, 'kig_phone'));
    await kig.ok(changePhone(await codeSentTo('13911112222'), kigPhone));
  });

  it('refuses an expired code', async () => {
    nextDay();
    await kig.ok(send(kig, 'kig_phone'));
    const code = await codeSentTo(kigPhone);
    later(600);
    expect(await changePhone(code)).toMatchObject({ status: 422, txt: 'The verification code has expired, please send a new one' });
  });

  it('voids the code at the fifth wrong try: the right one is refused after', async () => {
    nextDay();
    await kig.ok(send(kig, 'kig_phone'));
    const code = await codeSentTo(kigPhone);
    for (const left of [4, 3, 2, 1]) expect(await changePhone(wrong(code))).toMatchObject({ status: 422, txt: `Wrong verification code, ${left} tries left` });
    expect(await changePhone(wrong(code))).toMatchObject({ status: 422, txt: 'Too many wrong tries: the verification code is void, please send a new one' });
    expect(await changePhone(code)).toMatchObject({ status: 422, txt: 'Too many wrong tries: the verification code is void, please send a new one' });
  });

  it('takes only a code sent for it: an export code does not change the phone, and a newer code voids the older', async () => {
    nextDay();
    await kig.ok(send(kig, 'stu_exp'));
    const exportCode = await codeSentTo(kigPhone);
    expect(await changePhone(exportCode)).toMatchObject({ status: 422 });
    later(61);
    await kig.ok(send(kig, 'stu_exp'));
    const newer = await codeSentTo(kigPhone);
    const exportWith = (code: string) =>
      t.app.inject({ method: 'GET', url: '/campus/student/export?lang=en_US', headers: { authorization: `Bearer ${kig.token}`, 'x-verify-code': code } });
    const old = await exportWith(exportCode);
    expect(old.statusCode).toBe(422);
    expect((await exportWith(newer)).statusCode).toBe(200);
  });

  it("exports children's and parents' data only with a code", async () => {
    nextDay();
    expect(await kig.raw('GET', '/campus/student/export')).toMatchObject({ statusCode: 422 });
    expect((await kig.raw('POST', '/campus/parent/export', {})).json()).toMatchObject({ code: 422, txt: 'Please send code' });
    await kig.ok(send(kig, 'par_exp'));
    const res = await t.app.inject({
      method: 'POST',
      url: '/campus/parent/export?lang=en_US',
      headers: { authorization: `Bearer ${kig.token}`, 'x-verify-code': await codeSentTo(kigPhone) },
      payload: {},
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('spreadsheetml');
    // Other lists export as before.
    expect((await kig.raw('GET', '/campus/grade/export')).statusCode).toBe(200);
  });
});

describe('agent info', () => {
  it('checks the bank account format field by field, before any code is spent', async () => {
    nextDay();
    const bad = async (accountNo: string) =>
      (await agent.post<{ field: string; message: string }[]>('/agency/agentInfo/saveBank', { accountName: '陈立', bankName: '招商银行', accountNo, code: '123456' })).data;
    expect(await bad('6225 8801 37ab 6868')).toEqual([{ field: 'accountNo', message: 'A bank account number has digits only' }]);
    expect(await bad('12345678')).toEqual([{ field: 'accountNo', message: 'A bank account number has 9 to 25 digits' }]);
    // A UnionPay card number (62, 16 to 19 digits) must pass Luhn; 6225880137706868 does, ...69 does not.
    expect(await bad('6225880137706869')).toEqual([{ field: 'accountNo', message: 'The card number does not pass its check, please verify it' }]);
  });

  it('changes the bank account with a code sent to the contact phone; shown and audited masked only', async () => {
    nextDay();
    await agent.ok(send(agent, 'bank_account'));
    const code = await codeSentTo('13800000001');
    const saved = await agent.ok(
      agent.post<{ bank: { account: string } }>('/agency/agentInfo/saveBank', { accountName: '陈立', bankName: '招商银行上海分行', accountNo: '6225 8801 3770 6868', code }),
    );
    expect(saved.bank).toMatchObject({ accountName: '陈立', bankName: '招商银行上海分行', account: '**** **** **** 6868' });
    const seen = await ops.ok(ops.get<{ bank: { account: string } }>(`/agency/agentInfo/get?agentId=${agentId}`));
    expect(seen.bank!.account).toBe('**** **** **** 6868');
    const all = await ops.ok(ops.get<{ agentId: string }[]>('/agency/agentInfo/list'));
    expect(all.map((a) => a.agentId)).toContain(agentId);
    const [audit] = await t.database.db.select().from(auditLogs).where(eq(auditLogs.resource, 'agentBankAccount')).orderBy(desc(auditLogs.at)).limit(1);
    expect(JSON.stringify(audit!.detail)).not.toContain('6225880137706868');
    expect(audit!.detail).toMatchObject({ account: '**** **** **** 6868' });
    // A kindergarten reads no agent's info; an agent no other.
    expect(await kig.get('/agency/agentInfo/get')).toMatchObject({ status: 403 });
    expect(await agent.get(`/agency/agentInfo/get?agentId=${crypto.randomUUID()}`)).toMatchObject({ status: 404 });
  });
});

describe('packages', () => {
  it('are granted by operations to an agent only, and each agent reads its own', async () => {
    const [kg] = await t.database.db.select().from(organisations).where(eq(organisations.code, 'KG0001'));
    expect(await ops.post('/agency/smsPackage/save', { name: 'x', agentId: kg!.id, quota: 10, grantedOn: '2026-12-01' })).toMatchObject({
      status: 400,
      data: [{ field: 'agentId' }],
    });
    const page = await agent.ok(agent.post<{ records: { agentId: string }[] }>('/agency/smsPackage/list', {}));
    expect(page.records.length).toBeGreaterThan(0);
    expect(page.records.every((r) => r.agentId === agentId)).toBe(true);
    const usage = await agent.ok(agent.get<{ bought: number; byKig: { name: string; sent: number }[] }>('/agency/smsPackage/usage'));
    const granted = await t.database.db.select().from(smsPackages).where(eq(smsPackages.agentId, agentId));
    expect(usage.bought).toBe(granted.reduce((n, p) => n + p.quota, 0));
    expect(usage.byKig.find((k) => k.name === kg!.name)!.sent).toBeGreaterThan(0);
  });
});
