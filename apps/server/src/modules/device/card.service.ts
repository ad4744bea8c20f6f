import type { CardHolder, cardBindSchema, cardListSchema, PersonKind } from '@kg/domain';
import { and, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { recordAudit } from '../../platform/audit/audit.service.js';
import type { SessionContext } from '../../platform/context.js';
import type { Db } from '../../platform/db.js';
import { AppError, notFound } from '../../platform/errors.js';
import { rowsOf } from '../../platform/sql-rows.js';
import { classes, positions, students, teachers } from '../campus/campus.tables.js';
import { kindergartenOf } from '../../platform/tenancy/kindergarten-of.js';

/** Children still studying and staff still on duty, with their cards, as one list. */
function holders(kigId: string) {
  return sql`(
    select 'student' as person_kind, s.id as person_id, s.name, c.class_name as group_name, s.card_no, c.sort as group_sort
    from ${students} s left join ${classes} c on c.kig_id = s.kig_id and c.id = s.class_id
    where s.kig_id = ${kigId} and s.deleted = false and s.status = 'studying'
    union all
    select 'teacher', t.id, t.name, p.position_name, t.card_no, 100000
    from ${teachers} t left join ${positions} p on p.kig_id = t.kig_id and p.id = t.position_id
    where t.kig_id = ${kigId} and t.deleted = false and t.status = 'onDuty'
  ) h`;
}

/** Card numbers of a kindergarten's people (equipment -> card numbers). */
export async function listCards(db: Db, ctx: SessionContext, query: z.infer<typeof cardListSchema>) {
  const kig = await kindergartenOf(db, ctx, query.kigId);
  const where = sql.join(
    [
      sql`true`,
      query.personKind ? sql`h.person_kind = ${query.personKind}` : undefined,
      query.keyword ? sql`(h.name ilike ${`%${query.keyword}%`} or h.card_no ilike ${`%${query.keyword}%`})` : undefined,
      query.bound === true ? sql`h.card_no is not null` : query.bound === false ? sql`h.card_no is null` : undefined,
    ].filter((c) => c !== undefined),
    sql` and `,
  );
  const from = holders(kig.id);
  const [counted] = rowsOf<{ total: number }>(await db.execute(sql`select count(*)::int as total from ${from} where ${where}`));
  const page = rowsOf<{ person_kind: PersonKind; person_id: string; name: string; group_name: string | null; card_no: string | null }>(
    await db.execute(sql`select * from ${from} where ${where}
      order by h.person_kind, h.group_sort, h.group_name, h.name
      limit ${query.pageSize} offset ${(query.pageNumber - 1) * query.pageSize}`),
  );
  const records: CardHolder[] = page.map((r) => ({ personKind: r.person_kind, personId: r.person_id, name: r.name, groupName: r.group_name, cardNo: r.card_no }));
  return { records, total: Number(counted?.total ?? 0), pageNumber: query.pageNumber, pageSize: query.pageSize };
}

/**
 * Binds a card to a child or a teacher (or frees it with null). A card names one person in a
 * kindergarten, child or teacher, so the machines' events are never ambiguous.
 */
export async function bindCard(db: Db, ctx: SessionContext, input: z.infer<typeof cardBindSchema>) {
  const table = input.personKind === 'student' ? students : teachers;
  return db.transaction(async (tx) => {
    const [person] = await tx
      .select({ id: table.id, kigId: table.kigId, cardNo: table.cardNo, name: table.name })
      .from(table)
      .where(and(eq(table.id, input.personId), eq(table.deleted, false)));
    if (!person) throw notFound();
    // Reach is checked on the person's own kindergarten: another kindergarten's child is not found.
    if (ctx.orgKind === 'kindergarten') {
      if (person.kigId !== ctx.orgId) throw notFound();
    } else await kindergartenOf(tx, ctx, person.kigId);
    if (input.cardNo) {
      const card = input.cardNo.toLowerCase();
      const taken = rowsOf<{ id: string }>(
        await tx.execute(sql`
          select id from ${students} where kig_id = ${person.kigId} and deleted = false and lower(card_no) = ${card} and id <> ${person.id}
          union all
          select id from ${teachers} where kig_id = ${person.kigId} and deleted = false and lower(card_no) = ${card} and id <> ${person.id}
          limit 1`),
      );
      if (taken.length > 0) throw new AppError(409, 'error.duplicate', undefined, [{ field: 'cardNo', message: 'validation.duplicate' }]);
    }
    await tx.update(table).set({ cardNo: input.cardNo, updatedAt: new Date() }).where(eq(table.id, person.id));
    await recordAudit(tx, {
      userId: ctx.userId,
      userName: ctx.userName,
      orgId: ctx.orgId,
      ip: ctx.ip,
      action: 'bindCard',
      resource: input.personKind,
      resourceId: person.id,
      result: 'ok',
      detail: { from: person.cardNo, to: input.cardNo },
    });
    return { personKind: input.personKind, personId: person.id, cardNo: input.cardNo };
  });
}
