import { type AnyEntity, type FieldDef, inListRow } from '@kg/domain';
import { getTableName, type SQL, sql } from 'drizzle-orm';
import { PgDialect, type PgColumn, type PgTable } from 'drizzle-orm/pg-core';
import { kigKey } from './kig-keyed.js';
import type { ReferenceRow } from './present.js';
import type { ResourceRegistry } from './registry.js';
import type { LinkTable, Row } from './resource.types.js';

type RefField = Extract<FieldDef, { kind: 'ref' | 'refs' }>;
/** The window count's key beside a page's columns (no column is named so). */
const TOTAL = '__total';
/** A reference column's key beside the row's own (no column starts so). */
const REF = '__ref_';
const LINK = sql.identifier('l');
const TARGET = sql.identifier('t');
const quote = (name: string) => `"${name.replaceAll('"', '""')}"`;

/**
 * One page of a list in one statement: the rows with the count of all matching rows, and over the
 * page (its rows only, never those an offset skips) the links of its refs fields and the labels of
 * its references. The page is named as its table, so that the same order applies inside and out.
 * What does not change between requests (the columns, the references) is written once, as text.
 */
export class ListPage {
  private references: { text: SQL; joins: SQL; fields: [string, RefField][] } | undefined;

  constructor(
    private readonly registry: ResourceRegistry,
    private readonly entity: AnyEntity,
    private readonly table: PgTable,
    private readonly links: Record<string, LinkTable>,
    private readonly columns: Record<string, PgColumn>,
  ) {}

  /**
   * `kigId`: the one kindergarten the page is of, when it is one (a kindergarten's session, a filter
   * on one). Named over the page too, so that on Citus the whole statement goes to its one shard.
   */
  statement(listed: [string, PgColumn][], where: SQL | undefined, order: SQL[], limit: number, offset: number, kigId?: string): SQL {
    const { text, joins } = this.referenceText();
    const page = quote(getTableName(this.table));
    const pageKig = kigKey(this.table);
    const kig = kigId === undefined ? undefined : pageKig;
    const names = listed.map(([, c]) => quote(c.name));
    // The page's own columns named through it (a label's join brings columns of the same names), and
    // its kindergarten read for the joins even when the list does not show it.
    const columns = sql.raw(names.map((n) => `${page}.${n}`).join(', '));
    const read = sql.raw((pageKig && !listed.some(([, c]) => c.name === pageKig.name) ? [...names, quote(pageKig.name)] : names).join(', '));
    const sorted = sql.join(order, sql`, `);
    return sql`select ${columns}, ${sql.raw(`${page}.${quote(TOTAL)}`)}${text}
      from (select ${read}, count(*) over () as ${sql.raw(quote(TOTAL))} from ${this.table}${where ? sql` where ${where}` : sql``}
        order by ${sorted} limit ${limit} offset ${offset}) as ${sql.identifier(getTableName(this.table))}${joins}${
          kig ? sql` where ${sql.identifier(getTableName(this.table))}.${sql.identifier(kig.name)} = ${kigId}` : sql``
        }
      order by ${sorted}`;
  }

  /** The statement's rows as a select would give them (each column as its table maps it), its total, and what its reference columns read. */
  read(raw: Row[], listed: [string, PgColumn][]): { rows: Row[]; total: number | undefined; references: ReferenceRow[] } {
    const { fields } = this.referenceText();
    const references: ReferenceRow[] = [];
    const rows = raw.map((r) => {
      const row: Row = {};
      for (const [key, column] of listed) {
        const value = r[column.name];
        row[key] = value === null || value === undefined ? null : column.mapFromDriverValue(value);
      }
      for (const [name, f] of fields) {
        const read = r[REF + name];
        if (f.kind === 'refs') {
          for (const [id, label] of read as [string, unknown][]) references.push({ part: `link:${name}`, owner: row.id as string, id, label });
        } else if (typeof row[name] === 'string' && read !== null && read !== undefined) references.push({ part: f.entity, owner: null, id: row[name], label: read });
      }
      return row;
    });
    return { rows, total: raw[0] ? Number(raw[0][TOTAL]) : undefined, references };
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
    const dialect = new PgDialect();
    const query = dialect.sqlToQuery(sql.join(parts));
    const from = dialect.sqlToQuery(sql.join(joins));
    if (query.params.length + from.params.length > 0) throw new Error(`${this.entity.name}: a reference column with a parameter`);
    return (this.references = { text: sql.raw(query.sql), joins: sql.raw(from.sql), fields });
  }
}
