import type { AppType, InboxMessage, InboxPage } from '@kg/domain';
import { type SQL, sql } from 'drizzle-orm';
import type { SessionContext } from '../../platform/context.js';
import type { Db } from '../../platform/db.js';
import { notFound } from '../../platform/errors.js';

/** The system a message names for an appType: 15, 16 and 17 are operations, institution and expert under another number. */
const CANONICAL: Partial<Record<AppType, AppType>> = { 15: 9, 16: 6, 17: 7 };

const iso = (value: unknown): string => new Date(value as string | Date).toISOString();
const isoOrNull = (value: unknown): string | null => (value === null || value === undefined ? null : iso(value));

type Rows<T> = { rows: T[] };

/**
 * "Message `m` is shown to the session now" (sys-message.entity.ts): published, live, shown from by
 * `now`, and each part of its audience it names holds for the session: its system, its organisation's
 * kind, its organisation's area within the message's (a province holds its cities and districts, as
 * `areaCodePrefix`), and its organisation at or under one the message names (the path holds its ancestors).
 */
export function shownTo(ctx: SessionContext, now: Date): SQL {
  const appType = CANONICAL[ctx.appType] ?? ctx.appType;
  return sql`not m.deleted and m.state = 'published' and m.show_from <= ${now.toISOString()}::timestamptz
    and (jsonb_array_length(coalesce(m.app_types, '[]'::jsonb)) = 0 or m.app_types @> jsonb_build_array(${appType}::int))
    and (jsonb_array_length(coalesce(m.org_kinds, '[]'::jsonb)) = 0 or m.org_kinds @> jsonb_build_array(${ctx.orgKind}::text))
    and (coalesce(m.area_code, '') = '' or exists (
      select 1 from organisations o
      where o.id = ${ctx.orgId} and o.area_code like (case
        when m.area_code ~ '^[0-9]{2}0000$' then left(m.area_code, 2)
        when m.area_code ~ '^[0-9]{4}00$' then left(m.area_code, 4)
        else m.area_code end) || '%'))
    and (jsonb_array_length(m.org_ids) = 0 or exists (
      select 1 from jsonb_array_elements_text(m.org_ids) t(id) where position('/' || t.id || '/' in ${ctx.orgPath}) > 0))`;
}

/** A page of the messages shown to the session, newest first, each with when its user read it. */
export async function inboxPage(db: Db, ctx: SessionContext, now: Date, pageNumber: number, pageSize: number): Promise<InboxPage> {
  const where = shownTo(ctx, now);
  const counted = (await db.execute(sql`select count(*)::int as n from sys_messages m where ${where}`)) as unknown as Rows<{ n: number }>;
  const page = (await db.execute(sql`select m.id, m.title, m.show_from, r.read_at
    from sys_messages m
    left join sys_message_reads r on r.message_id = m.id and r.user_id = ${ctx.userId}
    where ${where}
    order by m.show_from desc, m.id desc
    limit ${pageSize} offset ${(pageNumber - 1) * pageSize}`)) as unknown as Rows<{ id: string; title: string; show_from: unknown; read_at: unknown }>;
  return {
    records: page.rows.map((r) => ({ id: r.id, title: r.title, shownAt: iso(r.show_from), readAt: isoOrNull(r.read_at) })),
    total: Number(counted.rows[0]?.n ?? 0),
    pageNumber,
    pageSize,
  };
}

/** How many messages shown to the session its user has not opened: one statement (the header asks every minute). */
export async function unreadCount(db: Db, ctx: SessionContext, now: Date): Promise<number> {
  const result = (await db.execute(sql`select count(*)::int as n from sys_messages m
    where ${shownTo(ctx, now)}
    and not exists (select 1 from sys_message_reads r where r.message_id = m.id and r.user_id = ${ctx.userId})`)) as unknown as Rows<{ n: number }>;
  return Number(result.rows[0]?.n ?? 0);
}

/**
 * A message shown to the session, in full; its first opening by the user is kept and counted on the
 * message (without moving the row's version: operations' edit of it is not refused for a read). A
 * message not shown to the session (another audience's, withdrawn, not yet shown, none) is not found.
 */
export async function readMessage(db: Db, ctx: SessionContext, now: Date, id: string): Promise<InboxMessage> {
  return db.transaction(async (tx) => {
    const found = (await tx.execute(sql`select m.id, m.title, m.content, m.show_from from sys_messages m where m.id = ${id} and ${shownTo(ctx, now)}`)) as unknown as Rows<{
      id: string;
      title: string;
      content: string | null;
      show_from: unknown;
    }>;
    const message = found.rows[0];
    if (!message) throw notFound();
    const inserted = (await tx.execute(sql`insert into sys_message_reads (message_id, user_id, read_at)
      values (${id}, ${ctx.userId}, ${now.toISOString()}::timestamptz) on conflict do nothing returning read_at`)) as unknown as Rows<{ read_at: unknown }>;
    if (inserted.rows.length > 0) await tx.execute(sql`update sys_messages set read_count = read_count + 1 where id = ${id}`);
    const read = (await tx.execute(sql`select read_at from sys_message_reads where message_id = ${id} and user_id = ${ctx.userId}`)) as unknown as Rows<{ read_at: unknown }>;
    return { id: message.id, title: message.title, content: message.content ?? '', shownAt: iso(message.show_from), readAt: isoOrNull(read.rows[0]?.read_at) };
  });
}
