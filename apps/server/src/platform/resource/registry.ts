import type { Locale } from '@kg/domain';
import { and, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { SessionContext } from '../context.js';
import type { Db } from '../db.js';
import type { RegisteredResource, Row } from './resource.types.js';

/**
 * Rows of an entity a picker may offer a session beyond its own scope, for the picker's filters
 * (undefined: no more than the scope); set by the module that owns the rule.
 */
export type PickerReach = (ctx: SessionContext, filters: Row) => SQL | undefined;

/** A row as it was and as it is (no `before`: created), told to the listeners of its entity. */
export interface RowChange {
  before?: Row;
  after: Row;
}

/** Told in the writing transaction of every change of an entity's rows, so that what is kept from them stays right. */
export type ChangeListener = (tx: Db, changes: RowChange[]) => Promise<void>;

/** The resources of one app, so that references can be checked and shown by their target's label. */
export class ResourceRegistry {
  private readonly services = new Map<string, RegisteredResource>();
  /**
   * Where stored files are read from (config.storage.mediaHost): the only images formatted text may
   * show. Set where the app is assembled; the local driver's path until then.
   */
  mediaHost = '/files';
  private readonly reaches = new Map<string, PickerReach[]>();
  private readonly listeners = new Map<string, ChangeListener[]>();

  /**
   * Listens to the changes of an entity's rows: the generic saves, deletes and transitions tell them,
   * and so must a module writing the entity's rows itself (ResourceService.changed). Set by the module
   * that keeps something derived from the rows (attendance's day summaries: the roster, rules, leave).
   */
  onChange(entityName: string, listener: ChangeListener): void {
    this.listeners.set(entityName, [...(this.listeners.get(entityName) ?? []), listener]);
  }

  /** Tells an entity's listeners of changes, in the transaction that made them. */
  async changed(tx: Db, entityName: string, changes: RowChange[]): Promise<void> {
    for (const listener of this.listeners.get(entityName) ?? []) await listener(tx, changes);
  }

  register(service: RegisteredResource): void {
    this.services.set(service.entity.name, service);
  }

  /** Every registered resource's service. */
  all(): RegisteredResource[] {
    return [...this.services.values()];
  }

  /** The service of a registered entity (throws for an unknown one: a declaration names only registered entities). */
  service(entityName: string): RegisteredResource {
    const service = this.services.get(entityName);
    if (!service) throw new Error(`no resource ${entityName}`);
    return service;
  }

  has(entityName: string): boolean {
    return this.services.has(entityName);
  }

  private parts(entityName: string) {
    const service = this.services.get(entityName);
    if (!service) return undefined;
    const c = service.columns;
    return { service, id: c.id!, label: c[service.entity.labelField]!, deleted: c.deleted, owner: service.ownerColumn };
  }

  /**
   * Labels of rows of one entity by id, as another record names them (its refLabelField, else its
   * label); deleted rows too: an old record still names them.
   */
  async labels(db: Db, entityName: string, ids: string[], locale: Locale): Promise<Map<string, string>> {
    const p = this.parts(entityName);
    if (!p || ids.length === 0) return new Map();
    const { refLabelField } = p.service.entity;
    const label = refLabelField ? p.service.columns[refLabelField]! : p.label;
    const rows = (await db
      .select({ id: p.id, label })
      .from(p.service.table)
      .where(inArray(p.id, [...new Set(ids)]))) as { id: string; label: unknown }[];
    return new Map(rows.map((r) => [r.id, labelText(r.label, locale)]));
  }

  /**
   * Where an entity's label is read, for a statement that reads labels of several entities at once;
   * undefined for an unknown entity, or one whose label is a timestamp (shown as the driver gives it,
   * by `labels`).
   */
  labelSource(entityName: string): { table: PgTable; id: PgColumn; label: PgColumn } | undefined {
    const p = this.parts(entityName);
    if (!p) return undefined;
    const { refLabelField } = p.service.entity;
    const label = refLabelField ? p.service.columns[refLabelField]! : p.label;
    return label.dataType === 'date' ? undefined : { table: p.service.table, id: p.id, label };
  }

  /**
   * A row the session can see, by its exact label (any case) or id; 'ambiguous' when several share
   * the label. `owner` narrows to one organisation (a class of the kindergarten being imported into).
   */
  async idByLabel(db: Db, ctx: SessionContext, entityName: string, text: string, owner?: string): Promise<string | undefined | 'ambiguous'> {
    const p = this.parts(entityName);
    if (!p) return undefined;
    const isId = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(text);
    const conditions: (SQL | undefined)[] = [isId ? eq(p.id, text) : sql`lower(${p.label}::text) = lower(${text})`, p.service.visible(ctx)];
    if (owner && p.owner) conditions.push(eq(p.owner, owner));
    const rows = (await db
      .select({ id: p.id })
      .from(p.service.table)
      .where(and(...conditions))
      .limit(2)) as { id: string }[];
    return rows.length > 1 ? 'ambiguous' : rows[0]?.id;
  }

  /**
   * Lets a module widen an entity's picker for the sessions its rule names (an institution picks the
   * kindergartens that contract it): the platform keeps no knowledge of the areas.
   */
  addPickerReach(entityName: string, reach: PickerReach): void {
    this.reaches.set(entityName, [...(this.reaches.get(entityName) ?? []), reach]);
  }

  /** The first reach a module declares for this session and these filters, if any. */
  pickerReach(entityName: string, ctx: SessionContext, filters: Row): SQL | undefined {
    for (const reach of this.reaches.get(entityName) ?? []) {
      const where = reach(ctx, filters);
      if (where) return where;
    }
    return undefined;
  }

  /** Whether a code is an enabled value of a dictionary type (set by the module that owns the dictionary). */
  dictionaryHas: (db: Db, type: string, code: string) => Promise<boolean> = async () => true;

  /** How dictionary cells are read (set by the module that owns the dictionary). */
  dictionaryCode: (db: Db, type: string, text: string) => Promise<string | undefined> = async () => undefined;

  /** The live rows among the ids, each with its owning organisation when the entity has one. */
  async existing(db: Db, entityName: string, ids: string[]): Promise<Map<string, string | null>> {
    const p = this.parts(entityName);
    if (!p || ids.length === 0) return new Map();
    const conditions = [inArray(p.id, [...new Set(ids)])];
    if (p.deleted) conditions.push(eq(p.deleted, false));
    const owner: PgColumn = p.owner ?? p.id;
    const rows = (await db
      .select({ id: p.id, owner })
      .from(p.service.table)
      .where(and(...conditions))) as { id: string; owner: string }[];
    return new Map(rows.map((r) => [r.id, p.owner ? r.owner : null]));
  }

  ownedByKindergarten(entityName: string): boolean {
    return this.services.get(entityName)?.entity.scope === 'kindergarten';
  }
}

export function labelText(value: unknown, locale: Locale): string {
  if (value && typeof value === 'object') {
    const names = value as Record<string, string>;
    return names[locale] || names['zh-CN'] || '';
  }
  return value === null || value === undefined ? '' : String(value);
}
