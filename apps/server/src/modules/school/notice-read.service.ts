import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db.js';
import { audienceIncludes } from './audience.js';

/** A notice's audience columns, as the statements below name them. */
const NOTICE = { audience: sql`n.audience`, gradeIds: sql`n.grade_ids`, classIds: sql`n.class_ids` };

/** "Parent `parentId` has a child in the notice's audience", within the notice's kindergarten. */
function parentInAudience(parentId: string): SQL {
  return sql`exists (select 1 from parent_students ps
    join students s on s.kig_id = ps.kig_id and s.id = ps.student_id and not s.deleted
    join classes c on c.kig_id = s.kig_id and c.id = s.class_id
    where ps.kig_id = n.kig_id and ps.parent_id = ${parentId} and ${audienceIncludes(NOTICE, sql`s.class_id`, sql`c.grade_id`)})`;
}

/**
 * A parent opened a notice (the families' API calls this): the first time is kept with its instant
 * and counted on the notice; any later time changes nothing. Only a published, live notice of the
 * parent's kindergarten that reaches one of the parent's children counts: otherwise false, which the
 * caller answers as a notice that does not exist. One statement, on the notice's shard.
 */
export async function markNoticeRead(db: Db, input: { kigId: string; noticeId: string; parentId: string; at?: Date }): Promise<boolean> {
  const { kigId, noticeId, parentId } = input;
  const at = (input.at ?? new Date()).toISOString();
  const result = (await db.execute(sql`with target as (
      select n.kig_id, n.id from notices n
      where n.kig_id = ${kigId} and n.id = ${noticeId} and n.state = 'published' and not n.deleted and ${parentInAudience(parentId)}
    ), inserted as (
      insert into notice_reads (kig_id, notice_id, parent_id, first_read_at)
      select kig_id, id, ${parentId}, ${at}::timestamptz from target
      on conflict do nothing
      returning notice_id
    ), counted as (
      update notices set read_count = read_count + 1
      where kig_id = ${kigId} and id = ${noticeId} and exists (select 1 from inserted)
      returning id
    )
    select (select count(*) from target)::int as visible`)) as unknown as { rows: { visible: number }[] };
  return (result.rows[0]?.visible ?? 0) > 0;
}

/** How many distinct parents a notice reaches now: those with a child of its kindergarten in its audience. */
export async function noticeReach(db: Db, kigId: string, noticeId: string): Promise<number> {
  const result = (await db.execute(sql`select count(distinct ps.parent_id)::int as n
    from notices n
    join parent_students ps on ps.kig_id = n.kig_id
    join students s on s.kig_id = ps.kig_id and s.id = ps.student_id and not s.deleted
    join classes c on c.kig_id = s.kig_id and c.id = s.class_id
    where n.kig_id = ${kigId} and n.id = ${noticeId} and not n.deleted and ${audienceIncludes(NOTICE, sql`s.class_id`, sql`c.grade_id`)}`)) as unknown as { rows: { n: number }[] };
  return result.rows[0]?.n ?? 0;
}
