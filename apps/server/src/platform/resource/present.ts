import type { AnyEntity, FieldDef, Locale } from '@kg/domain';
import { inArray } from 'drizzle-orm';
import type { Db } from '../db.js';
import type { ResourceRegistry } from './registry.js';
import type { LinkTable, ResourceRecord, Row } from './resource.types.js';

export function serialize(v: unknown): unknown {
  return v instanceof Date ? v.toISOString() : v;
}

/**
 * Records as the API returns them: id, timestamps and the declared fields only (so secrets such as
 * password hashes never leave), refs fields from their link tables, and the labels of every reference.
 */
export async function presentRecords(
  db: Db,
  registry: ResourceRegistry,
  entity: AnyEntity,
  links: Record<string, LinkTable>,
  rows: Row[],
  locale: Locale,
): Promise<ResourceRecord[]> {
  const ids = rows.map((r) => r.id as string);
  const linked = new Map<string, Map<string, string[]>>();
  for (const [name, link] of Object.entries(links)) {
    const byOwner = new Map<string, string[]>();
    if (ids.length > 0) {
      const pairs = (await db
        .select({ owner: link.owner, target: link.target })
        .from(link.table)
        .where(inArray(link.owner, ids))) as { owner: string; target: string }[];
      for (const p of pairs) byOwner.set(p.owner, [...(byOwner.get(p.owner) ?? []), p.target]);
    }
    linked.set(name, byOwner);
  }
  const labelIds = new Map<string, string[]>();
  const refFields = Object.entries(entity.fields).filter(
    (e): e is [string, Extract<FieldDef, { kind: 'ref' | 'refs' }>] => e[1].kind === 'ref' || e[1].kind === 'refs',
  );
  const records: ResourceRecord[] = rows.map((row) => {
    const rec: ResourceRecord = { id: row.id as string };
    for (const key of ['createdAt', 'updatedAt']) if (key in row) rec[key] = serialize(row[key]);
    for (const [name, f] of Object.entries(entity.fields)) {
      if (f.kind === 'text' && f.secret) continue;
      rec[name] = f.kind === 'refs' ? (linked.get(name)?.get(rec.id) ?? []) : serialize(row[name]);
    }
    for (const [name, f] of refFields) {
      const list = labelIds.get(f.entity) ?? [];
      list.push(...([] as unknown[]).concat(rec[name] ?? []).filter((v): v is string => typeof v === 'string'));
      labelIds.set(f.entity, list);
    }
    return rec;
  });
  const labels = await registry.labelsOf(db, labelIds, locale);
  for (const rec of records) {
    const recLabels: Record<string, string | string[]> = {};
    for (const [name, f] of refFields) {
      const byId = labels.get(f.entity);
      const v = rec[name];
      if (Array.isArray(v)) recLabels[name] = v.map((i) => byId?.get(i as string) ?? '');
      else if (typeof v === 'string') recLabels[name] = byId?.get(v) ?? '';
    }
    if (refFields.length > 0) rec._labels = recLabels;
  }
  return records;
}
