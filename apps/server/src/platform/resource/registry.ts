import type { AnyEntity, Locale } from '@kg/domain';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../db.js';

interface LabelSource {
  entity: AnyEntity;
  table: PgTable;
  id: PgColumn;
  label: PgColumn;
  deleted: PgColumn | undefined;
}

/** The resources of one app, so that references can be shown by their target's label. */
export class ResourceRegistry {
  private readonly sources = new Map<string, LabelSource>();

  register(source: LabelSource): void {
    this.sources.set(source.entity.name, source);
  }

  has(entityName: string): boolean {
    return this.sources.has(entityName);
  }

  /** Labels of rows of one entity by id (deleted rows too: an old record still names them). */
  async labels(db: Db, entityName: string, ids: string[], locale: Locale): Promise<Map<string, string>> {
    const source = this.sources.get(entityName);
    if (!source || ids.length === 0) return new Map();
    const rows = (await db
      .select({ id: source.id, label: source.label })
      .from(source.table)
      .where(inArray(source.id, [...new Set(ids)]))) as { id: string; label: unknown }[];
    return new Map(rows.map((r) => [r.id, labelText(r.label, locale)]));
  }

  /** A live row of the entity by its exact label (any case) or id; 'ambiguous' when several share the label. */
  async idByLabel(db: Db, entityName: string, text: string): Promise<string | undefined | 'ambiguous'> {
    const source = this.sources.get(entityName);
    if (!source) return undefined;
    const isId = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(text);
    const conditions = [isId ? eq(source.id, text) : sql`lower(${source.label}::text) = lower(${text})`];
    if (source.deleted) conditions.push(eq(source.deleted, false));
    const rows = (await db
      .select({ id: source.id })
      .from(source.table)
      .where(and(...conditions))
      .limit(2)) as { id: string }[];
    return rows.length > 1 ? 'ambiguous' : rows[0]?.id;
  }

  /** How dictionary cells are read (set by the module that owns the dictionary). */
  dictionaryCode: (db: Db, type: string, text: string) => Promise<string | undefined> = async () => undefined;

  /** Which of the ids name live rows of the entity. */
  async existing(db: Db, entityName: string, ids: string[]): Promise<Set<string>> {
    const source = this.sources.get(entityName);
    if (!source || ids.length === 0) return new Set();
    const conditions = [inArray(source.id, [...new Set(ids)])];
    if (source.deleted) conditions.push(eq(source.deleted, false));
    const rows = (await db
      .select({ id: source.id })
      .from(source.table)
      .where(and(...conditions))) as { id: string }[];
    return new Set(rows.map((r) => r.id));
  }
}

export function labelText(value: unknown, locale: Locale): string {
  if (value && typeof value === 'object') {
    const names = value as Record<string, string>;
    return names[locale] || names['zh-CN'] || '';
  }
  return value === null || value === undefined ? '' : String(value);
}
