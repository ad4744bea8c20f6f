import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiClient } from '../../test/api-client.js';
import { createTestApp, type TestApp, testConfig } from '../../test/test-app.js';
import { smsCodes, smsMessages, smsOutbox } from './sms.tables.js';

let t: TestApp;
let kig: ApiClient;
let provider: Server;
// What the stand-in for Alibaba Cloud's SMS API answers next: its refusal, or 'OK'.
let answer: { Code: string; Message: string; BizId?: string; RequestId: string } = { Code: 'isv.BUSINESS_LIMIT_CONTROL', Message: 'limited', RequestId: 'r1' };
const requests: string[] = [];
let now = new Date('2026-12-01T02:00:00Z');

beforeAll(async () => {
  provider = createServer((req, res) => {
    requests.push(req.url ?? '');
    res.setHeader('content-type', 'application/json');
    res.end(JSON.stringify(answer));
  });
  await new Promise<void>((resolve) => provider.listen(0, '127.0.0.1', resolve));
  const { port } = provider.address() as AddressInfo;
  const base = testConfig({});
  t = await createTestApp(
    {
      sms: {
        ...base.sms,
        provider: 'aliyun',
        signName: '幼儿园',
        codeTemplate: 'SMS_1',
        aliyun: { accessKeyId: 'id', accessKeySecret: 'secret', endpoint: `http://127.0.0.1:${port}`, timeoutMs: 2000 },
      },
    },
    { clock: () => now },
  );
  kig = await ApiClient.as(t.app, 'demo-kig', 3);
});

afterAll(async () => {
  await t?.close();
  await new Promise((resolve) => provider.close(resolve));
});

describe('the Alibaba Cloud driver', () => {
  it('answers a refusal with a translated 503, and nothing is counted: no code, no message against the package, the next send not held back', async () => {
    const before = await t.database.db.select().from(smsOutbox);
    const res = await kig.raw('POST', '/kigs/kig-verify-code/sendCode', { checkType: 'stu_exp' });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toMatchObject({ code: 503, txt: 'The message could not be sent, please try again later' });
    expect(res.headers['retry-after']).toBeDefined();
    // The SDK reached the provider with the template and the phone.
    expect(requests.at(-1)).toMatch(/Action=SendSms|TemplateCode=SMS_1/);
    expect(await t.database.db.select().from(smsCodes)).toEqual([]);
    const [message] = await t.database.db.select().from(smsMessages).orderBy(desc(smsMessages.at)).limit(1);
    expect(message).toMatchObject({ status: 'failed', provider: 'aliyun', error: expect.stringContaining('isv.BUSINESS_LIMIT_CONTROL') });
    // Nothing went to the local outbox either.
    expect(await t.database.db.select().from(smsOutbox)).toHaveLength(before.length);
    answer = { Code: 'OK', Message: 'OK', BizId: 'biz-1', RequestId: 'r2' };
    const sent = await kig.ok(kig.post<{ sendId: string }>('/kigs/kig-verify-code/sendCode', { checkType: 'stu_exp' }));
    const [code] = await t.database.db.select().from(smsCodes).where(eq(smsCodes.id, sent.sendId));
    expect(code!.state).toBe('sent');
    const [ok] = await t.database.db.select().from(smsMessages).orderBy(desc(smsMessages.at)).limit(1);
    expect(ok).toMatchObject({ status: 'sent', providerId: 'biz-1' });
  });

  it('answers an unreachable provider the same way', async () => {
    provider.closeAllConnections();
    await new Promise((resolve) => provider.close(resolve));
    now = new Date(now.getTime() + 61_000);
    const res = await kig.raw('POST', '/kigs/kig-verify-code/sendCode', { checkType: 'par_exp' });
    expect(res.statusCode).toBe(503);
    expect(res.json<{ txt: string }>().txt).toBe('The message could not be sent, please try again later');
    // The code sent before stays good.
    expect((await t.database.db.select().from(smsCodes)).map((c) => c.state)).toEqual(['sent']);
  });
});
