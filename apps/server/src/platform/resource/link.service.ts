import { type LinkDef, type LinkEnd, type LinkRecord, type Locale } from '@kg/domain';
import { and, eq, getTableColumns, inArray, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { auditActor, recordAudit } from '../audit/audit.service.js';
import type { SessionContext } from '../context.js';
import type { Db } from '../db.js';
import { badRequest, notFound } from '../errors.js';
import { kigKey } from './kig-keyed.js';
import { allOf } from './list-query.js';
import type { ResourceRegistry } from './registry.js';
import type { Row } from './resource.types.js';
import { serialize } from './present.js';

/** A declared link wired to its table: a column per end key and per field of the link. */
export interface LinkOptions {
  link: LinkDef;
  table: PgTable;
}

/**
 * The links between two entities' rows (a parent and a child): listed from either side, made and
 * unmade only between two rows the session reaches that belong to the same organisation. A row out
 * of reach, or of another kindergarten, answers as one that does not exist (404).
 */
export class LinkService {
  readonly link: LinkDef;
  private readonly columns: Record<string, PgColumn>;

  constructor(
    private readonly db: Db,
    private readonly registry: ResourceRegistry,
    readonly options: LinkOptions,
  ) {
    this.link = options.link;
    this.columns = getTableColumns(options.table) as Record<string, PgColumn>;
    for (const name of [...options.link.ends.map((e) => e.key), ...Object.keys(options.link.fields)]) {
      if (!this.columns[name]) throw new Error(`link ${options.link.name}: no column ${name}`);
    }
  }

  private col(name: string): PgColumn {
    return this.columns[name]!;
  }

  /** A join of the link to a kindergarten table names their kindergarten too (on Citus: the same shard). */
  private sameKindergarten(other: PgTable, on: SQL): SQL {
    const kig = kigKey(other);
    return kig && this.columns.kigId ? and(eq(kig, this.columns.kigId), on)! : on;
  }

  private endOf(key: string): { own: LinkEnd; other: LinkEnd } {
    const [a, b] = this.link.ends;
    return a.key === key ? { own: a, other: b } : { own: b, other: a };
  }

  /** The live rows of one side the session reaches, among ids; 404 unless every one is. */
  private async assertReached(db: Db, ctx: SessionContext, end: LinkEnd, ids: string[]): Promise<Map<string, unknown>> {
    const service = this.registry.service(end.entity);
    const owner = service.ownerColumn ?? service.columns.id!;
    const rows = (await db
      .select({ id: service.columns.id!, owner })
      .from(service.table)
      .where(allOf([inArray(service.columns.id!, ids), service.visible(ctx)]))) as { id: string; owner: unknown }[];
    if (rows.length !== new Set(ids).size) throw notFound();
    return new Map(rows.map((r) => [r.id, r.owner]));
  }

  /** The links of the given rows of one side, to live rows of the other side the session reaches. */
  async list(ctx: SessionContext, key: string, ids: string[], locale: Locale): Promise<LinkRecord[]> {
    const { own, other } = this.endOf(key);
    await this.assertReached(this.db, ctx, own, ids);
    const others = this.registry.service(other.entity);
    const rows = (await this.db
      .select(getTableColumns(this.options.table))
      .from(this.options.table)
      .innerJoin(others.table, this.sameKindergarten(others.table, eq(others.columns.id!, this.col(other.key))))
      .where(allOf([inArray(this.col(own.key), ids), others.visible(ctx)]))) as Row[];
    const records = await this.present(rows, locale);
    return records.sort((x, y) => x._labels[other.key]!.localeCompare(y._labels[other.key]!, locale));
  }

  /** Links two rows, or changes the link's fields when they are linked already. */
  async save(ctx: SessionContext, input: Row, locale: Locale): Promise<LinkRecord> {
    const row = await this.db.transaction(async (tx) => {
      const owner = await this.assertSameOwner(tx, ctx, input);
      await this.assertFieldValues(tx, input);
      const keys = this.keysOf(input, owner);
      const fields = Object.fromEntries(Object.keys(this.link.fields).map((name) => [name, input[name] ?? null]));
      const [before] = (await tx.select().from(this.options.table).where(this.whereKeys(keys)).for('update')) as Row[];
      const [saved] = (await tx
        .insert(this.options.table)
        .values({ ...keys, ...fields } as never)
        .onConflictDoUpdate({ target: Object.keys(keys).map((key) => this.col(key)), set: fields as never })
        .returning()) as Row[];
      await this.audit(tx, ctx, 'link', keys, before ? { before: pick(before, fields), after: fields } : { values: fields });
      return saved!;
    });
    const [record] = await this.present([row], locale);
    return record!;
  }

  /** Unlinks two rows (the rows themselves stay); a link that does not exist is a 404. */
  async delete(ctx: SessionContext, input: Row): Promise<void> {
    await this.db.transaction(async (tx) => {
      const owner = await this.assertSameOwner(tx, ctx, input);
      const keys = this.keysOf(input, owner);
      const removed = (await tx.delete(this.options.table).where(this.whereKeys(keys)).returning()) as Row[];
      if (removed.length === 0) throw notFound();
      await this.audit(tx, ctx, 'unlink', keys, { values: pick(removed[0]!, this.link.fields) });
    });
  }

  // --- helpers ---------------------------------------------------------------------------

  /** The link's key: its ends, and the kindergarten first when the table has one (its Citus distribution column). */
  private keysOf(input: Row, owner: unknown): Record<string, string> {
    const ends = this.link.ends.map((e) => [e.key, String(input[e.key])]);
    return Object.fromEntries(this.columns.kigId ? [['kigId', String(owner)], ...ends] : ends);
  }

  private whereKeys(keys: Record<string, string>) {
    return and(...Object.entries(keys).map(([key, value]) => eq(this.col(key), value)));
  }

  /** Both rows in reach and of one owner (which it answers): another kindergarten's child is as unknown as a made-up id. */
  private async assertSameOwner(tx: Db, ctx: SessionContext, input: Row): Promise<unknown> {
    const owners = [];
    for (const end of this.link.ends) {
      const id = String(input[end.key]);
      owners.push((await this.assertReached(tx, ctx, end, [id])).get(id));
    }
    if (owners[0] !== owners[1]) throw notFound();
    return owners[0];
  }

  private async assertFieldValues(tx: Db, input: Row): Promise<void> {
    const fields: { field: string; message: string }[] = [];
    for (const [name, f] of Object.entries(this.link.fields)) {
      if (f.kind === 'dict' && typeof input[name] === 'string' && !(await this.registry.dictionaryHas(tx, f.dictType, input[name]))) {
        fields.push({ field: name, message: 'validation.invalidOption' });
      }
    }
    if (fields.length > 0) throw badRequest(fields);
  }

  private async present(rows: Row[], locale: Locale): Promise<LinkRecord[]> {
    const labels = new Map<string, Map<string, string>>();
    for (const end of this.link.ends) {
      labels.set(
        end.key,
        await this.registry.labels(
          this.db,
          end.entity,
          rows.map((r) => String(r[end.key])),
          locale,
        ),
      );
    }
    return rows.map((r) => {
      const record: LinkRecord = { _labels: {} };
      for (const end of this.link.ends) {
        record[end.key] = r[end.key];
        record._labels[end.key] = labels.get(end.key)?.get(String(r[end.key])) ?? '';
      }
      for (const name of Object.keys(this.link.fields)) record[name] = serialize(r[name]);
      return record;
    });
  }

  /** The audit row of a link or unlink, named by the link and the first side's row (docs/architecture.md, section 6). */
  private audit(tx: Db, ctx: SessionContext, action: 'link' | 'unlink', keys: Record<string, string>, detail: Row): Promise<void> {
    return recordAudit(tx, {
      ...auditActor(ctx),
      action,
      resource: this.link.name,
      resourceId: keys[this.link.ends[0].key]!,
      result: 'ok',
      detail: { ...Object.fromEntries(this.link.ends.map((e) => [e.key, keys[e.key]])), ...detail },
    });
  }
}

const pick = (row: Row, fields: object): Row => Object.fromEntries(Object.keys(fields).map((name) => [name, serialize(row[name])]));
