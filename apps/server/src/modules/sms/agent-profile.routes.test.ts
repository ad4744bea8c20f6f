import type { AgentInfo } from '@kg/domain';
import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { auditLogs } from '../../platform/audit/audit.table.js';
import { ApiClient } from '../../test/api-client.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { smsOutbox } from './sms.tables.js';

let t: TestApp;
let agent: ApiClient;
let ops: ApiClient;
let now = new Date('2026-12-01T02:00:00Z');

/** The code the local driver wrote to the outbox for a phone, last first. */
async function codeSentTo(phone: string): Promise<string> {
  const [row] = await t.database.db.select().from(smsOutbox).where(eq(smsOutbox.phone, phone)).orderBy(desc(smsOutbox.at)).limit(1);
  return row!.params.code!;
}

beforeAll(async () => {
  t = await createTestApp({}, { clock: () => now });
  agent = await ApiClient.as(t.app, 'demo-agent', 5);
  ops = await ApiClient.as(t.app, 'demo-ops', 9);
}, 120_000);
afterAll(() => t?.close());

it('an agent edits its own profile; operations may not; the audit keeps what it was', async () => {
  const saved = await agent.ok(agent.post<AgentInfo>('/agency/agentInfo/saveProfile', { name: '华东区域代理（新）', contactName: '陈立新', address: '上海市黄浦区 1 号' }));
  expect(saved).toMatchObject({ name: '华东区域代理（新）', contactName: '陈立新', address: '上海市黄浦区 1 号', contactPhone: '13800000001' });
  expect(await agent.ok(agent.get<AgentInfo>('/agency/agentInfo/get'))).toMatchObject({ name: '华东区域代理（新）' });
  expect(await agent.post('/agency/agentInfo/saveProfile', { name: '' })).toMatchObject({ status: 400, data: [{ field: 'name' }] });
  expect(await ops.post('/agency/agentInfo/saveProfile', { name: 'x' })).toMatchObject({ status: 403 });
  const [audit] = await t.database.db
    .select()
    .from(auditLogs)
    .where(and(eq(auditLogs.resource, 'organization'), eq(auditLogs.action, 'update'), eq(auditLogs.resourceId, saved.agentId)));
  expect(audit!.detail).toMatchObject({ before: { name: '华东区域代理', contactName: '陈立' }, after: { name: '华东区域代理（新）' } });
});

it('changes its contact phone with a code sent to the current one, and the next code goes to the new one', async () => {
  const change = (code: string) => agent.post<AgentInfo>('/agency/agentInfo/changePhone', { phone: '13911119999', code });
  expect(await change('123456')).toMatchObject({ status: 422, txt: 'Please send code' });
  // A code sent for another purpose opens nothing here.
  await agent.ok(agent.post('/kigs/kig-verify-code/sendCode', { checkType: 'bank_account' }));
  expect(await change(await codeSentTo('13800000001'))).toMatchObject({ status: 422, txt: 'Please send code' });
  now = new Date(now.getTime() + 61_000);
  expect(await agent.ok(agent.post('/kigs/kig-verify-code/sendCode', { checkType: 'agent_phone' }))).toMatchObject({ phone: '138****0001' });
  const changed = await agent.ok(change(await codeSentTo('13800000001')));
  expect(changed.contactPhone).toBe('13911119999');
  const [audit] = await t.database.db.select().from(auditLogs).where(eq(auditLogs.action, 'changeContactPhone'));
  expect(audit!.detail).toEqual({ from: '138****0001', to: '139****9999' });
  now = new Date(now.getTime() + 61_000);
  expect(await agent.ok(agent.post('/kigs/kig-verify-code/sendCode', { checkType: 'agent_phone' }))).toMatchObject({ phone: '139****9999' });
  // Only an agent has a contact phone of its own to change here.
  expect(await ops.post('/kigs/kig-verify-code/sendCode', { checkType: 'agent_phone' })).toMatchObject({ status: 403 });
});
