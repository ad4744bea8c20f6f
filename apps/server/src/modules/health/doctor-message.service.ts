import { and, count, eq } from 'drizzle-orm';
import { recordAudit } from '../../platform/audit/audit.service.js';
import type { SessionContext } from '../../platform/context.js';
import type { Db } from '../../platform/db.js';
import { forbidden, ruleBroken } from '../../platform/errors.js';
import type { ResourceService } from '../../platform/resource/resource.service.js';
import { doctorMessages } from './health.tables.js';
import { institutionsOf, isMedical } from './health-scope.js';
import { doctorMessageScope } from './health.resources.js';

/** An expert writes about an abnormal check the session can see (its institution's contracted kindergartens). */
export async function writeMessage(db: Db, checks: ResourceService, ctx: SessionContext, input: { checkId: string; content: string }) {
  if (!isMedical(ctx)) throw forbidden();
  return db.transaction(async (tx) => {
    const check = await checks.findRow(ctx, input.checkId, tx);
    const [institution] = await institutionsOf(tx, ctx).limit(1);
    if (!institution) throw forbidden();
    const [row] = await tx
      .insert(doctorMessages)
      .values({
        kigId: check.kigId as string,
        checkId: check.id as string,
        checkSchoolDay: check.schoolDay as string,
        studentId: check.studentId as string,
        institutionId: institution.id,
        authorId: ctx.userId,
        sentAt: new Date(),
        content: input.content,
        createdBy: ctx.userId,
      })
      .returning({ id: doctorMessages.id });
    await recordAudit(tx, {
      userId: ctx.userId,
      userName: ctx.userName,
      orgId: ctx.orgId,
      ip: ctx.ip,
      action: 'create',
      resource: 'doctorMessage',
      resourceId: row!.id,
      result: 'ok',
    });
    return row!;
  });
}

/** The kindergarten answers a message about one of its children. */
export async function replyMessage(db: Db, messages: ResourceService, ctx: SessionContext, input: { id: string; reply: string }) {
  if (isMedical(ctx)) throw forbidden();
  return db.transaction(async (tx) => {
    // Locked: of two replies sent at once, the second finds the message answered.
    const message = await messages.lockRow(ctx, input.id, tx);
    if (message.state === 'answered') throw ruleBroken('error.transitionNotAllowed');
    await tx
      .update(doctorMessages)
      .set({ reply: input.reply, repliedBy: ctx.userId, repliedAt: new Date(), state: 'answered' })
      .where(eq(doctorMessages.id, message.id as string));
    await recordAudit(tx, {
      userId: ctx.userId,
      userName: ctx.userName,
      orgId: ctx.orgId,
      ip: ctx.ip,
      action: 'update',
      resource: 'doctorMessage',
      resourceId: message.id as string,
      result: 'ok',
    });
    return { id: message.id as string };
  });
}

/** Messages not answered yet, as the message list shows them to the session (its inbox, or those its institution sent). */
export async function openMessageCount(db: Db, ctx: SessionContext): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(doctorMessages)
    .where(and(doctorMessageScope(db)(ctx), eq(doctorMessages.state, 'open'), eq(doctorMessages.deleted, false)));
  return Number(row?.n ?? 0);
}
