import { randomInt } from 'node:crypto';
import { type CodePurpose, maskPhone, MOBILE, SMS_CODE } from '@kg/domain';
import { and, desc, eq, gt, inArray, ne, sql } from 'drizzle-orm';
import { newId } from '../../db/columns.js';
import { auditActor, recordAudit } from '../../platform/audit/audit.service.js';
import type { Clock } from '../../platform/clock.js';
import type { SessionContext } from '../../platform/context.js';
import type { Db } from '../../platform/db.js';
import { ruleBroken, tooManyRequests, unavailable } from '../../platform/errors.js';
import { hashPassword, verifyPassword } from '../../platform/passwords.js';
import { organisations } from '../../platform/tenancy/organization.table.js';
import type { SmsProvider } from './sms-provider.types.js';
import { agentOf, assertQuotaLeft } from './sms-usage.service.js';
import { smsCodes, smsMessages } from './sms.tables.js';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/** Which kind of organisation may ask for each purpose (the permission is checked by the route). */
const PURPOSE_KINDS: Record<CodePurpose, readonly string[]> = {
  kig_phone: ['kindergarten'],
  bank_account: ['agent'],
  stu_exp: ['kindergarten', 'group', 'agent', 'platform'],
  par_exp: ['kindergarten', 'group', 'agent', 'platform'],
  // Deleting a kindergarten's data: its agent or operations, with a code to their own phone on record.
  kig_delete: ['agent', 'platform'],
  agent_phone: ['agent'],
};

/**
 * The phone a code of this session goes to: its organisation's contact phone on record (a
 * kindergarten's head's, an agent's contact's), never one the client names. None, or not a mobile: 422.
 */
export async function phoneOnRecord(db: Db, ctx: SessionContext): Promise<string> {
  const [org] = await db.select({ phone: organisations.contactPhone }).from(organisations).where(eq(organisations.id, ctx.orgId)).limit(1);
  const phone = org?.phone?.trim() ?? '';
  if (!MOBILE.test(phone)) throw ruleBroken('sms.noPhone');
  return phone;
}

export interface CodeSender {
  db: Db;
  provider: SmsProvider;
  clock: Clock;
  templateCode: string;
}

/**
 * Sends a code for one purpose to the session's phone on record. Under the phone's lock: a minute
 * since the last code to that phone, at most 5 in the last hour and 10 in the last 24 hours (a 429
 * saying when to come back), and a message left in the agent's package (platform staff are exempt).
 * The provider is called outside any transaction; if it fails, the code and its message are not
 * counted, an earlier code stays good, and the answer is a 503 saying so. Once sent, the account's
 * earlier codes for the purpose are void.
 */
export async function sendCode(s: CodeSender, ctx: SessionContext, purpose: CodePurpose): Promise<{ sendId: string; phone: string; resendSeconds: number; validSeconds: number }> {
  if (!PURPOSE_KINDS[purpose].includes(ctx.orgKind)) throw ruleBroken('sms.notForYou');
  const { db } = s;
  const phone = await phoneOnRecord(db, ctx);
  const agentId = await agentOf(db, ctx.orgPath);
  const code = String(randomInt(0, 10 ** SMS_CODE.length)).padStart(SMS_CODE.length, '0');
  const codeHash = await hashPassword(code);
  const id = newId();
  const messageId = newId();
  const now = s.clock();
  await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`sms:${phone}`}))`);
    const recent = await tx
      .select({ sentAt: smsCodes.sentAt })
      .from(smsCodes)
      .where(and(eq(smsCodes.phone, phone), gt(smsCodes.sentAt, new Date(now.getTime() - DAY))))
      .orderBy(desc(smsCodes.sentAt));
    const ago = (at: Date) => now.getTime() - at.getTime();
    const last = recent[0];
    if (last && ago(last.sentAt) < SMS_CODE.resendSeconds * 1000) {
      const seconds = Math.ceil((SMS_CODE.resendSeconds * 1000 - ago(last.sentAt)) / 1000);
      throw tooManyRequests('sms.resendWait', seconds, { seconds });
    }
    const inHour = recent.filter((r) => ago(r.sentAt) < HOUR);
    if (inHour.length >= SMS_CODE.perHour) {
      const seconds = (HOUR - ago(inHour[inHour.length - 1]!.sentAt)) / 1000;
      throw tooManyRequests('sms.hourlyCap', seconds, { minutes: Math.ceil(seconds / 60) });
    }
    if (recent.length >= SMS_CODE.perDay) throw tooManyRequests('sms.dailyCap', (DAY - ago(recent[recent.length - 1]!.sentAt)) / 1000);
    if (agentId) await assertQuotaLeft(tx, agentId);
    await tx.insert(smsCodes).values({
      id,
      phone,
      purpose,
      userId: ctx.userId,
      orgId: ctx.orgId,
      codeHash,
      sentAt: now,
      expiresAt: new Date(now.getTime() + SMS_CODE.validSeconds * 1000),
      state: 'sending',
    });
    await tx.insert(smsMessages).values({
      id: messageId,
      at: now,
      agentId,
      orgId: ctx.orgId,
      userId: ctx.userId,
      phone,
      templateCode: s.templateCode,
      purpose,
      provider: s.provider.name,
      status: 'sending',
    });
  });
  const result = await s.provider.send(phone, s.templateCode, { code });
  const audit = { ...auditActor(ctx), action: 'sendCode', resource: 'smsCode', resourceId: id };
  if (!result.ok) {
    await db.transaction(async (tx) => {
      await tx.delete(smsCodes).where(eq(smsCodes.id, id));
      await tx
        .update(smsMessages)
        .set({ status: 'failed', error: result.error.slice(0, 500) })
        .where(eq(smsMessages.id, messageId));
      await recordAudit(tx, { ...audit, result: 'fail', detail: { purpose, phone: maskPhone(phone), provider: s.provider.name } });
    });
    throw unavailable('sms.sendFailed', SMS_CODE.resendSeconds);
  }
  await db.transaction(async (tx) => {
    await tx
      .update(smsCodes)
      .set({ state: 'void' })
      .where(and(eq(smsCodes.userId, ctx.userId), eq(smsCodes.purpose, purpose), eq(smsCodes.state, 'sent'), ne(smsCodes.id, id)));
    await tx.update(smsCodes).set({ state: 'sent' }).where(eq(smsCodes.id, id));
    await tx.update(smsMessages).set({ status: 'sent', providerId: result.providerId }).where(eq(smsMessages.id, messageId));
    await recordAudit(tx, { ...audit, result: 'ok', detail: { purpose, phone: maskPhone(phone), provider: s.provider.name } });
  });
  return { sendId: id, phone: maskPhone(phone), resendSeconds: SMS_CODE.resendSeconds, validSeconds: SMS_CODE.validSeconds };
}

/**
 * What a protected operation calls before it acts: the latest code this account was sent for this
 * purpose must be the one given, unexpired and unused. 'please send code' when none was sent; a wrong
 * one counts a try (the fifth voids it); the right one is spent at once, whatever the operation then
 * does (a second use of it is refused). Each refusal is a 422 with its reason.
 */
export async function requireCode(db: Db, clock: Clock, ctx: SessionContext, purpose: CodePurpose, code: string | undefined): Promise<void> {
  const [row] = await db
    .select()
    .from(smsCodes)
    .where(and(eq(smsCodes.userId, ctx.userId), eq(smsCodes.purpose, purpose), inArray(smsCodes.state, ['sent', 'used', 'void'])))
    .orderBy(desc(smsCodes.sentAt))
    .limit(1);
  if (!row) throw ruleBroken('sms.pleaseSend');
  if (row.state === 'used') throw ruleBroken('sms.codeUsed');
  if (row.state === 'void') throw ruleBroken('sms.codeVoid');
  if (row.expiresAt.getTime() <= clock().getTime()) throw ruleBroken('sms.codeExpired');
  if (!code || !(await verifyPassword(row.codeHash, code))) {
    const [counted] = await db
      .update(smsCodes)
      .set({ tries: sql`${smsCodes.tries} + 1`, state: sql`case when ${smsCodes.tries} + 1 >= ${SMS_CODE.maxTries} then 'void' else ${smsCodes.state} end` })
      .where(and(eq(smsCodes.id, row.id), eq(smsCodes.state, 'sent')))
      .returning({ tries: smsCodes.tries, state: smsCodes.state });
    if (!counted) throw ruleBroken('sms.codeUsed');
    if (counted.state === 'void') throw ruleBroken('sms.codeVoid');
    throw ruleBroken('sms.codeWrong', { left: SMS_CODE.maxTries - counted.tries });
  }
  const [spent] = await db
    .update(smsCodes)
    .set({ state: 'used', usedAt: clock() })
    .where(and(eq(smsCodes.id, row.id), eq(smsCodes.state, 'sent')))
    .returning({ id: smsCodes.id });
  if (!spent) throw ruleBroken('sms.codeUsed');
}
