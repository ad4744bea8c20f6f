import { type AnyEntity, type FieldDef, inListRow } from '@kg/domain';
import { getTableName, type SQL, sql } from 'drizzle-orm';
import { PgDialect, type PgColumn, type PgTable } from 'drizzle-orm/pg-core';
import { kigKey } from './kig-keyed.js';
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

/** What the statement writes besides reading, from the rows it read (`read`): an audit row (see readAuditInsert), its parameters numbered from `first`. */
export type WrittenWith = (read: string, first: number) => ListStatement;

const dialect = new PgDialect();

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
  private references: { text: string; joins: string; fields: [string, RefField][] } | undefined;
  private readonly orders = new Map<string, string>();
  private readonly tableName: string;

  constructor(
    private readonly registry: ResourceRegistry,
    private readonly entity: AnyEntity,
    private readonly table: PgTable,
    private readonly links: Record<string, LinkTable>,
    private readonly columns: Record<string, PgColumn>,
  ) {
    this.tableName = quote(getTableName(table));
  }

  /**
   * `orderKey` names `order` (the same key, the same order): its text is made once. `kigId`: the one
   * kindergarten the page is of, when it is one (a kindergarten's session, a filter on one), named over
   * the page too, so that on Citus the whole statement goes to its one shard.
   */
  statement(
    listed: [string, PgColumn][],
    where: SQL | undefined,
    orderKey: string,
    order: SQL[],
    limit: number,
    offset: number,
    writes?: WrittenWith,
    kigId?: string,
  ): ListStatement {
    const { text: references, joins } = this.referenceText();
    const names = listed.map(([, c]) => quote(c.name));
    const pageKig = kigKey(this.table);
    // The page's own columns named through it (a label's join brings columns of the same names), and
    // its kindergarten read for the joins even when the list does not show it.
    const columns = names.map((name) => `${this.tableName}.${name}`).join(', ');
    const read = (pageKig && !listed.some(([, c]) => c.name === pageKig.name) ? [...names, quote(pageKig.name)] : names).join(', ');
    let sorted = this.orders.get(orderKey);
    if (sorted === undefined) {
      const query = dialect.sqlToQuery(sql.join(order, sql`, `));
      if (query.params.length > 0) throw new Error(`${this.entity.name}: an order with a parameter`);
      this.orders.set(orderKey, (sorted = query.sql));
    }
    const filter = where ? dialect.sqlToQuery(where) : { sql: '', params: [] };
    const n = filter.params.length;
    const from = `from ${this.tableName}${filter.sql ? ` where ${filter.sql}` : ''}`;
    const page = `select ${read} ${from} order by ${sorted} limit $${n + 1} offset $${n + 2}`;
    const params: unknown[] = [...filter.params, limit, offset];
    const one = kigId !== undefined && pageKig ? ` where ${this.tableName}.${quote(pageKig.name)} = $${params.push(kigId)}` : '';
    const head = `select ${columns}, (select count(*) ${from}) as ${quote(TOTAL)}${references}`;
    if (!writes) return { text: `${head} from (${page}) as ${this.tableName}${joins}${one} order by ${sorted}`, params };
    const written = writes(PAGE, params.length + 1);
    return {
      text: `with ${PAGE} as (${page}), ${quote('__written')} as (${written.text}) ${head} from ${PAGE} as ${this.tableName}${joins}${one} order by ${sorted}`,
      params: [...params, ...written.params],
    };
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
    const joined = (target: string, column: PgColumn): SQL | undefined => {
      const source = this.registry.labelSource(target);
      if (!source) return undefined;
      const alias = sql.identifier(`${REF}${joins.length}`);
      const targetKig = kigKey(source.table);
      const pageKig = kigKey(this.table);
      const sameKig = targetKig && pageKig ? sql`${alias}.${sql.identifier(targetKig.name)} = ${onPage(pageKig)} and ` : sql``;
      joins.push(sql` left join ${source.table} as ${alias} on ${sameKig}${alias}.${sql.identifier(source.id.name)} = ${onPage(column)}`);
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
    return (this.references = { text: query.sql, joins: from.sql, fields });
  }
}
