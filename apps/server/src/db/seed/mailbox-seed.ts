import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../platform/db.js';
import { organisations } from '../../platform/tenancy/organization.table.js';
import { parents, parentStudents } from '../../modules/campus/campus.tables.js';
import { mailboxLetters } from '../../modules/school/mailbox.table.js';
import { users } from '../../modules/system/user.table.js';
import { sequence } from './seed-random.js';

const DAY_MS = 86_400_000;
const SUBJECTS = ['关于午睡时间的建议', '孩子最近饮食情况', '希望增加户外活动', '接送时间能否调整', '感谢老师的照顾', '关于秋游活动的疑问', '校车路线的建议', '孩子在园过敏的情况'];
const CONTENTS = ['园长您好，', '老师们辛苦了。', '想和您反映一个情况：'];
const REPLIES = ['感谢您的来信，我们已安排老师跟进。', '您好，已收到，我们会在下周的家长会上说明。', '谢谢您的建议，我们会认真考虑。'];

/**
 * A month of letters in every state for each demo kindergarten (about one a day, the older ones answered
 * or closed, the last few unread): one insert.
 */
export async function seedMailbox(db: Db, kigCodes: string[], now = new Date()): Promise<void> {
  const kigs = await db.select({ id: organisations.id, code: organisations.code }).from(organisations).where(inArray(organisations.code, kigCodes));
  const rows: (typeof mailboxLetters.$inferInsert)[] = [];
  for (const [k, kig] of kigs.entries()) {
    const writers = await db
      .select({ parentId: parents.id, studentId: parentStudents.studentId })
      .from(parents)
      .innerJoin(parentStudents, and(eq(parentStudents.kigId, parents.kigId), eq(parentStudents.parentId, parents.id)))
      .where(eq(parents.kigId, kig.id))
      .orderBy(parents.phone)
      .limit(30);
    const [principal] = await db.select({ id: users.id }).from(users).where(eq(users.orgId, kig.id)).limit(1);
    if (!writers.length || !principal) continue;
    const rnd = sequence(211 + k);
    const pick = <T>(list: T[]) => list[rnd.next().value! % list.length]!;
    for (let day = 30; day >= 1; day--) {
      const writer = writers[(day * 7) % writers.length]!;
      const sentAt = new Date(now.getTime() - day * DAY_MS + (rnd.next().value! % 36_000) * 1000);
      const subject = pick(SUBJECTS);
      // Older letters are done with; the last days' wait for the principal.
      const state = day > 14 ? 'closed' : day > 6 ? 'answered' : day > 3 ? 'read' : 'unread';
      const answered = state === 'answered' || state === 'closed';
      const repliedAt = new Date(sentAt.getTime() + DAY_MS / 2);
      rows.push({
        kigId: kig.id,
        parentId: writer.parentId,
        studentId: day % 3 === 0 ? null : writer.studentId,
        subject,
        content: `${pick(CONTENTS)}${subject}。`,
        sentAt,
        state,
        reply: answered ? pick(REPLIES) : null,
        repliedBy: answered ? principal.id : null,
        repliedAt: answered ? repliedAt : null,
        closedBy: state === 'closed' ? principal.id : null,
        closedAt: state === 'closed' ? new Date(repliedAt.getTime() + DAY_MS) : null,
        createdAt: sentAt,
        updatedAt: sentAt,
      });
    }
  }
  if (rows.length) await db.insert(mailboxLetters).values(rows);
}
