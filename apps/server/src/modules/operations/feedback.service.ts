import type { FamilyFeedback, FamilyFeedbackPage, FamilyFeedbackWrite } from '@kg/domain';
import { and, count, desc, eq, inArray } from 'drizzle-orm';
import { auditActor, recordAudit } from '../../platform/audit/audit.service.js';
import type { FamilyContext, SessionContext } from '../../platform/context.js';
import type { Db } from '../../platform/db.js';
import { AppError, notFound } from '../../platform/errors.js';
import type { ResourceService } from '../../platform/resource/resource.service.js';
import { feedbacks } from './feedback.table.js';

type FeedbackRow = typeof feedbacks.$inferSelect;

const familyView = (r: FeedbackRow): FamilyFeedback => ({
  id: r.id,
  kigId: r.kigId,
  feedbackKind: r.feedbackKind as FamilyFeedback['feedbackKind'],
  content: r.content,
  contact: r.contact,
  filedAt: r.filedAt.toISOString(),
  state: r.state as FamilyFeedback['state'],
  answer: r.answer ?? null,
  answeredAt: r.answeredAt ? r.answeredAt.toISOString() : null,
});

/** What the family's audit rows name it by (its accounts are not users). */
const familyActor = (family: FamilyContext) => ({ userName: family.phone, ip: family.ip });

/** A family files feedback, kept with one of its children's kindergartens (another kindergarten answers as a random id). */
export async function fileFamilyFeedback(db: Db, family: FamilyContext, input: FamilyFeedbackWrite): Promise<FamilyFeedback> {
  if (!family.kigIds.includes(input.kigId)) throw notFound();
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(feedbacks)
      .values({
        kigId: input.kigId,
        familyId: family.accountId,
        source: 'family',
        feedbackKind: input.feedbackKind,
        content: input.content,
        contact: input.contact,
        filedAt: new Date(),
        state: 'open',
      })
      .returning();
    await recordAudit(tx, { ...familyActor(family), orgId: input.kigId, action: 'create', resource: 'feedback', resourceId: row!.id, result: 'ok' });
    return familyView(row!);
  });
}

/** The family's own feedback (in each of its children's kindergartens), newest first, with the answers. */
export async function familyFeedback(db: Db, family: FamilyContext, page: { pageNumber: number; pageSize: number }): Promise<FamilyFeedbackPage> {
  if (family.kigIds.length === 0) return { records: [], total: 0 };
  // By its kindergartens as well as its account, so that each shard's part is read by its key.
  const where = and(inArray(feedbacks.kigId, family.kigIds), eq(feedbacks.familyId, family.accountId), eq(feedbacks.deleted, false));
  const rows = await db
    .select()
    .from(feedbacks)
    .where(where)
    .orderBy(desc(feedbacks.filedAt), desc(feedbacks.id))
    .limit(page.pageSize)
    .offset((page.pageNumber - 1) * page.pageSize);
  const [total] = await db.select({ n: count() }).from(feedbacks).where(where);
  return { records: rows.map(familyView), total: Number(total?.n ?? 0) };
}

/** Operations answer an open feedback (once: a second answer and a closed feedback are refused). */
export async function answerFeedback(db: Db, feedback: ResourceService, ctx: SessionContext, input: { id: string; answer: string }): Promise<{ id: string; state: string }> {
  return db.transaction(async (tx) => {
    const row = (await feedback.lockRow(ctx, input.id, tx)) as unknown as FeedbackRow;
    if (row.state === 'answered') throw new AppError(422, 'operations.feedback.alreadyAnswered');
    if (row.state === 'closed') throw new AppError(422, 'operations.feedback.closed');
    await tx
      .update(feedbacks)
      .set({ answer: input.answer, answeredBy: ctx.userId, answeredAt: new Date(), state: 'answered' })
      .where(and(eq(feedbacks.kigId, row.kigId), eq(feedbacks.id, row.id)));
    await recordAudit(tx, { ...auditActor(ctx), action: 'update', resource: 'feedback', resourceId: row.id, result: 'ok', detail: { state: 'answered' } });
    return { id: row.id, state: 'answered' };
  });
}
