import { type AnyEntity, type FieldDef, type FieldError, inForm, type ListQuery, type ListResult, type Locale } from '@kg/domain';
import { and, count, eq, getTableColumns, inArray, ne, type SQL, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { isAreaCode } from '../area-codes.js';
import { auditActor, readAuditInsert, recordAudit } from '../audit/audit.service.js';
import { bookkeeping } from '../request-scope.js';
import { hasRichContent, sanitizeRichText } from '../rich-text/sanitize.js';
import { assertUsableUpload } from '../storage/upload.service.js';
import type { SessionContext } from '../context.js';
import type { Db } from '../db.js';
import { AppError, badRequest, conflict, notFound, ruleBroken } from '../errors.js';
import { causes } from '../db-errors.js';
import { allOf, filterConditions, orderBy } from './list-query.js';
import type { ResourceRegistry, RowChange } from './registry.js';
import { kigKey } from './kig-keyed.js';
import { ListPage, type PageShape } from './list-page.js';
import { runStatement } from './named-statement.js';
import { presentRecords, serialize } from './present.js';
import type { ResourceOptions, ResourceRecord, Row } from './resource.types.js';
import { isVersion, nextVersion } from './row-version.js';
import { scopeWhere } from './scope.js';
import { assertOrgInReach } from '../tenancy/reach.js';
import { uniqueFieldsByIndex } from './unique-indexes.js';

const EXPORT_LIMIT = 20_000;
/** The window count's key beside a page's columns (no column is named so). */

/** One row of an import that could not be written, and why. */
export interface RowFailure {
  rowNumber: number;
  key: string;
  params?: Record<string, string | number>;
  fields: FieldError[];
}

class RollBack extends Error {}
const TREE_LIMIT = 5_000;

/**
 * The generic operations of a declared entity: list, get, save, delete, transitions, tree, options.
 * Every read is limited to the session's scope; every write is validated, scoped and audited.
 */
export class ResourceService {
  readonly entity: AnyEntity;
  readonly table: PgTable;
  readonly columns: Record<string, PgColumn>;
  private readonly scopeColumn: PgColumn | undefined;
  /** A list's statement (made at the first list: by then every resource it refers to is registered). */
  private page: ListPage | undefined;
  /** Unique fields by the index guarding each (a violation traced back to its field). */
  private readonly uniqueByIndex: Map<string, string>;
  /** The field naming the scope column (a list's filter on it is checked to be in reach). */
  private readonly scopeKey: string | undefined;
  /** What a list reads of a row, by sort field (listedColumns). */
  private readonly listedBySort = new Map<string | undefined, [string, PgColumn][]>();
  /** The column naming the owning organisation (kindergarten or organisation), when rows have one. */
  get ownerColumn(): PgColumn | undefined {
    return this.scopeColumn;
  }

  constructor(
    private readonly db: Db,
    private readonly registry: ResourceRegistry,
    readonly options: ResourceOptions,
  ) {
    this.entity = options.entity;
    this.table = options.table;
    this.columns = getTableColumns(options.table) as Record<string, PgColumn>;
    this.scopeColumn = options.scope?.column ?? this.columns.orgId ?? this.columns.kigId;
    for (const [name, f] of Object.entries(this.entity.fields)) {
      if ((f.kind !== 'refs' || f.column) && !this.columns[name]) throw new Error(`${this.entity.name}.${name} has no column`);
      if (f.kind === 'refs' && !f.column && !options.links?.[name]) throw new Error(`${this.entity.name}.${name} has no link table`);
    }
    this.uniqueByIndex = uniqueFieldsByIndex(this.entity, this.table);
    this.scopeKey = this.nameOf(this.scopeColumn);
    registry.register(this);
  }

  private col(name: string): PgColumn {
    const c = this.columns[name];
    if (!c) throw new Error(`${this.entity.name}: no column ${name}`);
    return c;
  }

  /** Rows this session may see, not deleted. */
  visible(ctx: SessionContext): SQL | undefined {
    return allOf([
      this.columns.deleted ? eq(this.columns.deleted, false) : undefined,
      scopeWhere(this.entity, ctx, this.scopeColumn, this.options.scope ?? {}),
      this.options.hooks?.baseWhere?.(ctx),
    ]);
  }

  async list(ctx: SessionContext, query: ListQuery, locale: Locale): Promise<ListResult<ResourceRecord>> {
    const { page, shape } = await this.listShape(ctx, query, locale);
    const raw = await this.runList(page.statement(shape), shape.writes);
    const { rows, total, references } = page.read(raw, shape.listed);
    return {
      records: await presentRecords(this.db, this.registry, this.entity, this.options.links ?? {}, rows, locale, references),
      total: total ?? (query.pageNumber > 1 ? await this.count(shape.where) : 0),
      pageNumber: query.pageNumber,
      pageSize: query.pageSize,
    };
  }

  /**
   * The same page as `list`, as the JSON text of its answer's data, written by the database (one row:
   * the records' text and the total), so that Node neither reads rows, presents them nor serialises
   * them. Undefined when the database cannot write this entity's records as `list` presents them.
   */
  async listJson(ctx: SessionContext, query: ListQuery, locale: Locale): Promise<string | undefined> {
    const { page, shape } = await this.listShape(ctx, query, locale);
    const statement = page.jsonStatement(shape, locale);
    if (!statement) return undefined;
    const [row] = await this.runList(statement, shape.writes);
    const [records, total] = row as [string, unknown];
    return `{"records":${records},"total":${String(total)},"pageNumber":${query.pageNumber},"pageSize":${query.pageSize}}`;
  }

  /** What a list's statement is made from: the page, its filter, order and limits, what it writes (an audit row) and its one kindergarten. */
  private async listShape(ctx: SessionContext, query: ListQuery, locale: Locale) {
    await this.assertFilterInReach(ctx, query);
    const sort = query.sort ?? this.entity.defaultSort;
    const page = (this.page ??= new ListPage(this.registry, this.entity, this.table, this.options.links ?? {}, this.columns));
    const shape: PageShape = {
      listed: this.listedColumns(query),
      where: allOf([this.visible(ctx), ...filterConditions(this.entity, this.columns, query, locale)]),
      orderKey: sort ? `${sort.field} ${sort.order}` : '',
      order: orderBy(this.entity, this.columns, query),
      limit: query.pageSize,
      offset: (query.pageNumber - 1) * query.pageSize,
      writes: this.options.auditReads ? (read, first) => readAuditInsert(ctx, this.entity.name, { query: { ...query } }, read, first) : undefined,
      kigId: this.oneKindergarten(ctx, query),
    };
    return { page, shape };
  }

  /** An audited read is bookkeeping too: it still answers while the disk is low (request-scope.ts). */
  private runList(statement: { text: string; params: unknown[] }, audited: unknown): Promise<unknown[][]> {
    return audited ? bookkeeping(() => runStatement(this.db, statement)) : runStatement(this.db, statement);
  }

  /** What a list reads of a row: what it shows (no secret, no column it does not declare) and its order (made once per sort field). */
  private listedColumns(query: ListQuery): [string, PgColumn][] {
    const sortField = (query.sort ?? this.entity.defaultSort)?.field;
    let listed = this.listedBySort.get(sortField);
    if (listed === undefined) {
      const shown = (name: string) => {
        const f = this.entity.fields[name];
        return name === 'id' || name === 'createdAt' || name === 'updatedAt' || name === sortField || (f !== undefined && !isSecret(f));
      };
      listed = Object.entries(this.columns).filter(([name]) => shown(name));
      // Sort fields are the validated body's, of the entity's own fields: few.
      if (this.listedBySort.size < 100) this.listedBySort.set(sortField, listed);
    }
    return listed;
  }

  /** The name of a column of this table (the scope's, the kindergarten key's). */
  private nameOf(column: PgColumn | undefined): string | undefined {
    return column ? Object.entries(this.columns).find(([, c]) => c === column)?.[0] : undefined;
  }

  private async count(where: SQL | undefined): Promise<number> {
    const [row] = await this.db.select({ n: count() }).from(this.table).where(where);
    return Number(row?.n ?? 0);
  }

  /** Every matching row (for export), up to a limit that keeps one request bounded. */
  async all(ctx: SessionContext, query: ListQuery, locale: Locale): Promise<ResourceRecord[]> {
    await this.assertFilterInReach(ctx, query);
    const where = allOf([this.visible(ctx), ...filterConditions(this.entity, this.columns, query, locale)]);
    const rows = await this.db
      .select()
      .from(this.table)
      .where(where)
      .orderBy(...orderBy(this.entity, this.columns, query))
      .limit(EXPORT_LIMIT);
    if (this.options.auditReads) await this.audit(this.db, ctx, 'export', '', { query: { ...query }, rows: rows.length });
    return this.present(rows as Row[], locale);
  }

  /** One visible row, or 404: a row of another tenant is indistinguishable from a missing one. */
  async findRow(ctx: SessionContext, id: string, db: Db = this.db): Promise<Row> {
    const [row] = await db
      .select()
      .from(this.table)
      .where(allOf([eq(this.col('id'), id), this.visible(ctx)]))
      .limit(1);
    if (!row) throw notFound();
    return row as Row;
  }

  /**
   * One visible row, locked until the transaction ends: a write that decides from the row (its status,
   * its owner) decides from its latest committed state, and a concurrent write of it waits its turn.
   */
  /** Tells the entity's change listeners of rows a module wrote itself (see ResourceRegistry.onChange). */
  async changed(tx: Db, changes: RowChange[]): Promise<void> {
    await this.registry.changed(tx, this.entity.name, changes);
  }

  async lockRow(ctx: SessionContext, id: string, tx: Db): Promise<Row> {
    const [row] = await tx
      .select()
      .from(this.table)
      .where(allOf([eq(this.col('id'), id), this.visible(ctx), await this.ownShard(ctx, id, tx)]))
      .limit(1)
      .for('update', { of: this.table });
    if (!row) throw notFound();
    return row as Row;
  }

  /**
   * A kindergarten table's row named with its kindergarten, for a session that reaches several: Citus
   * locks rows on one shard only (`for update` over every shard is refused), so the row's kindergarten
   * is read first. A kindergarten's session names its own already (its reach).
   */
  private async ownShard(ctx: SessionContext, id: string, tx: Db): Promise<SQL | undefined> {
    const kig = kigKey(this.table);
    if (!kig || ctx.orgKind === 'kindergarten') return undefined;
    const [found] = await tx
      .select({ kigId: kig })
      .from(this.table)
      .where(allOf([eq(this.col('id'), id), this.visible(ctx)]))
      .limit(1);
    if (!found) throw notFound();
    return eq(kig, found.kigId);
  }

  /**
   * Writes values to a row only if it is still at the version the caller read, in one statement (the
   * check cannot be overtaken between a read and the write); another version is a 409. `where` narrows
   * the row's place when the caller knows it (its kindergarten's shard, its month's partition).
   */
  async updateAtVersion(tx: Db, id: string, version: string, values: Row, where?: SQL): Promise<Row> {
    const [updated] = await tx
      .update(this.table)
      .set({ ...values, updatedAt: nextVersion(this.col('updatedAt')) })
      .where(and(eq(this.col('id'), id), isVersion(this.col('updatedAt'), version), where))
      .returning();
    if (!updated) throw conflict();
    return updated as Row;
  }

  async get(ctx: SessionContext, id: string, locale: Locale): Promise<ResourceRecord> {
    const row = await this.findRow(ctx, id);
    if (this.options.auditReads) await this.audit(this.db, ctx, 'view', id, {});
    const [record] = await this.present([row], locale);
    return record!;
  }

  /** Creates (no id) or updates (id) a row from a validated body; returns the record and any extras. */
  async save(ctx: SessionContext, input: Row, locale: Locale): Promise<{ record: ResourceRecord; extra?: Row }> {
    const { row, extra } = await this.db.transaction((tx) => this.saveWithin(tx, ctx, input));
    const [presented] = await this.present([row], locale);
    return { record: presented!, ...(extra ? { extra } : {}) };
  }

  /**
   * Creates many rows in one transaction, or none: every row is tried, each failure is kept with
   * its row number, and if any failed the whole transaction is rolled back.
   */
  async createMany(ctx: SessionContext, inputs: { rowNumber: number; input: Row }[]): Promise<RowFailure[] | number> {
    const failures: RowFailure[] = [];
    try {
      await this.db.transaction(async (tx) => {
        for (const { rowNumber, input } of inputs) {
          try {
            // A savepoint per row, so one row's failure does not poison the others' checks.
            await tx.transaction((row) => this.saveWithin(row, ctx, input, 'import'));
          } catch (error) {
            if (!(error instanceof AppError)) throw error;
            failures.push({ rowNumber, key: error.key, params: error.params, fields: error.fields ?? [] });
          }
        }
        if (failures.length > 0) throw new RollBack();
      });
    } catch (error) {
      if (!(error instanceof RollBack)) throw error;
      return failures;
    }
    return inputs.length;
  }

  /** A save inside the caller's transaction (for calls that write several resources at once). */
  async saveWithin(tx: Db, ctx: SessionContext, input: Row, action = ''): Promise<{ row: Row; extra?: Row }> {
    const id = typeof input.id === 'string' ? input.id : undefined;
    const existing = id ? await this.findRow(ctx, id, tx) : undefined;
    // An update names the version it was made from; an older one is refused before any work.
    const version = existing ? versionOf(input) : undefined;
    if (existing && !sameInstant(existing.updatedAt, version!)) throw conflict();
    const values = this.columnValues(input, !existing);
    // The hooks see formatted text as it will be kept (sanitised), not as it was sent.
    const given = { ...input, ...this.cleanRichText(values) };
    await this.assertOwnerInReach(tx, ctx, values);
    await this.assertUnique(tx, values, existing, ctx);
    await this.assertRefsExist(tx, ctx, given, this.ownerOf(ctx, values, existing));
    const extras = (await this.options.hooks?.beforeSave?.(tx, ctx, given, existing)) ?? {};
    Object.assign(values, extras.values ?? {});

    const row = await this.asDuplicate(async () => {
      // The checks above are a courtesy; these statements are the guards (a save committed meanwhile
      // moved the version, or took the unique value).
      if (existing) return this.updateAtVersion(tx, existing.id as string, version!, values);
      const owner = this.ownerValues(ctx, values);
      const drawn = extras.drawn;
      if (drawn) {
        return drawn.draw(async (more) => {
          const [inserted] = await tx
            .insert(this.table)
            .values({ ...values, ...more, ...owner, createdBy: ctx.userId } as never)
            .onConflictDoNothing({ target: drawn.target })
            .returning();
          return inserted as Row | undefined;
        });
      }
      const [inserted] = await tx
        .insert(this.table)
        .values({ ...values, ...owner, createdBy: ctx.userId } as never)
        .returning();
      return inserted as Row;
    });
    await this.writeLinks(tx, row.id as string, given, !existing);
    await this.options.hooks?.afterSave?.(tx, ctx, row, !existing);
    if (existing) await this.options.hooks?.afterChange?.(tx, ctx, existing, row);
    await this.registry.changed(tx, this.entity.name, [{ before: existing, after: row }]);
    await this.audit(
      tx,
      ctx,
      action || (existing ? 'update' : 'create'),
      row.id as string,
      existing ? { changes: this.changes(existing, row) } : { values: this.auditValues(row) },
    );
    return { row, ...(extras.once ? { extra: extras.once } : {}) };
  }

  /** Soft-deletes rows (all or none): nothing is erased. */
  async delete(ctx: SessionContext, ids: string[]): Promise<number> {
    return this.db.transaction(async (tx) => {
      for (const id of ids) {
        const row = await this.lockRow(ctx, id, tx);
        if (this.entity.tree) await this.assertNoChildren(tx, id);
        await this.options.hooks?.beforeDelete?.(tx, ctx, row);
        await tx
          .update(this.table)
          .set({ deleted: true } as never)
          .where(eq(this.col('id'), id));
        await this.options.hooks?.afterChange?.(tx, ctx, row, { ...row, deleted: true });
        await this.registry.changed(tx, this.entity.name, [{ before: row, after: { ...row, deleted: true } }]);
        await this.audit(tx, ctx, 'delete', id, { label: String(row[this.entity.labelField] ?? '') });
      }
      return ids.length;
    });
  }

  /** Moves rows along a declared transition; a row not in a `from` status is a 422. */
  async transition(ctx: SessionContext, action: string, ids: string[]): Promise<number> {
    const status = this.entity.status;
    const transition = status?.transitions[action];
    if (!status || !transition) throw notFound();
    return this.db.transaction(async (tx) => {
      for (const id of ids) {
        // Locked: two transitions of one row cannot both start from the same status.
        const row = await this.lockRow(ctx, id, tx);
        const from = String(row[status.field]);
        if (!transition.from.includes(from)) throw ruleBroken('error.transitionNotAllowed');
        const more = (await this.options.hooks?.beforeTransition?.(tx, ctx, row, action)) ?? {};
        await tx
          .update(this.table)
          .set({ ...more, [status.field]: transition.to } as never)
          .where(eq(this.col('id'), id));
        await this.options.hooks?.afterChange?.(tx, ctx, row, { ...row, ...more, [status.field]: transition.to });
        await this.registry.changed(tx, this.entity.name, [{ before: row, after: { ...row, ...more, [status.field]: transition.to } }]);
        await this.audit(tx, ctx, action, id, { from, to: transition.to });
      }
      return ids.length;
    });
  }

  /**
   * The visible rows as a tree: children of parentId, or (parentId '0') every visible row nested
   * under the visible roots (rows whose parent is absent or out of sight).
   */
  async tree(ctx: SessionContext, parentId: string, locale: Locale): Promise<(ResourceRecord & { children?: ResourceRecord[]; hasChildren: boolean })[]> {
    const parentField = this.entity.tree?.parentField;
    if (!parentField) throw notFound();
    const rows = (await this.db
      .select()
      .from(this.table)
      .where(this.visible(ctx))
      .orderBy(...orderBy(this.entity, this.columns, { pageNumber: 1, pageSize: TREE_LIMIT }))
      .limit(TREE_LIMIT)) as Row[];
    const records = await this.present(rows, locale);
    type Node = ResourceRecord & { children: Node[]; hasChildren: boolean };
    const nodes = new Map<string, Node>(records.map((r) => [r.id, { ...r, children: [], hasChildren: false }]));
    const roots: Node[] = [];
    for (const node of nodes.values()) {
      const parent = node[parentField] ? nodes.get(node[parentField] as string) : undefined;
      if (parent) {
        parent.children.push(node);
        parent.hasChildren = true;
      } else roots.push(node);
    }
    if (parentId === '0') return roots;
    const parent = nodes.get(parentId);
    if (!parent) throw notFound();
    return parent.children.map(({ children: _c, ...rest }) => rest);
  }

  /** Labels for pickers: visible, live, enabled rows matching q, or exactly the given ids. */
  async pickerOptions(ctx: SessionContext, query: { q?: string; ids?: string[]; filters?: Row }, locale: Locale): Promise<{ value: string; label: string }[]> {
    const label = this.col(this.entity.labelField);
    const labelIsI18n = this.entity.fields[this.entity.labelField]?.kind === 'i18nText';
    const directory = this.options.pickerScope?.(ctx, query.filters ?? {}) ?? this.registry.pickerReach(this.entity.name, ctx, query.filters ?? {});
    const conditions: (SQL | undefined)[] = [directory ? allOf([directory, this.columns.deleted ? eq(this.columns.deleted, false) : undefined]) : this.visible(ctx)];
    if (query.ids?.length) conditions.push(inArray(this.col('id'), query.ids));
    else if (this.entity.status && this.columns[this.entity.status.field]) {
      const field = this.entity.fields[this.entity.status.field];
      const values = field?.kind === 'enum' ? field.values : [];
      const pickable = this.entity.status.pickable ?? (values.includes('enabled') ? ['enabled'] : []);
      if (pickable.length > 0) conditions.push(inArray(this.col(this.entity.status.field), [...pickable]));
    }
    const detail = this.entity.pickerDetail ? this.col(this.entity.pickerDetail) : undefined;
    if (query.q) {
      const pattern = `%${query.q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
      const byLabel = labelIsI18n ? sql`${label}->>${locale} ilike ${pattern}` : sql`${label} ilike ${pattern}`;
      conditions.push(detail ? sql`(${byLabel} or ${detail} ilike ${pattern})` : byLabel);
    }
    for (const [name, value] of Object.entries(query.filters ?? {})) {
      const f = this.entity.fields[name];
      if (f && f.filter === 'eq' && value !== undefined && value !== '') conditions.push(eq(this.col(name), value));
    }
    const rows = (await this.db
      .select({ id: this.col('id'), label, ...(detail ? { detail } : {}) })
      .from(this.table)
      .where(allOf(conditions))
      .orderBy(...orderBy(this.entity, this.columns, { pageNumber: 1, pageSize: 50 }))
      .limit(50)) as { id: string; label: unknown; detail?: unknown }[];
    return rows.map((r) => {
      const text = labelIsI18n ? ((r.label as Record<string, string>)[locale] ?? '') : String(r.label ?? '');
      return { value: r.id, label: r.detail ? `${text} · ${String(r.detail)}` : text };
    });
  }

  // --- helpers ---------------------------------------------------------------------------

  /** The audit row of a write to this resource (docs/architecture.md, section 6). */
  private audit(tx: Db, ctx: SessionContext, action: string, resourceId: string, detail: Row): Promise<void> {
    return recordAudit(tx, {
      ...auditActor(ctx),
      action,
      resource: this.entity.name,
      resourceId: resourceId || null,
      result: 'ok',
      detail,
    });
  }

  /** Asking for another tenant's rows by their owner is refused (404, as an unknown owner), not answered with an empty page. */
  /** The one kindergarten a list of a kindergarten table is of, if it is one: the session's own, or the one its filter names. */
  private oneKindergarten(ctx: SessionContext, query: ListQuery): string | undefined {
    const kig = kigKey(this.table);
    if (!kig || this.scopeColumn !== kig) return undefined;
    const key = this.scopeKey;
    const named = key ? query[key] : undefined;
    if (typeof named === 'string' && this.entity.fields[key!]?.filter === 'eq') return named;
    return ctx.orgKind === 'kindergarten' ? ctx.orgId : undefined;
  }

  private async assertFilterInReach(ctx: SessionContext, query: ListQuery): Promise<void> {
    const key = this.scopeKey;
    const owner = key ? query[key] : undefined;
    if (typeof owner === 'string' && !this.options.scope?.where) {
      await assertOrgInReach(this.db, ctx, owner, this.entity.scope === 'kindergarten' ? 'kindergarten' : undefined);
    }
  }

  /** Column values from a validated body: only declared form fields; timestamps as Dates. */
  private columnValues(input: Row, creating: boolean): Row {
    const values: Row = {};
    for (const [name, f] of Object.entries(this.entity.fields)) {
      // Secrets are stored by the resource's own hook (sealed), never as sent.
      if ((f.kind === 'refs' && !f.column) || isSecret(f) || !inForm(f, creating) || !(name in input)) continue;
      const v = input[name];
      values[name] = f.kind === 'datetime' && typeof v === 'string' ? new Date(v) : f.kind === 'refs' ? [...new Set((v as string[] | null) ?? [])] : v;
    }
    return values;
  }

  /**
   * Formatted text as it is kept: sanitised (sanitizeRichText), then measured again, and a required
   * one that says nothing (empty paragraphs) refused as blank.
   */
  private cleanRichText(values: Row): Row {
    const fields: FieldError[] = [];
    const cleaned: Row = {};
    for (const [name, f] of Object.entries(this.entity.fields)) {
      if (f.kind !== 'richText' || typeof values[name] !== 'string') continue;
      const html = sanitizeRichText(values[name], this.registry.mediaHost);
      values[name] = cleaned[name] = hasRichContent(html) ? html : null;
      if (html.length > f.max) fields.push({ field: name, message: 'validation.tooLong' });
      else if (f.required && values[name] === null) fields.push({ field: name, message: 'validation.required' });
    }
    if (fields.length > 0) throw badRequest(fields);
    return cleaned;
  }

  /** On create, the owning organisation: the one named in the body (checked) or the session's. */
  private ownerValues(ctx: SessionContext, values: Row): Row {
    if (this.entity.scope === 'platform' || this.options.scope?.where || !this.scopeColumn) return {};
    const key = Object.entries(this.columns).find(([, c]) => c === this.scopeColumn)?.[0];
    if (!key || values[key]) return {};
    return { [key]: ctx.orgId };
  }

  private async assertOwnerInReach(tx: Db, ctx: SessionContext, values: Row): Promise<void> {
    if (this.entity.scope === 'platform' || !this.scopeColumn) return;
    const key = Object.entries(this.columns).find(([, c]) => c === this.scopeColumn)?.[0];
    const owner = key ? values[key] : undefined;
    if (typeof owner === 'string') {
      await assertOrgInReach(tx, ctx, owner, this.entity.scope === 'kindergarten' ? 'kindergarten' : undefined);
    }
  }

  /** Unique fields: among all live rows, or ('scope') among the live rows of the same owner. */
  private async assertUnique(tx: Db, values: Row, existing: Row | undefined, ctx: SessionContext): Promise<void> {
    const id = existing?.id as string | undefined;
    const owner = this.ownerOf(ctx, values, existing);
    for (const [name, f] of Object.entries(this.entity.fields)) {
      if (!f.unique || values[name] === undefined || values[name] === null) continue;
      const col = this.col(name);
      // Text is unique whatever its case; ids, enums and dates as they are.
      const same = f.kind === 'text' || f.kind === 'textarea' ? sql`lower(${col}) = lower(${values[name]})` : eq(col, values[name]);
      const sameOwner = f.unique === 'scope' && this.scopeColumn && owner ? eq(this.scopeColumn, owner) : undefined;
      const [clash] = await tx
        .select({ id: this.col('id') })
        .from(this.table)
        .where(allOf([same, sameOwner, this.columns.deleted ? eq(this.columns.deleted, false) : undefined, id ? ne(this.col('id'), id) : undefined]))
        .limit(1);
      if (clash) throw new AppError(409, 'error.duplicate', undefined, [{ field: name, message: 'validation.duplicate' }]);
    }
  }

  /** A unique index's refusal answered as the check before it would have. */
  private async asDuplicate<T>(write: () => Promise<T>): Promise<T> {
    try {
      return await write();
    } catch (error) {
      for (const e of causes(error)) {
        const { code, constraint, message } = e as { code?: unknown; constraint?: unknown; message?: unknown };
        // On Citus the worker names its shard's index: the table's with the shard's number after it.
        const name = typeof constraint === 'string' ? constraint : typeof message === 'string' ? /unique constraint "([^"]+)"/.exec(message)?.[1] : undefined;
        const field = code === '23505' && name ? (this.uniqueByIndex.get(name) ?? this.uniqueByIndex.get(name.replace(/_\d+$/, ''))) : undefined;
        if (field) throw new AppError(409, 'error.duplicate', undefined, [{ field, message: 'validation.duplicate' }]);
      }
      throw error;
    }
  }

  /** The organisation a row belongs (or will belong) to. */
  private ownerOf(ctx: SessionContext, values: Row, existing: Row | undefined): string | undefined {
    const key = this.scopeColumn ? Object.entries(this.columns).find(([, c]) => c === this.scopeColumn)?.[0] : undefined;
    if (!key) return undefined;
    return (values[key] as string | undefined) ?? (existing?.[key] as string | undefined) ?? (this.entity.scope === 'platform' ? undefined : ctx.orgId);
  }

  /**
   * Every ref and refs value must name a live row of its entity, every area a real area, every image
   * a confirmed upload. A kindergarten's row may only refer to rows of the same kindergarten: another
   * kindergarten's row is refused exactly as a row that does not exist, so it tells nothing.
   */
  private async assertRefsExist(tx: Db, ctx: SessionContext, input: Row, owner: string | undefined): Promise<void> {
    const fields: { field: string; message: string }[] = [];
    for (const [name, f] of Object.entries(this.entity.fields)) {
      if (f.kind === 'area' && typeof input[name] === 'string' && !isAreaCode(input[name])) {
        fields.push({ field: name, message: 'validation.format.area' });
      }
      if (f.kind === 'dict' && typeof input[name] === 'string' && !(await this.registry.dictionaryHas(tx, f.dictType, input[name]))) {
        fields.push({ field: name, message: 'validation.invalidOption' });
      }
      if ((f.kind === 'image' || f.kind === 'file') && typeof input[name] === 'string' && !(await assertUsableUpload(tx, ctx, input[name]))) {
        fields.push({ field: name, message: 'validation.upload.unknown' });
      }
      if (f.kind !== 'ref' && f.kind !== 'refs') continue;
      const ids = ([] as unknown[]).concat(input[name] ?? []).filter((v): v is string => typeof v === 'string');
      if (ids.length === 0 || !this.registry.has(f.entity)) continue;
      const found = await this.registry.existing(tx, f.entity, ids);
      const sameKindergarten = this.entity.scope === 'kindergarten' && this.registry.ownedByKindergarten(f.entity);
      if (ids.some((i) => !found.has(i) || (sameKindergarten && found.get(i) !== owner))) {
        fields.push({ field: name, message: 'validation.invalidOption' });
      }
    }
    if (fields.length > 0) throw badRequest(fields);
  }

  private async assertNoChildren(tx: Db, id: string): Promise<void> {
    const parentCol = this.col(this.entity.tree!.parentField);
    const [child] = await tx
      .select({ id: this.col('id') })
      .from(this.table)
      .where(and(eq(parentCol, id), this.columns.deleted ? eq(this.columns.deleted, false) : undefined))
      .limit(1);
    if (child) throw ruleBroken('error.hasChildren');
  }

  private async writeLinks(tx: Db, id: string, input: Row, creating: boolean): Promise<void> {
    for (const [name, link] of Object.entries(this.options.links ?? {})) {
      const f = this.entity.fields[name];
      if (!f || !inForm(f, creating) || !Array.isArray(input[name])) continue;
      await tx.delete(link.table).where(eq(link.owner, id));
      const targets = [...new Set(input[name] as string[])];
      if (targets.length > 0) {
        await tx.insert(link.table).values(targets.map((t) => ({ [ownerKey(link)]: id, [targetKey(link)]: t })) as never);
      }
    }
  }

  /** Records as the API returns them: declared fields only (secrets never leave), refs and their labels. */
  present(rows: Row[], locale: Locale): Promise<ResourceRecord[]> {
    return presentRecords(this.db, this.registry, this.entity, this.options.links ?? {}, rows, locale);
  }

  /** What changed, for the audit; a secret shows only that it changed. */
  private changes(before: Row, after: Row): Record<string, [unknown, unknown]> {
    const out: Record<string, [unknown, unknown]> = {};
    for (const [name, f] of Object.entries(this.entity.fields)) {
      if (!(name in after)) continue;
      const a = serialize(before[name]);
      const b = serialize(after[name]);
      if (JSON.stringify(a) !== JSON.stringify(b)) out[name] = isSecret(f) ? ['***', '***'] : [a, b];
    }
    return out;
  }

  private auditValues(row: Row): Row {
    const out: Row = {};
    for (const [name, f] of Object.entries(this.entity.fields)) {
      if (name in row) out[name] = isSecret(f) ? (row[name] ? '***' : null) : serialize(row[name]);
    }
    return out;
  }
}

const isSecret = (f: FieldDef) => f.kind === 'text' && f.secret === true;

/** The version an update names (the route's schema requires it; other callers must pass it too). */
function versionOf(input: Row): string {
  if (typeof input.updatedAt !== 'string') throw badRequest([{ field: 'updatedAt', message: 'validation.versionRequired' }]);
  return input.updatedAt;
}

function sameInstant(a: unknown, b: string): boolean {
  const x = a instanceof Date ? a.getTime() : new Date(String(a)).getTime();
  return x === new Date(b).getTime();
}

function keyOf(link: { table: PgTable }, col: PgColumn): string {
  const entry = Object.entries(getTableColumns(link.table)).find(([, c]) => c === col);
  if (!entry) throw new Error('link column not in its table');
  return entry[0];
}
const ownerKey = (link: { table: PgTable; owner: PgColumn }) => keyOf(link, link.owner);
const targetKey = (link: { table: PgTable; target: PgColumn }) => keyOf(link, link.target);
