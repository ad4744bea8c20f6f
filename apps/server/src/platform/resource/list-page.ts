import { type AnyEntity, type FieldDef, inListRow, type Locale } from '@kg/domain';
import { getTableName, type SQL, sql } from 'drizzle-orm';
import { PgDialect, type PgColumn, type PgTable } from 'drizzle-orm/pg-core';
import { renderFilter } from './filter-rendering.js';
import { kigKey } from './kig-keyed.js';
import { concatenated, jsonValue, key, labelValue, type Piece } from './list-json.js';
import type { ReferenceRow } from './present.js';
import type { ResourceRegistry } from './registry.js';
import type { LinkTable, Row } from './resource.types.js';

type RefField = Extract<FieldDef, { kind: 'ref' | 'refs' }>;
const quote = (name: string) => `"${name.replaceAll('"', '""')}"`;
/** The count's key beside a page's columns (no column is named so). */
const TOTAL = '__total';
/** A reference column's key beside the row's own (no column starts so). */
const REF = '__ref_';
/** The page, as a CTE (an audited read counts its rows); never a table's name. */
const PAGE = quote('__page');
const LINK = sql.identifier('l');
const TARGET = sql.identifier('t');

/** A list's statement as the driver takes it: its text (the same for every request of the same shape) and its values. */
export interface ListStatement {
  text: string;
  params: unknown[];
}

/**
 * The page a list asks for: the columns it shows, its filter, its order (`orderKey` names `order`: the
 * same key, the same order, so its text is made once), its limits, what it writes besides reading, and
 * the one kindergarten it is of when it is one (a kindergarten's session, a filter on one), named over
 * the page too, so that on Citus the whole statement goes to its one shard.
 */
export interface PageShape {
  listed: [string, PgColumn][];
  where: SQL | undefined;
  orderKey: string;
  order: SQL[];
  limit: number;
  offset: number;
  writes?: WrittenWith | undefined;
  kigId?: string | undefined;
}

/** What the statement writes besides reading, from the rows it read (`read`): an audit row (see readAuditInsert), its parameters numbered from `first`. */
export type WrittenWith = (read: string, first: number) => ListStatement;

/** What a page's statement is made of around its own select (see frame). */
interface Frame {
  page: string;
  from: string;
  one: string;
  sorted: string;
  /** The parameter naming the one kindergarten (`$n`), when the page is one kindergarten's. */
  kig: string | undefined;
}

/** Where a record's JSON text names the page's one kindergarten, replaced by its parameter once the statement's text is made. */
const KIG_PARAM = '\u0001kig\u0001';

/** Statement texts kept by one list (its orders, filters, languages, audited or not). */
const MAX_TEXTS = 500;

const dialect = new PgDialect();
/** A table as a statement names it (its schema too, when it has one). */
const tableText = (table: PgTable) => dialect.sqlToQuery(sql`${table}`).sql;

/**
 * One page of a list in one statement: the rows with the count of all matching rows, and over the
 * page (its rows only, never those an offset skips) the links of its refs fields and the labels of
 * its references. The page is named as its table, so that the same order applies inside and out.
 * The count is its own subquery: a window count (`count(*) over ()`) kept every matching row, at
 * full width, before the page could be cut. A read that is audited writes its audit row in the same
 * statement (a data-modifying CTE over the page). The statement is written as text: what does not
 * change between requests (columns, references, order) once, the filters rendered once and used for
 * both the page and the count.
 */
export class ListPage {
  private references: { text: string; joins: string; fields: [string, RefField][]; labels: Map<PgColumn, { alias: string; label: PgColumn }> } | undefined;
  /**
   * A record's JSON text and the joins it reads its refs fields' links by, by locale (null: the database
   * cannot write it); `oneKig`: it names the page's one kindergarten (KIG_PARAM), so only such a page is written so.
   */
  private readonly json = new Map<Locale, { row: string; laterals: string; oneKig: boolean } | null>();
  private readonly orders = new Map<string, string>();
  /**
   * Each statement's text by what it is made of (see `made`): made once, then the same string at every
   * request, flat and with its hash kept, so that neither its assembly nor the reads of it (its name by
   * its text, the statement guard's) cost a pass over a few kilobytes per request.
   */
  private readonly texts = new Map<string, string>();
  private readonly tableName: string;
  /** The table's kindergarten key (kigKey), looked up once. */
  private readonly pageKig: PgColumn | undefined;

  constructor(
    private readonly registry: ResourceRegistry,
    private readonly entity: AnyEntity,
    private readonly table: PgTable,
    private readonly links: Record<string, LinkTable>,
    private readonly columns: Record<string, PgColumn>,
  ) {
    this.tableName = quote(getTableName(table));
    this.pageKig = kigKey(table);
  }

  statement(shape: PageShape): ListStatement {
    return this.made('rows', shape, (frame) => {
      const { text: references, joins } = this.referenceText();
      const columns = shape.listed.map(([, c]) => `${this.tableName}.${quote(c.name)}`).join(', ');
      const head = `select ${columns}, (select count(*) ${frame.from}) as ${quote(TOTAL)}${references}`;
      return { head, tail: `${joins}${frame.one} order by ${frame.sorted}` };
    });
  }

  /**
   * The same page as one row: the JSON text of its records, written by the database exactly as
   * presentRecords and JSON.stringify write them (list-json.ts), and its total (counted even past the
   * last page). Undefined when a column or label cannot be written so (the caller presents the rows).
   */
  jsonStatement(shape: PageShape, locale: Locale): ListStatement | undefined {
    const json = this.rowJson(locale);
    if (!json || (json.oneKig && (shape.kigId === undefined || this.pageKig === undefined))) return undefined;
    return this.made(`json ${locale}`, shape, (frame) => ({
      head: `select '[' || coalesce(string_agg(${json.oneKig ? json.row.replaceAll(KIG_PARAM, frame.kig!) : json.row}, ',' order by ${frame.sorted}), '') || ']', (select count(*) ${frame.from})`,
      tail: `${this.referenceText().joins}${json.laterals}${frame.one}`,
    }));
  }

  /**
   * A statement's values, and its text as made once for its key: what the text is made of beyond this
   * page and `kind` (the columns listed, the order, the filter's own text, the one kindergarten named
   * or not, what it writes). The filter's values, the limits and the kindergarten are values, never text.
   */
  private made(kind: string, shape: PageShape, build: (frame: Frame) => { head: string; tail: string }): ListStatement {
    const filter = shape.where ? renderFilter(shape.where) : undefined;
    const params: unknown[] = filter ? [...filter.params, shape.limit, shape.offset] : [shape.limit, shape.offset];
    const one = shape.kigId !== undefined && this.pageKig !== undefined;
    if (one) params.push(shape.kigId);
    const written = shape.writes?.(PAGE, params.length + 1);
    if (written) params.push(...written.params);
    let listed = '';
    for (const [, c] of shape.listed) listed += `${c.name},`;
    const key = `${kind}\n${shape.orderKey}\n${listed}\n${one}\n${filter?.sql ?? ''}\n${written?.text ?? ''}`;
    let text = this.texts.get(key);
    if (text === undefined) {
      const frame = this.frame(shape, filter?.sql ?? '', filter?.params.length ?? 0, one);
      const { head, tail } = build(frame);
      text = written
        ? `with ${PAGE} as (${frame.page}), ${quote('__written')} as (${written.text}) ${head} from ${PAGE} as ${this.tableName}${tail}`
        : `${head} from (${frame.page}) as ${this.tableName}${tail}`;
      // Bounded: filters of many shapes (lists of values of every length) are made each time beyond it.
      if (this.texts.size < MAX_TEXTS) this.texts.set(key, text);
    }
    return { text, params };
  }

  /**
   * What a page's statement is made of: the page's own select, the filter, the order, the one kindergarten, the values.
   * A platform table's limit and offset are values the planner does not see (`(select $n)`), as in the
   * plan it keeps for any values (its generic plan, which guesses a tenth of the rows): then both cost
   * the same and PostgreSQL keeps the generic plan after five runs, instead of planning the statement
   * again at every run where its guess made the generic plan look dearer (the menus, the audit log:
   * planning cost more than running). The plan is then made for a tenth of the rows from the first run,
   * as it was after five for every other list: an index in the order of the page is still taken (measured
   * on 300,000 rows). Not a kindergarten table's: on Citus a page across shards pushes only a constant
   * limit down to its shards.
   */
  private frame({ listed, orderKey, order }: PageShape, filter: string, n: number, one: boolean): Frame {
    const names = listed.map(([, c]) => quote(c.name));
    const pageKig = this.pageKig;
    // Its kindergarten read for the joins even when the list does not show it.
    const read = (pageKig && !listed.some(([, c]) => c.name === pageKig.name) ? [...names, quote(pageKig.name)] : names).join(', ');
    let sorted = this.orders.get(orderKey);
    if (sorted === undefined) {
      const query = dialect.sqlToQuery(sql.join(order, sql`, `));
      if (query.params.length > 0) throw new Error(`${this.entity.name}: an order with a parameter`);
      this.orders.set(orderKey, (sorted = query.sql));
    }
    const from = `from ${this.tableName}${filter ? ` where ${filter}` : ''}`;
    const page = `select ${read} ${from} order by ${sorted} ${pageKig ? `limit $${n + 1} offset $${n + 2}` : `limit (select $${n + 1}::bigint) offset (select $${n + 2}::bigint)`}`;
    // The kindergarten's value follows the filter's and the limits.
    const kigParam = one && pageKig ? `$${n + 3}` : undefined;
    const kig = kigParam ? ` where ${this.tableName}.${quote(pageKig!.name)} = ${kigParam}` : '';
    return { page, from, one: kig, sorted, kig: kigParam };
  }

  /**
   * The statement's rows (arrays in the order of its select list: the listed columns, the total, the
   * reference columns) as a select would give them (each column as its table maps it), its total, and
   * what its reference columns read.
   */
  read(raw: unknown[][], listed: [string, PgColumn][]): { rows: Row[]; total: number | undefined; references: ReferenceRow[] } {
    const { fields } = this.referenceText();
    const references: ReferenceRow[] = [];
    const totalAt = listed.length;
    const rows = raw.map((r) => {
      const row: Row = {};
      for (let i = 0; i < totalAt; i++) {
        const [key, column] = listed[i]!;
        const value = r[i];
        row[key] = value === null || value === undefined ? null : column.mapFromDriverValue(value);
      }
      for (let k = 0; k < fields.length; k++) {
        const [name, f] = fields[k]!;
        const read = r[totalAt + 1 + k];
        if (f.kind === 'refs') {
          for (const [id, label] of read as [string, unknown][]) references.push({ part: `link:${name}`, owner: row.id as string, id, label });
        } else if (typeof row[name] === 'string' && read !== null && read !== undefined) references.push({ part: f.entity, owner: null, id: row[name], label: read });
      }
      return row;
    });
    return { rows, total: raw[0] ? Number(raw[0][totalAt]) : undefined, references };
  }

  /**
   * The reference columns, made once (every resource is registered by the first list): for each ref
   * field its target's label, for each refs field a json array of [id, label]. A label the statement
   * cannot read (an unregistered target, a label shown as the driver gives it) is left to presentRecords.
   * A ref's label is read by a left join (a kindergarten table's on `(kig_id, id)`): Citus plans no
   * correlated subquery over the page's subquery, and joins a kindergarten's tables on one shard only
   * through `kig_id`. The refs fields' links are of platform tables, whose subqueries it runs as they are.
   */
  private referenceText() {
    if (this.references) return this.references;
    const page = getTableName(this.table);
    const onPage = (column: PgColumn) => sql`${sql.identifier(page)}.${sql.identifier(column.name)}`;
    const joins: SQL[] = [];
    const labels = new Map<PgColumn, { alias: string; label: PgColumn }>();
    const joined = (target: string, column: PgColumn): SQL | undefined => {
      const source = this.registry.labelSource(target);
      if (!source) return undefined;
      const alias = sql.identifier(`${REF}${joins.length}`);
      const targetKig = kigKey(source.table);
      const pageKig = kigKey(this.table);
      const sameKig = targetKig && pageKig ? sql`${alias}.${sql.identifier(targetKig.name)} = ${onPage(pageKig)} and ` : sql``;
      joins.push(sql` left join ${source.table} as ${alias} on ${sameKig}${alias}.${sql.identifier(source.id.name)} = ${onPage(column)}`);
      labels.set(column, { alias: `${REF}${joins.length - 1}`, label: source.label });
      return sql`to_jsonb(${alias}.${sql.identifier(source.label.name)})`;
    };
    const label = (target: string, id: SQL): SQL | undefined => {
      const source = this.registry.labelSource(target);
      return source
        ? sql`(select to_jsonb(${TARGET}.${sql.identifier(source.label.name)}) from ${source.table} as ${TARGET} where ${TARGET}.${sql.identifier(source.id.name)} = ${id})`
        : undefined;
    };
    const parts: SQL[] = [];
    const fields: [string, RefField][] = [];
    for (const [name, f] of Object.entries(this.entity.fields)) {
      if ((f.kind !== 'ref' && f.kind !== 'refs') || !inListRow(f)) continue;
      const link = this.links[name];
      let read: SQL | undefined;
      if (f.kind === 'refs' && link) {
        const target = sql`${LINK}.${sql.identifier(link.target.name)}`;
        read = sql`(select coalesce(json_agg(json_build_array(${target}, ${label(f.entity, target) ?? sql`null::jsonb`})), '[]'::json)
          from ${link.table} as ${LINK} where ${LINK}.${sql.identifier(link.owner.name)} = ${onPage(this.columns.id!)})`;
      } else if (f.kind === 'ref' && this.columns[name]) read = joined(f.entity, this.columns[name]);
      if (!read) continue;
      parts.push(sql`, ${read} as ${sql.identifier(REF + name)}`);
      fields.push([name, f]);
    }
    const query = dialect.sqlToQuery(sql.join(parts));
    const from = dialect.sqlToQuery(sql.join(joins));
    if (query.params.length + from.params.length > 0) throw new Error(`${this.entity.name}: a reference column with a parameter`);
    return (this.references = { text: query.sql, joins: from.sql, fields, labels });
  }

  /**
   * A record's JSON text as presentRecords writes it: id, the timestamps, every declared field a list
   * row carries (no secret), a refs field as its ids, and `_labels` (each reference's label in the
   * locale: a ref's only when it names a row, a refs field's in the order of its ids). A refs field's
   * ids and labels come from one lateral join over its links, so that both are in the same order.
   */
  private rowJson(locale: Locale): { row: string; laterals: string; oneKig: boolean } | undefined {
    const made = this.json.get(locale);
    if (made !== undefined) return made ?? undefined;
    const page = this.tableName;
    const on = (column: PgColumn) => `${page}.${quote(column.name)}`;
    const { labels } = this.referenceText();
    const row: Piece[] = [];
    // Each label of a reference, as pieces (always there) or an expression that is null when the reference is.
    const labelled: { pieces?: Piece[]; orNull?: string }[] = [];
    const laterals: string[] = [];
    let able = true;
    let oneKig = false;
    const value = (name: string, column: PgColumn | undefined) => {
      const pieces = column ? jsonValue(column, on(column)) : undefined;
      if (pieces === undefined) able = false;
      else row.push({ literal: row.length === 0 ? '{' : ',' }, key(name), ...pieces);
    };
    value('id', this.columns.id);
    for (const name of ['createdAt', 'updatedAt']) if (this.columns[name]) value(name, this.columns[name]);
    const hasRefs = Object.values(this.entity.fields).some((f) => f.kind === 'ref' || f.kind === 'refs');
    for (const [name, f] of Object.entries(this.entity.fields)) {
      if ((f.kind === 'text' && f.secret) || !inListRow(f)) continue;
      if (f.kind === 'refs' && f.column) {
        // Kept in the row (a json array of ids), each labelled in the order of the ids ('' for one naming no
        // row) within the page's kindergarten. Only a page of one kindergarten is written so: Citus plans no
        // label lookup for each element of a set-returning function across kindergartens (a recurring tuple
        // beside a distributed table), and such a page is presented in Node (presentRecords) on every database.
        const column = this.columns[name];
        const source = this.registry.labelSource(f.entity);
        const targetKig = source ? kigKey(source.table) : undefined;
        const label = source ? labelValue(source.label, `${quote('t')}.${quote(source.label.name)}`, locale) : undefined;
        if (!column || !source || !targetKig || !this.pageKig || label === undefined) {
          able = false;
          continue;
        }
        oneKig = true;
        const element = quote('e');
        // An id that is no uuid (none is written so: the field's schema) names no row, as in presentRecords.
        const id = `case when ${element}.id ~ '^[0-9a-fA-F-]{36}$' then ${element}.id::uuid end`;
        const lookup = `(select ${label} from ${tableText(source.table)} as ${quote('t')} where ${quote('t')}.${quote(targetKig.name)} = ${KIG_PARAM} and ${quote('t')}.${quote(source.id.name)} = ${id})`;
        const labels = `coalesce((select string_agg(to_json(coalesce(${lookup}, ''))::text, ',' order by ${element}.n) from jsonb_array_elements_text(${on(column)}) with ordinality as ${element}(id, n)), '')`;
        row.push({ literal: ',' }, key(name), { sql: `coalesce(json_strip_nulls(${on(column)}::json)::text, '[]')` });
        labelled.push({ pieces: [key(name), { literal: '[' }, { sql: labels }, { literal: ']' }] });
        continue;
      }
      if (f.kind === 'refs') {
        const link = this.links[name]!;
        const source = this.registry.labelSource(f.entity);
        const lateral = quote(`__refs_${name}`);
        const target = `${quote('l')}.${quote(link.target.name)}`;
        // No source: an unregistered entity has no label (''); one labelled by a timestamp is presented in Node.
        const label = source ? labelValue(source.label, `${quote('t')}.${quote(source.label.name)}`, locale) : this.registry.has(f.entity) ? undefined : `''`;
        if (label === undefined) able = false;
        const read = source ? `coalesce((select ${label} from ${tableText(source.table)} as ${quote('t')} where ${quote('t')}.${quote(source.id.name)} = ${target}), '')` : `''`;
        laterals.push(
          ` left join lateral (select string_agg('"' || ${target} || '"', ',') as ids, string_agg(to_json(${read})::text, ',') as labels from ${tableText(link.table)} as ${quote('l')} where ${quote('l')}.${quote(link.owner.name)} = ${on(this.columns.id!)}) as ${lateral} on true`,
        );
        row.push({ literal: ',' }, key(name), { literal: '[' }, { sql: `coalesce(${lateral}.ids, '')` }, { literal: ']' });
        labelled.push({ pieces: [key(name), { literal: '[' }, { sql: `coalesce(${lateral}.labels, '')` }, { literal: ']' }] });
        continue;
      }
      const column = this.columns[name];
      value(name, column);
      if (f.kind !== 'ref' || !column) continue;
      const joined = labels.get(column);
      const label = joined ? labelValue(joined.label, `${quote(joined.alias)}.${quote(joined.label.name)}`, locale) : this.registry.has(f.entity) ? undefined : `''`;
      if (label === undefined) able = false;
      const pieces: Piece[] = [key(name), { sql: `to_json(${label})::text` }];
      labelled.push(column.notNull ? { pieces } : { orNull: `case when ${on(column)} is not null then ${concatenated(pieces)} end` });
    }
    if (hasRefs) {
      row.push({ literal: ',' }, key('_labels'), { literal: '{' });
      // A ref's label only when it names a row: the entries joined by concat_ws, which leaves out nulls.
      if (labelled.every((l) => l.pieces)) labelled.forEach((l, i) => row.push(...(i > 0 ? [{ literal: ',' }] : []), ...l.pieces!));
      else row.push({ sql: `concat_ws(',', ${labelled.map((l) => l.orNull ?? concatenated(l.pieces!)).join(', ')})` });
      row.push({ literal: '}' });
    }
    row.push({ literal: '}' });
    const json = able ? { row: concatenated(row), laterals: laterals.join(''), oneKig } : null;
    this.json.set(locale, json);
    return json ?? undefined;
  }
}
