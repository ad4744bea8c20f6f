import { dictionaryEntity, type EnableStatus, type Locale } from '@kg/domain';
import { and, asc, eq, isNull, ne, sql } from 'drizzle-orm';
import { recordAudit } from '../../platform/audit/audit.service.js';
import type { SessionContext } from '../../platform/context.js';
import type { Db } from '../../platform/db.js';
import { AppError, badRequest } from '../../platform/errors.js';
import { labelText } from '../../platform/resource/registry.js';
import type { ResourceService } from '../../platform/resource/resource.service.js';
import type { ResourceOptions } from '../../platform/resource/resource.types.js';
import { dictionaries } from './dictionary.table.js';

export const dictionaryResource: ResourceOptions = {
  entity: dictionaryEntity,
  table: dictionaries,
  hooks: {
    async beforeSave(tx, _ctx, input, existing) {
      const parentId = (existing ? existing.parentId : input.parentId) as string | null;
      if (!existing && parentId) {
        // Values hang under a type; a value has no values of its own.
        const [parent] = await tx
          .select({ parentId: dictionaries.parentId })
          .from(dictionaries)
          .where(and(eq(dictionaries.id, parentId), eq(dictionaries.deleted, false)));
        if (!parent || parent.parentId) throw badRequest([{ field: 'parentId', message: 'validation.dictParentMustBeType' }]);
      }
      const [clash] = await tx
        .select({ id: dictionaries.id })
        .from(dictionaries)
        .where(
          and(
            parentId ? eq(dictionaries.parentId, parentId) : isNull(dictionaries.parentId),
            sql`lower(${dictionaries.code}) = lower(${input.code as string})`,
            eq(dictionaries.deleted, false),
            existing ? ne(dictionaries.id, existing.id as string) : undefined,
          ),
        )
        .limit(1);
      if (clash) throw new AppError(409, 'error.duplicate', undefined, [{ field: 'code', message: 'validation.duplicate' }]);
      return existing ? undefined : { values: { status: 'enabled' } };
    },
  },
};

/** GET /api/dictionary/isActivated/{id}: switches a type or value on or off (spec section 7). */
export async function toggleDictionary(db: Db, resource: ResourceService, ctx: SessionContext, id: string) {
  return db.transaction(async (tx) => {
    // Locked: two switches at once are two switches, not one lost.
    const row = await resource.lockRow(ctx, id, tx);
    const to: EnableStatus = row.status === 'enabled' ? 'disabled' : 'enabled';
    await tx.update(dictionaries).set({ status: to }).where(eq(dictionaries.id, id));
    await recordAudit(tx, {
      userId: ctx.userId,
      userName: ctx.userName,
      orgId: ctx.orgId,
      ip: ctx.ip,
      action: to === 'enabled' ? 'enable' : 'disable',
      resource: 'dictionary',
      resourceId: id,
      result: 'ok',
    });
    return { id, status: to };
  });
}

/** The enabled values of an enabled type, for a form's options: value is the code, label in the reader's language. */
export async function dictionaryValues(db: Db, typeCode: string, locale: Locale) {
  const [type] = await db
    .select({ id: dictionaries.id })
    .from(dictionaries)
    .where(and(isNull(dictionaries.parentId), eq(dictionaries.code, typeCode), eq(dictionaries.deleted, false), eq(dictionaries.status, 'enabled')));
  if (!type) return [];
  const rows = await db
    .select({ code: dictionaries.code, name: dictionaries.name })
    .from(dictionaries)
    .where(and(eq(dictionaries.parentId, type.id), eq(dictionaries.deleted, false), eq(dictionaries.status, 'enabled')))
    .orderBy(asc(dictionaries.sort), asc(dictionaries.code));
  return rows.map((r) => ({ value: r.code, label: labelText(r.name, locale) }));
}

/** The code of a type's value named by its code or its name in any language (for imported cells). */
export async function dictionaryCodeFor(db: Db, typeCode: string, text: string): Promise<string | undefined> {
  const wanted = text.trim().toLowerCase();
  for (const locale of ['zh-CN', 'zh-TW', 'en'] as const) {
    const values = await dictionaryValues(db, typeCode, locale);
    const hit = values.find((v) => v.value.toLowerCase() === wanted || v.label.toLowerCase() === wanted);
    if (hit) return hit.value;
  }
  return undefined;
}

/** Whether a code is an enabled value of an enabled type (what a `dict` field may hold). */
export async function dictionaryHas(db: Db, typeCode: string, code: string): Promise<boolean> {
  return (await dictionaryValues(db, typeCode, 'zh-CN')).some((v) => v.value === code);
}
