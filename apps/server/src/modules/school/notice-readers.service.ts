import { type Locale, type NoticeReaders, translate } from '@kg/domain';
import { eq, sql } from 'drizzle-orm';
import type { SessionContext } from '../../platform/context.js';
import { auditRead } from '../../platform/audit/audit.service.js';
import { localDateTime } from '../../platform/dates.js';
import type { Db } from '../../platform/db.js';
import { organisations } from '../../platform/tenancy/organization.table.js';
import type { ResourceService } from '../../platform/resource/resource.service.js';
import { type ReportFile, reportWorkbook } from '../../platform/xlsx/report-sheet.js';
import { audienceIncludes } from './audience.js';

const NOTICE = { audience: sql`n.audience`, gradeIds: sql`n.grade_ids`, classIds: sql`n.class_ids` };

interface AudienceChild {
  studentId: string;
  studentName: string;
  className: string;
  parentId: string | null;
}

/**
 * Who has read a notice of the session's reach (another kindergarten's answers as a random id): each
 * reader with its children in the audience (a reader whose child has left it is listed without one),
 * and the audience's studying children none of whose parents has opened it. Two reads on the notice's
 * shard, every join within its kindergarten.
 */
export async function noticeReaders(db: Db, notices: ResourceService, ctx: SessionContext, id: string): Promise<NoticeReaders> {
  const notice = await notices.findRow(ctx, id);
  const kigId = notice.kigId as string;
  const children = (
    (await db.execute(sql`select s.id as "studentId", s.name as "studentName", c.class_name as "className", ps.parent_id as "parentId"
      from notices n
      join students s on s.kig_id = n.kig_id and not s.deleted and s.status = 'studying'
      join classes c on c.kig_id = s.kig_id and c.id = s.class_id
      left join parent_students ps on ps.kig_id = s.kig_id and ps.student_id = s.id
      where n.kig_id = ${kigId} and n.id = ${id} and ${audienceIncludes(NOTICE, sql`s.class_id`, sql`c.grade_id`)}
      order by c.class_name, s.name, s.id`)) as unknown as { rows: AudienceChild[] }
  ).rows;
  const reads = (
    (await db.execute(sql`select r.parent_id as "parentId", p.name as "parentName", r.first_read_at as "readAt"
      from notice_reads r join parents p on p.kig_id = r.kig_id and p.id = r.parent_id
      where r.kig_id = ${kigId} and r.notice_id = ${id}
      order by r.first_read_at, p.name`)) as unknown as { rows: { parentId: string; parentName: string; readAt: string | Date }[] }
  ).rows;
  const readers = reads.flatMap((r) => {
    const readAt = new Date(r.readAt).toISOString();
    const own = children.filter((c) => c.parentId === r.parentId);
    const rows = own.length > 0 ? own : [{ studentName: '', className: '' }];
    return rows.map((c) => ({ parentId: r.parentId, parentName: r.parentName, studentName: c.studentName, className: c.className, readAt }));
  });
  const readParents = new Set(reads.map((r) => r.parentId));
  const reached = new Set(children.filter((c) => c.parentId && readParents.has(c.parentId)).map((c) => c.studentId));
  const unread = new Map<string, NoticeReaders['unread'][number]>();
  for (const c of children) if (!reached.has(c.studentId)) unread.set(c.studentId, { studentId: c.studentId, studentName: c.studentName, className: c.className });
  return {
    id,
    title: notice.title as string,
    audience: new Set(children.map((c) => c.studentId)).size,
    readCount: Number(notice.readCount ?? reads.length),
    readers,
    unread: [...unread.values()],
  };
}

/** The readers as a sheet in the reader's language: the readers' table, then the audience's children who have not read it. */
export async function noticeReadersSheet(db: Db, notices: ResourceService, ctx: SessionContext, id: string, locale: Locale): Promise<ReportFile> {
  const tr = (key: string, params?: Record<string, string | number>) => translate(locale, key, params);
  const r = await noticeReaders(db, notices, ctx, id);
  const notice = await notices.findRow(ctx, id);
  const [org] = await db
    .select({ timeZone: organisations.timeZone })
    .from(organisations)
    .where(eq(organisations.id, notice.kigId as string));
  await auditRead(db, ctx, 'notice', id, undefined, 'export');
  const buffer = await reportWorkbook({
    name: tr('school.noticeReaders.sheet'),
    title: tr('school.noticeReaders.sheetTitle', { title: r.title, read: r.readCount, audience: r.audience }),
    tables: [
      {
        caption: tr('school.noticeReaders.readers', { n: r.readCount }),
        head: [tr('school.noticeReaders.parent'), tr('school.noticeReaders.child'), tr('school.noticeReaders.class'), tr('school.noticeReaders.readAt')],
        rows: r.readers.map((x) => [x.parentName, x.studentName, x.className, localDateTime(new Date(x.readAt), org?.timeZone ?? 'Asia/Shanghai')]),
      },
      {
        caption: tr('school.noticeReaders.notRead', { n: r.unread.length }),
        head: [tr('school.noticeReaders.child'), tr('school.noticeReaders.class')],
        rows: r.unread.map((x) => [x.studentName, x.className]),
      },
    ],
    firstWidth: 18,
  });
  return { buffer, fileName: `${r.title}-${tr('school.noticeReaders.sheet')}.xlsx` };
}
