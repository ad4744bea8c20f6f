import { type AnyEntity, type FieldDef, inListRow, type Locale } from '@kg/domain';
import { inArray, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../db.js';
import { kigKey } from './kig-keyed.js';
import { labelText, type ResourceRegistry } from './registry.js';
import type { LinkTable, ResourceRecord, Row } from './resource.types.js';

export function serialize(v: unknown): unknown {
  return v instanceof Date ? v.toISOString() : v;
}

type RefField = [string, Extract<FieldDef, { kind: 'ref' | 'refs' }>];
/** One row of the references statement: a link of a refs field (`link:<field>`, with its owner) or an entity's label. */
export interface ReferenceRow {
  part: string;
  owner: string | null;
  id: string;
  label: unknown;
}

/**
 * Records as the API returns them: id, timestamps and the declared fields only (so secrets such as
 * password hashes never leave), refs fields from their link tables, and the labels of every reference.
 * The links and every label are read in one statement, whatever the number of references; a list
 * reads them with its page (`read`: see list-page.ts), and only what that could not is read here.
 * A list's rows (`read` given) leave out the refs fields a list row does not carry (`inListRow`).
 */
export async function presentRecords(
  db: Db,
  registry: ResourceRegistry,
  entity: AnyEntity,
  links: Record<string, LinkTable>,
  rows: Row[],
  locale: Locale,
  read?: ReferenceRow[],
): Promise<ResourceRecord[]> {
  const ids = rows.map((r) => r.id as string);
  const refFields = Object.entries(entity.fields).filter((e): e is RefField => e[1].kind === 'ref' || e[1].kind === 'refs');
  const targetOf = (name: string) => refFields.find(([n]) => n === name)?.[1].entity;
  const parts: SQL[] = [];
  if (ids.length > 0 && !read) {
    for (const [name, link] of Object.entries(links)) {
      const target = targetOf(name);
      const source = target ? registry.labelSource(target) : undefined;
      const label = source ? sql`(select to_jsonb(${source.label}) from ${source.table} where ${source.id} = ${link.target})` : sql`null::jsonb`;
      parts.push(sql`select ${`link:${name}`}::text as part, ${link.owner}::text as owner, ${link.target}::text as id, ${label} as label
        from ${link.table} where ${inArray(link.owner, ids)}`);
    }
  }
  // Labels of single references, by entity (those of refs come with their links); the labels of refs
  // kept in the row (`column`) are read here too, as a list's statement does not read them.
  const direct = new Map<string, Set<string>>();
  const inRow = new Map<string, Set<string>>();
  const add = (to: Map<string, Set<string>>, target: string, id: string) => to.set(target, (to.get(target) ?? new Set()).add(id));
  for (const row of rows) {
    for (const [name, f] of refFields) {
      if (f.kind === 'ref' && typeof row[name] === 'string') add(direct, f.entity, row[name]);
      if (f.kind === 'refs' && f.column && Array.isArray(row[name])) for (const id of row[name] as string[]) add(inRow, f.entity, id);
    }
  }
  const later = new Map<string, string[]>();
  // A kindergarten table's rows are looked up within the records' kindergartens (on Citus: their shards).
  const kigIds = rows.every((r) => typeof r.kigId === 'string') ? [...new Set(rows.map((r) => r.kigId as string))] : undefined;
  for (const [wanting, asked] of [
    [direct, !read],
    [inRow, true],
  ] as const) {
    for (const [target, wanted] of wanting) {
      const source = registry.labelSource(target);
      const kig = source && kigIds ? kigKey(source.table) : undefined;
      if (!source) later.set(target, [...(later.get(target) ?? []), ...wanted]);
      else if (asked)
        parts.push(sql`select ${target}::text as part, null::text as owner, ${source.id}::text as id, to_jsonb(${source.label}) as label
        from ${source.table} where ${kig ? sql`${inArray(kig, kigIds!)} and ` : sql``}${inArray(source.id, [...wanted])}`);
    }
  }
  const queried = parts.length > 0 ? ((await db.execute(sql.join(parts, sql` union all `))) as unknown as { rows: ReferenceRow[] }).rows : [];
  const found = read ? [...read, ...queried] : queried;

  const linked = new Map<string, Map<string, string[]>>();
  const labels = new Map<string, Map<string, string>>();
  const labelOf = (target: string) => labels.get(target) ?? labels.set(target, new Map()).get(target)!;
  // A role may link hundreds of menus: each link row is handled in constant time.
  const sourced = new Map<string, boolean>();
  const hasSource = (target: string) => sourced.get(target) ?? sourced.set(target, registry.labelSource(target) !== undefined).get(target)!;
  for (const r of found) {
    if (r.part.startsWith('link:')) {
      const name = r.part.slice('link:'.length);
      const byOwner = linked.get(name) ?? linked.set(name, new Map()).get(name)!;
      const ids = byOwner.get(r.owner!);
      if (ids) ids.push(r.id);
      else byOwner.set(r.owner!, [r.id]);
      const target = targetOf(name);
      if (!target) continue;
      if (hasSource(target)) {
        if (r.label !== null) labelOf(target).set(r.id, labelText(r.label, locale));
      } else later.set(target, [...(later.get(target) ?? []), r.id]);
    } else labelOf(r.part).set(r.id, labelText(r.label, locale));
  }
  for (const [target, wanted] of later) {
    for (const [id, label] of await registry.labels(db, target, wanted, locale)) labelOf(target).set(id, label);
  }

  return rows.map((row) => {
    const rec: ResourceRecord = { id: row.id as string };
    for (const key of ['createdAt', 'updatedAt']) if (key in row) rec[key] = serialize(row[key]);
    for (const [name, f] of Object.entries(entity.fields)) {
      if ((f.kind === 'text' && f.secret) || (read && !inListRow(f))) continue;
      rec[name] = f.kind === 'refs' ? (f.column ? ((row[name] as string[] | null) ?? []) : (linked.get(name)?.get(rec.id) ?? [])) : serialize(row[name]);
    }
    if (refFields.length > 0) {
      const recLabels: Record<string, string | string[]> = {};
      for (const [name, f] of refFields) {
        if (!(name in rec)) continue;
        const byId = labels.get(f.entity);
        const v = rec[name];
        if (Array.isArray(v)) recLabels[name] = v.map((i) => byId?.get(i as string) ?? '');
        else if (typeof v === 'string') recLabels[name] = byId?.get(v) ?? '';
      }
      rec._labels = recLabels;
    }
    return rec;
  });
}
