import type { FamilyNotice } from '@kg/domain';
import { and, count, desc, eq, inArray, min, or } from 'drizzle-orm';
import { recordAudit } from '../../platform/audit/audit.service.js';
import type { FamilyContext } from '../../platform/context.js';
import type { Db } from '../../platform/db.js';
import { notFound } from '../../platform/errors.js';
import { markNoticeRead } from '../school/notice-read.service.js';
import { news, noticeReads, notices } from '../school/notice.tables.js';
import { childrenReached, familyKindergartens, offsetOf, reachesAChild } from './family-reach.js';

type Page = { pageNumber: number; pageSize: number };
type NoticeRow = typeof notices.$inferSelect;

const kigOf = (kigs: Map<string, { id: string; name: string }>, kigId: string) => ({ id: kigId, name: kigs.get(kigId)?.name ?? '' });

/** When this family's parent rows first read each of these notices (a family may hold two rows in one kindergarten). */
async function readsOf(db: Db, family: FamilyContext, noticeIds: string[]): Promise<Map<string, Date>> {
  if (noticeIds.length === 0 || family.parents.length === 0) return new Map();
  const mine = or(...family.parents.map((p) => and(eq(noticeReads.kigId, p.kigId), eq(noticeReads.parentId, p.id))));
  const rows = await db
    .select({ noticeId: noticeReads.noticeId, at: min(noticeReads.firstReadAt) })
    .from(noticeReads)
    .where(and(mine, inArray(noticeReads.noticeId, noticeIds)))
    .groupBy(noticeReads.noticeId);
  return new Map(rows.flatMap((r) => (r.at ? [[r.noticeId, new Date(r.at)] as const] : [])));
}

const summary = (row: NoticeRow, kigs: Map<string, { id: string; name: string }>, readAt: Date | undefined) => ({
  id: row.id,
  kindergarten: kigOf(kigs, row.kigId),
  title: row.title,
  noticeType: row.noticeType as FamilyNotice['noticeType'],
  publishedAt: (row.publishedAt ?? row.createdAt).toISOString(),
  readAt: readAt?.toISOString() ?? null,
});

/** The published notices reaching the family's children, newest first, each with this family's first reading. */
export async function familyNotices(db: Db, family: FamilyContext, page: Page) {
  const reach = reachesAChild(family, notices);
  if (!reach) return { records: [], total: 0 };
  const where = and(reach, eq(notices.state, 'published'), eq(notices.deleted, false));
  const rows = await db.select().from(notices).where(where).orderBy(desc(notices.publishedAt), desc(notices.id)).limit(page.pageSize).offset(offsetOf(page));
  const [total] = await db.select({ n: count() }).from(notices).where(where);
  const [kigs, reads] = [
    await familyKindergartens(db, family),
    await readsOf(
      db,
      family,
      rows.map((r) => r.id),
    ),
  ];
  return { records: rows.map((r) => summary(r, kigs, reads.get(r.id))), total: Number(total?.n ?? 0) };
}

/**
 * A notice opened: published, of one of the family's kindergartens, reaching one of its children, or
 * 404 as a random id. Its first opening by the parent (the parent row of a child it reaches) is kept,
 * counted on the notice and audited; later openings change nothing.
 */
export async function openFamilyNotice(db: Db, family: FamilyContext, id: string, now: Date): Promise<FamilyNotice> {
  if (family.kigIds.length === 0) throw notFound();
  const [row] = await db
    .select()
    .from(notices)
    .where(and(eq(notices.id, id), inArray(notices.kigId, family.kigIds), eq(notices.state, 'published'), eq(notices.deleted, false)));
  const reader = row ? childrenReached(family, row)[0] : undefined;
  if (!row || !reader) throw notFound();
  const before = await readsOf(db, family, [row.id]);
  if (!(await markNoticeRead(db, { kigId: row.kigId, noticeId: row.id, parentId: reader.parentId, at: now }))) throw notFound();
  const reads = before.has(row.id) ? before : await readsOf(db, family, [row.id]);
  if (!before.has(row.id)) {
    await recordAudit(db, {
      userName: family.phone,
      orgId: row.kigId,
      ip: family.ip,
      action: 'view',
      resource: 'noticeRead',
      resourceId: row.id,
      result: 'ok',
      detail: { parentId: reader.parentId },
    });
  }
  return { ...summary(row, await familyKindergartens(db, family), reads.get(row.id)), content: row.content ?? null, link: row.link ?? null };
}

const newsWhere = (family: FamilyContext) => and(inArray(news.kigId, family.kigIds), eq(news.state, 'published'), eq(news.deleted, false));

/** The published news of the family's kindergartens, newest first. */
export async function familyNewsList(db: Db, family: FamilyContext, page: Page) {
  if (family.kigIds.length === 0) return { records: [], total: 0 };
  const rows = await db
    .select({ id: news.id, kigId: news.kigId, title: news.title, publishedAt: news.publishedAt, createdAt: news.createdAt })
    .from(news)
    .where(newsWhere(family))
    .orderBy(desc(news.publishedAt), desc(news.id))
    .limit(page.pageSize)
    .offset(offsetOf(page));
  const [total] = await db.select({ n: count() }).from(news).where(newsWhere(family));
  const kigs = await familyKindergartens(db, family);
  return {
    records: rows.map((r) => ({ id: r.id, kindergarten: kigOf(kigs, r.kigId), title: r.title, publishedAt: (r.publishedAt ?? r.createdAt).toISOString() })),
    total: Number(total?.n ?? 0),
  };
}

/** A published piece of news of one of the family's kindergartens, or 404 as a random id. */
export async function familyNews(db: Db, family: FamilyContext, id: string) {
  if (family.kigIds.length === 0) throw notFound();
  const [row] = await db
    .select()
    .from(news)
    .where(and(eq(news.id, id), newsWhere(family)));
  if (!row) throw notFound();
  const kigs = await familyKindergartens(db, family);
  return { id: row.id, kindergarten: kigOf(kigs, row.kigId), title: row.title, publishedAt: (row.publishedAt ?? row.createdAt).toISOString(), content: row.content };
}
