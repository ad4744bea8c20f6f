import { translate } from '@kg/domain';
import { inArray } from 'drizzle-orm';
import { agentBankAccounts, smsMessages, smsOutbox, smsPackages } from '../../modules/sms/sms.tables.js';
import type { Db } from '../../platform/db.js';
import type { SecretBox } from '../../platform/secret-box.js';
import { organisations } from '../../platform/tenancy/organization.table.js';
import { newId } from '../columns.js';

const DAY_MS = 86_400_000;
const PURPOSES = ['stu_exp', 'par_exp', 'kig_phone'] as const;

/**
 * The demo agent's SMS (issue 16): two packages granted (700 messages), a month of codes sent for its
 * kindergartens and itself (three inserts, each message in the ledger and in the local outbox), and,
 * when the server's secret box is given, its bank account (sealed with the server's key).
 */
export async function seedSms(db: Db, now = new Date(), secrets?: SecretBox): Promise<void> {
  const orgs = await db
    .select()
    .from(organisations)
    .where(inArray(organisations.code, ['AG0001', 'KG0001', 'KG0002']));
  const agent = orgs.find((o) => o.code === 'AG0001');
  if (!agent) return;
  const day = (n: number) => new Date(now.getTime() - n * DAY_MS);
  await db.insert(smsPackages).values([
    { name: '首购短信包', agentId: agent.id, quota: 500, grantedOn: day(60).toISOString().slice(0, 10), note: '开通赠送' },
    { name: '补充短信包', agentId: agent.id, quota: 200, grantedOn: day(10).toISOString().slice(0, 10) },
  ]);
  const senders = orgs.filter((o) => o.contactPhone);
  const messages: (typeof smsMessages.$inferInsert)[] = [];
  const outbox: (typeof smsOutbox.$inferInsert)[] = [];
  for (let d = 30; d >= 1; d--) {
    senders.forEach((org, i) => {
      // Kindergartens export every few days; the agent sends one now and then.
      if ((d + i) % (org.kind === 'agent' ? 9 : 2) !== 0) return;
      const at = new Date(day(d).getTime() + (9 + i) * 3_600_000);
      const code = String((d * 7919 + i * 104_729) % 1_000_000).padStart(6, '0');
      const id = newId();
      const purpose = org.kind === 'agent' ? 'bank_account' : PURPOSES[d % PURPOSES.length]!;
      messages.push({ id, at, agentId: agent.id, orgId: org.id, phone: org.contactPhone!, templateCode: 'SMS_CODE', purpose, provider: 'local', status: 'sent', providerId: id });
      outbox.push({ id, at, phone: org.contactPhone!, templateCode: 'SMS_CODE', params: { code }, text: translate('zh-CN', 'sms.template', { code }) });
    });
  }
  await db.insert(smsMessages).values(messages);
  await db.insert(smsOutbox).values(outbox);
  if (secrets) {
    const account = '6225880137706868';
    await db
      .insert(agentBankAccounts)
      .values({ agentId: agent.id, accountName: '华东区域代理有限公司', bankName: '招商银行上海分行', accountSealed: secrets.seal(account), accountLast4: account.slice(-4) });
  }
}
