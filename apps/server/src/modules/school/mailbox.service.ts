import type { FamilyLetter, FamilyLetters, LetterWrite, OpenedLetter } from '@kg/domain';
import { and, count, desc, eq, inArray, or } from 'drizzle-orm';
import { auditActor, recordAudit } from '../../platform/audit/audit.service.js';
import type { FamilyContext, SessionContext } from '../../platform/context.js';
import type { Db } from '../../platform/db.js';
import { AppError, notFound, ruleBroken } from '../../platform/errors.js';
import type { ResourceService } from '../../platform/resource/resource.service.js';
import { kindergartenReach } from '../../platform/tenancy/reach.js';
import { parents, students } from '../campus/campus.tables.js';
import { kigAppModuleOn } from '../system/app-module.service.js';
import { mailboxLetters } from './mailbox.table.js';

type LetterRow = typeof mailboxLetters.$inferSelect;

const familyView = (r: LetterRow): FamilyLetter => ({
  id: r.id,
  kigId: r.kigId,
  studentId: r.studentId ?? null,
  subject: r.subject,
  content: r.content,
  sentAt: r.sentAt.toISOString(),
  state: r.state as FamilyLetter['state'],
  reply: r.reply ?? null,
  repliedAt: r.repliedAt ? r.repliedAt.toISOString() : null,
});

/** What the family's audit rows name it by (its rows are not users). */
const familyActor = (family: FamilyContext) => ({ userName: family.phone, ip: family.ip });

/**
 * Whether families may write letters to a kindergarten now: its parents' app module `mailbox` is on (its
 * own choice, its agent's default, the platform's: kigAppModules). While it is off the letters already
 * written stay readable (and the kindergarten still reads and answers them).
 */
export const mailboxOpen = (db: Db, kigId: string): Promise<boolean> => kigAppModuleOn(db, kigId, 'mailbox');

/**
 * A family writes to one of its children's kindergartens, as its parent row there. A kindergarten or a
 * child not the family's answers as a random id (404).
 */
export async function writeLetter(db: Db, family: FamilyContext, input: LetterWrite): Promise<FamilyLetter> {
  const parent = family.parents.find((p) => p.kigId === input.kigId && family.children.some((c) => c.kigId === p.kigId));
  if (!parent) throw notFound();
  if (input.studentId && !family.children.some((c) => c.studentId === input.studentId && c.kigId === input.kigId)) throw notFound();
  if (!(await mailboxOpen(db, input.kigId))) throw ruleBroken('school.mailbox.off');
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(mailboxLetters)
      .values({ kigId: input.kigId, parentId: parent.id, studentId: input.studentId ?? null, subject: input.subject, content: input.content, sentAt: new Date(), state: 'unread' })
      .returning();
    await recordAudit(tx, { ...familyActor(family), orgId: input.kigId, action: 'create', resource: 'mailboxLetter', resourceId: row!.id, result: 'ok' });
    return familyView(row!);
  });
}

/** The family's own letters (those of its parent rows, in every kindergarten), newest first. */
export async function familyLetters(db: Db, family: FamilyContext, page: { pageNumber: number; pageSize: number }): Promise<FamilyLetters> {
  // Writable when the mailbox is open in any of the family's children's kindergartens.
  let writable = false;
  for (const kigId of family.kigIds) if (!writable) writable = await mailboxOpen(db, kigId);
  if (!family.parents.length) return { records: [], total: 0, writable };
  // Each parent row with its kindergarten, so that every shard's part is read by its key.
  const mine = or(...family.parents.map((p) => and(eq(mailboxLetters.kigId, p.kigId), eq(mailboxLetters.parentId, p.id))))!;
  const where = and(mine, eq(mailboxLetters.deleted, false));
  const [rows, [total]] = [
    await db
      .select()
      .from(mailboxLetters)
      .where(where)
      .orderBy(desc(mailboxLetters.sentAt), desc(mailboxLetters.id))
      .limit(page.pageSize)
      .offset((page.pageNumber - 1) * page.pageSize),
    await db.select({ n: count() }).from(mailboxLetters).where(where),
  ];
  return { records: rows.map(familyView), total: Number(total?.n ?? 0), writable };
}

/** The principal opens a letter: in full, with who wrote it; an unread one becomes read (audited). */
export async function openLetter(db: Db, letters: ResourceService, ctx: SessionContext, id: string): Promise<OpenedLetter> {
  return db.transaction(async (tx) => {
    const letter = (await letters.lockRow(ctx, id, tx)) as unknown as LetterRow;
    let row = letter;
    if (letter.state === 'unread') {
      [row] = (await tx
        .update(mailboxLetters)
        .set({ state: 'read' })
        .where(and(eq(mailboxLetters.kigId, letter.kigId), eq(mailboxLetters.id, letter.id)))
        .returning()) as [LetterRow];
      await recordAudit(tx, { ...auditActor(ctx), action: 'update', resource: 'mailboxLetter', resourceId: letter.id, result: 'ok', detail: { state: 'read' } });
    }
    // Each read by its kindergarten and id, so that Citus sends both to the letter's shard.
    const [who] = await tx
      .select({ name: parents.name, phone: parents.phone })
      .from(parents)
      .where(and(eq(parents.kigId, letter.kigId), eq(parents.id, letter.parentId)));
    const [child] = letter.studentId
      ? await tx
          .select({ name: students.name })
          .from(students)
          .where(and(eq(students.kigId, letter.kigId), eq(students.id, letter.studentId)))
      : [];
    return { ...familyView(row), parentName: who?.name ?? '', parentPhone: who?.phone ?? '', studentName: child?.name ?? null, updatedAt: row.updatedAt.toISOString() };
  });
}

/** The reply the family reads back: an unread or read letter becomes answered (a second reply is refused, a closed letter too). */
export async function replyLetter(db: Db, letters: ResourceService, ctx: SessionContext, input: { id: string; reply: string }): Promise<{ id: string; state: string }> {
  return db.transaction(async (tx) => {
    const letter = (await letters.lockRow(ctx, input.id, tx)) as unknown as LetterRow;
    if (letter.state === 'answered') throw new AppError(422, 'school.mailbox.alreadyAnswered');
    if (letter.state === 'closed') throw new AppError(422, 'school.mailbox.closed');
    await tx
      .update(mailboxLetters)
      .set({ reply: input.reply, repliedBy: ctx.userId, repliedAt: new Date(), state: 'answered' })
      .where(and(eq(mailboxLetters.kigId, letter.kigId), eq(mailboxLetters.id, letter.id)));
    await recordAudit(tx, { ...auditActor(ctx), action: 'update', resource: 'mailboxLetter', resourceId: letter.id, result: 'ok', detail: { state: 'answered' } });
    return { id: letter.id, state: 'answered' };
  });
}

/** Letters no one has opened, within the session's kindergartens. */
export async function unreadLetters(db: Db, ctx: SessionContext): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(mailboxLetters)
    .where(and(inArray(mailboxLetters.kigId, kindergartenReach(ctx)), eq(mailboxLetters.state, 'unread'), eq(mailboxLetters.deleted, false)));
  return Number(row?.n ?? 0);
}
