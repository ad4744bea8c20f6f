import type { AnyEntity, FieldDef } from '@kg/domain';
import { type SQL, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { ReferenceRow } from './present.js';
import type { ResourceRegistry } from './registry.js';
import type { LinkTable, Row } from './resource.types.js';

type RefField = Extract<FieldDef, { kind: 'ref' | 'refs' }>;
/** A page column's key beside the row's own (no declared field starts so). */
const KEY = '__ref_';
const LINK = sql.identifier('l');
const TARGET = sql.identifier('t');

/**
 * Columns that bring a page's references with its rows, so that a list is one statement: for each
 * ref field its target's label, for each refs field the linked ids with their labels (a json array
 * of [id, label]). They are selected over the page (`page` names it), so they are read for the
 * page's rows only, never for the rows an offset skips. A label the statement cannot read (an
 * unregistered target, a label shown as the driver gives it) is left to `presentRecords`.
 */
export function referenceColumns(registry: ResourceRegistry, entity: AnyEntity, links: Record<string, LinkTable>, page: string, columns: Record<string, PgColumn>): Record<string, SQL> {
  const onPage = (column: PgColumn) => sql`${sql.identifier(page)}.${sql.identifier(column.name)}`;
  const label = (target: string, id: SQL): SQL | undefined => {
    const source = registry.labelSource(target);
    return source
      ? sql`(select to_jsonb(${TARGET}.${sql.identifier(source.label.name)}) from ${source.table} as ${TARGET} where ${TARGET}.${sql.identifier(source.id.name)} = ${id})`
      : undefined;
  };
  const out: Record<string, SQL> = {};
  for (const [name, f] of refFields(entity)) {
    const link = links[name];
    if (f.kind === 'refs' && link) {
      const target = sql`${LINK}.${sql.identifier(link.target.name)}`;
      out[KEY + name] = sql`(select coalesce(json_agg(json_build_array(${target}, ${label(f.entity, target) ?? sql`null::jsonb`})), '[]'::json)
        from ${link.table} as ${LINK} where ${LINK}.${sql.identifier(link.owner.name)} = ${onPage(columns.id!)})`;
    } else if (f.kind === 'ref' && columns[name]) {
      const read = label(f.entity, onPage(columns[name]));
      if (read) out[KEY + name] = read;
    }
  }
  return out;
}

/** A page's rows without the reference columns, and what those columns read, as `presentRecords` takes it. */
export function splitReferences(entity: AnyEntity, page: Row[]): { rows: Row[]; references: ReferenceRow[] } {
  const fields = refFields(entity);
  const references: ReferenceRow[] = [];
  const rows = page.map((withRefs) => {
    const row: Row = {};
    for (const [key, value] of Object.entries(withRefs)) if (!key.startsWith(KEY)) row[key] = value;
    for (const [name, f] of fields) {
      const key = KEY + name;
      if (!(key in withRefs)) continue;
      const read = withRefs[key];
      if (f.kind === 'refs') {
        for (const [id, label] of read as [string, unknown][]) references.push({ part: `link:${name}`, owner: row.id as string, id, label });
      } else if (typeof row[name] === 'string' && read !== null) references.push({ part: f.entity, owner: null, id: row[name], label: read });
    }
    return row;
  });
  return { rows, references };
}

const refFields = (entity: AnyEntity) => Object.entries(entity.fields).filter((e): e is [string, RefField] => e[1].kind === 'ref' || e[1].kind === 'refs');
