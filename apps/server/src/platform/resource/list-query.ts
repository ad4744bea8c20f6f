import type { AnyEntity, FieldDef, ListQuery, Locale } from '@kg/domain';
import { and, asc, desc, eq, gte, ilike, inArray, lte, type SQL, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

function toColumnValue(f: FieldDef, v: unknown): unknown {
  return f.kind === 'datetime' && typeof v === 'string' ? new Date(v) : v;
}

/**
 * Where-conditions of a validated list query. Only declared filters reach here (the schema drops the
 * rest), and values are always bound parameters.
 */
export function filterConditions(entity: AnyEntity, columns: Record<string, PgColumn>, query: ListQuery, locale: Locale): SQL[] {
  const out: SQL[] = [];
  for (const [name, f] of Object.entries(entity.fields)) {
    const value = query[name];
    const col = columns[name];
    if (!f.filter || value === undefined || value === null || !col) continue;
    switch (f.filter) {
      case 'like':
        out.push(f.kind === 'i18nText' ? sql`${col}->>${locale} ilike ${`%${escapeLike(String(value))}%`}` : ilike(col, `%${escapeLike(String(value))}%`));
        break;
      case 'eq':
        out.push(eq(col, toColumnValue(f, value)));
        break;
      case 'in':
        if (Array.isArray(value) && value.length > 0)
          out.push(
            inArray(
              col,
              value.map((v) => toColumnValue(f, v)),
            ),
          );
        break;
      case 'range': {
        const [from, to] = value as [unknown, unknown];
        if (from !== null && from !== undefined) out.push(gte(col, toColumnValue(f, from)));
        if (to !== null && to !== undefined) out.push(lte(col, toColumnValue(f, to)));
        break;
      }
    }
  }
  return out;
}

/** Order of a list: the requested declared field (or the entity's default), then id for stable pages. */
export function orderBy(entity: AnyEntity, columns: Record<string, PgColumn>, query: ListQuery): SQL[] {
  const sort = query.sort ?? entity.defaultSort;
  const out: SQL[] = [];
  const col = sort ? columns[sort.field] : undefined;
  if (sort && col) out.push(sort.order === 'desc' ? sql`${col} desc nulls last` : sql`${col} asc nulls last`);
  else if (columns.createdAt) out.push(desc(columns.createdAt));
  if (columns.id) out.push(asc(columns.id));
  return out;
}

export function allOf(conditions: (SQL | undefined)[]): SQL | undefined {
  const present = conditions.filter((c): c is SQL => c !== undefined);
  return present.length === 0 ? undefined : and(...present);
}
