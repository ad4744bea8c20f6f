import type { AnyEntity } from '@kg/domain';
import { sql } from 'drizzle-orm';
import { getTableConfig, type PgColumn, type PgTable, uniqueIndex } from 'drizzle-orm/pg-core';
import { snakeCase } from './entity-columns.js';

/** The name of the index that guards a unique field: how a violation is traced back to its field. */
export const uniqueIndexName = (table: string, field: string) => `${table}_${snakeCase(field)}_key`;

const isText = (kind: string) => kind === 'text' || kind === 'textarea';

/**
 * The unique indexes a declaration's `unique` fields need, as the service's own check reads them:
 * among live rows, text whatever its case, and ('scope') within the owner. The check answers with
 * the field's message; the index makes two saves racing past the check end in one row, not two.
 */
export function uniqueIndexes(table: string, entity: AnyEntity, t: Record<string, PgColumn>) {
  const owner = t.orgId ?? t.kigId;
  return Object.entries(entity.fields).flatMap(([field, f]) => {
    if (!f.unique) return [];
    const column = t[field];
    if (!column) throw new Error(`${entity.name}.${field} is unique but has no column`);
    const value = isText(f.kind) ? sql`lower(${column})` : column;
    const on = f.unique === 'scope' && owner ? [owner, value] : [value];
    const index = uniqueIndex(uniqueIndexName(table, field)).on(...(on as [PgColumn]));
    return t.deleted ? [index.where(sql`${t.deleted} = false`)] : [index];
  });
}

/** The unique fields of an entity by the name of the index guarding each; throws when one is missing. */
export function uniqueFieldsByIndex(entity: AnyEntity, table: PgTable): Map<string, string> {
  const config = getTableConfig(table);
  const unique = new Set(config.indexes.filter((i) => i.config.unique).map((i) => i.config.name));
  const byIndex = new Map<string, string>();
  for (const [field, f] of Object.entries(entity.fields)) {
    if (!f.unique) continue;
    const name = uniqueIndexName(config.name, field);
    if (!unique.has(name)) throw new Error(`${entity.name}.${field} is unique but ${config.name} has no unique index ${name} (use uniqueIndexes)`);
    byIndex.set(name, field);
  }
  return byIndex;
}
