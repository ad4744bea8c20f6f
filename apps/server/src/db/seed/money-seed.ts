import { createHash } from 'node:crypto';
import { inArray } from 'drizzle-orm';
import { accountId, post } from '../../modules/money/ledger.service.js';
import { recharges, withdrawals } from '../../modules/money/money.tables.js';
import { users } from '../../modules/system/user.table.js';
import type { Db } from '../../platform/db.js';
import { uploads } from '../../platform/storage/upload.table.js';
import { organisations } from '../../platform/tenancy/organization.table.js';
import { newId } from '../columns.js';
import { demoFileBytes } from './promotion-seed.js';

const DAY_MS = 86_400_000;

/**
 * The demo's money (issue 17): recharges of KG0001, KG0002 and the demo agent in each state (the approved
 * ones in the ledger, approved by demo-finance), and the agent's withdrawals: one paid, one rejected (its
 * hold released), two waiting with their amounts held. Every balance is the sum of its entries.
 */
export async function seedMoney(db: Db, now = new Date()): Promise<void> {
  const orgs = await db
    .select({ id: organisations.id, code: organisations.code, kind: organisations.kind })
    .from(organisations)
    .where(inArray(organisations.code, ['AG0001', 'KG0001', 'KG0002']));
  const org = (code: string) => orgs.find((o) => o.code === code);
  const agent = org('AG0001');
  const kg1 = org('KG0001');
  const kg2 = org('KG0002');
  if (!agent || !kg1 || !kg2) return;
  const people = await db
    .select({ id: users.id, userName: users.userName })
    .from(users)
    .where(inArray(users.userName, ['demo-finance', 'demo-agent', 'demo-kig']));
  const who = (name: string) => people.find((p) => p.userName === name)?.id ?? null;
  const finance = who('demo-finance');
  const day = (n: number, hour = 10) => new Date(now.getTime() - n * DAY_MS + hour * 3_600_000 - (now.getTime() % DAY_MS));
  const code = (letter: string, n: number, at: Date) => `${letter}${at.toISOString().slice(0, 10).replaceAll('-', '')}${String(n).padStart(9, '0')}`;

  await db.transaction(async (tx) => {
    const filed = [
      { org: kg1, by: who('demo-kig'), amount: 5000_00, channel: 'transfer', purpose: 'balance', state: 'approved', days: 20 },
      { org: kg1, by: who('demo-kig'), amount: 1200_00, channel: 'cash', purpose: 'video', state: 'approved', days: 12 },
      { org: kg1, by: who('demo-kig'), amount: 800_00, channel: 'transfer', purpose: 'balance', state: 'rejected', days: 6 },
      { org: kg1, by: who('demo-kig'), amount: 2000_00, channel: 'cash', purpose: 'balance', state: 'pending', days: 1 },
      { org: kg2, by: null, amount: 360_00, channel: 'transfer', purpose: 'video', state: 'pending', days: 2 },
      { org: agent, by: who('demo-agent'), amount: 20000_00, channel: 'transfer', purpose: 'balance', state: 'approved', days: 25 },
      { org: agent, by: who('demo-agent'), amount: 1000_00, channel: 'alipay', purpose: 'balance', state: 'pending', days: 3 },
    ] as const;
    let n = 0;
    for (const r of filed) {
      const paidAt = day(r.days, 9);
      const id = newId();
      const rechargeCode = code('R', ++n, paidAt);
      let transactionId: string | null = null;
      if (r.state === 'approved') {
        transactionId = await post(tx, {
          cause: 'recharge',
          causeId: id,
          memo: rechargeCode,
          detail: { purpose: r.purpose, channel: r.channel, paidAt: paidAt.toISOString() },
          actor: { userId: finance, orgId: null },
          entries: [
            { accountId: await accountId(tx, { kind: 'channel', channel: r.channel }), amount: -r.amount },
            { accountId: await accountId(tx, { kind: r.org.kind as 'agent' | 'kindergarten', orgId: r.org.id }), amount: r.amount },
          ],
        });
      }
      // The credential's picture: a confirmed upload of the filer's (placeDemoFiles writes its file at a first start).
      const credential = `${r.org.code}/${paidAt.toISOString().slice(0, 10).replaceAll('-', '')}/recharge/${paidAt.getTime()}-${createHash('md5').update(rechargeCode).digest('hex').slice(0, 16)}.png`;
      await tx.insert(uploads).values({
        path: credential,
        orgId: r.org.id,
        module: 'recharge',
        kind: 'image',
        contentType: 'image/png',
        maxSize: 5 * 1024 * 1024,
        size: demoFileBytes(credential).length,
        status: 'confirmed',
        createdBy: r.by ?? r.org.id,
        confirmedAt: paidAt,
      });
      await tx.insert(recharges).values({
        id,
        code: rechargeCode,
        orgId: r.org.id,
        purpose: r.purpose,
        amount: r.amount,
        channel: r.channel,
        paidAt,
        credential,
        state: r.state,
        reason: r.state === 'rejected' ? '凭证金额与到账金额不符' : null,
        checkedBy: r.state === 'pending' ? null : finance,
        checkedAt: r.state === 'pending' ? null : day(r.days - 1, 11),
        transactionId,
        createdBy: r.by,
        createdAt: paidAt,
        updatedAt: paidAt,
      });
    }

    const agentAccount = await accountId(tx, { kind: 'agent', orgId: agent.id });
    const transit = await accountId(tx, { kind: 'transit' });
    const asked = [
      { amount: 3000_00, state: 'withdrawn', days: 15 },
      { amount: 500_00, state: 'rejected', days: 9 },
      { amount: 1000_00, state: 'toWithdraw', days: 2 },
      { amount: 800_00, state: 'toWithdraw', days: 1 },
    ] as const;
    for (const w of asked) {
      const id = newId();
      const requestedAt = day(w.days, 14);
      const withdrawalCode = code('W', ++n, requestedAt);
      const hold = await post(tx, {
        cause: 'withdrawalHold',
        causeId: id,
        memo: withdrawalCode,
        actor: { userId: who('demo-agent'), orgId: agent.id },
        entries: [
          { accountId: agentAccount, amount: -w.amount },
          { accountId: transit, amount: w.amount },
        ],
      });
      let settle: string | null = null;
      if (w.state === 'withdrawn') {
        settle = await post(tx, {
          cause: 'withdrawalPaid',
          causeId: id,
          memo: `${withdrawalCode} CMB20261100${n}`,
          detail: { reference: `CMB20261100${n}` },
          actor: { userId: finance, orgId: null },
          entries: [
            { accountId: transit, amount: -w.amount },
            { accountId: await accountId(tx, { kind: 'channel', channel: 'transfer' }), amount: w.amount },
          ],
        });
      }
      if (w.state === 'rejected') {
        settle = await post(tx, {
          cause: 'withdrawalRelease',
          causeId: id,
          memo: withdrawalCode,
          detail: { reason: '银行账户户名不符' },
          actor: { userId: finance, orgId: null },
          reversesId: hold,
          entries: [
            { accountId: transit, amount: -w.amount },
            { accountId: agentAccount, amount: w.amount },
          ],
        });
      }
      const decided = w.state !== 'toWithdraw';
      await tx.insert(withdrawals).values({
        id,
        code: withdrawalCode,
        orgId: agent.id,
        amount: w.amount,
        bankName: '招商银行上海分行',
        accountName: '华东区域代理有限公司',
        accountLast4: '6868',
        state: w.state,
        requestedAt,
        reference: w.state === 'withdrawn' ? `CMB20261100${n}` : null,
        reason: w.state === 'rejected' ? '银行账户户名不符' : null,
        checkedBy: decided ? finance : null,
        checkedAt: decided ? day(w.days - 1, 10) : null,
        paidAt: w.state === 'withdrawn' ? day(w.days - 1, 16) : null,
        holdTransactionId: hold,
        settleTransactionId: settle,
        createdBy: who('demo-agent'),
        createdAt: requestedAt,
        updatedAt: requestedAt,
      });
    }
  });
}
