import type { AnyEntity, AppType, FieldDef } from '@kg/domain';
import { and, eq, inArray } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { newId } from '../db/columns.js';
import { seedAttendance } from '../db/seed/attendance-seed.js';
import { seedCampus } from '../db/seed/campus-seed.js';
import { seedHealthRecords } from '../db/seed/health-records-seed.js';
import { bracelets, students } from '../modules/campus/campus.tables.js';
import { organisations } from '../platform/tenancy/organization.table.js';
import { roles } from '../modules/system/role.table.js';
import { userRoles, users } from '../modules/system/user.table.js';
import type { Db } from '../platform/db.js';
import { hashPassword } from '../platform/passwords.js';
import { uploads } from '../platform/storage/upload.table.js';
import type { ResourceRegistry } from '../platform/resource/registry.js';
import type { RegisteredResource } from '../platform/resource/resource.types.js';

/**
 * A tenant no demo account reaches: a group of its own under the platform, with one kindergarten,
 * a lived-in campus, and (for each declared resource) at least one row it owns. Returns, by entity,
 * the id of one such row, so a test can ask for it as an outsider.
 */
export async function foreignTenant(db: Db, registry: ResourceRegistry): Promise<Map<string, string>> {
  const [platform] = await db.select({ id: organisations.id, path: organisations.path }).from(organisations).where(eq(organisations.kind, 'platform'));
  const groupId = newId();
  const kigId = newId();
  const groupPath = `${platform!.path}${groupId}/`;
  await db.insert(organisations).values([
    { id: groupId, parentId: platform!.id, path: groupPath, kind: 'group', code: 'GRX009', name: '远方幼教集团', status: 'enabled', sort: 90 },
    { id: kigId, parentId: groupId, path: `${groupPath}${kigId}/`, kind: 'kindergarten', code: 'KGX009', name: '远方幼儿园', status: 'enabled', sort: 91 },
  ]);
  await seedCampus(db, ['KGX009']);
  await seedAttendance(db, ['KGX009']);
  await seedHealthRecords(db, ['KGX009']);

  return tenantRows(db, registry, { groupId, kigId }, () => true);
}

/**
 * One live row of each declared resource owned by a tenant (a group and its kindergarten), by entity:
 * the first one found, else (for the entities `plant` names) one inserted with a plausible value in
 * every required column. Entities with neither are left out.
 */
export async function tenantRows(
  db: Db,
  registry: ResourceRegistry,
  tenant: { groupId: string; kigId: string },
  plant: (entity: AnyEntity) => boolean,
): Promise<Map<string, string>> {
  const { groupId, kigId } = tenant;
  // A kindergarten's record (kigBase) is its organisation row.
  const ids = new Map<string, string>([
    ['organization', kigId],
    ['kigBase', kigId],
  ]);
  // A platform catalogue a tenant's rows must name (a membership package): its first live row, else one planted.
  const needed = new Set(
    registry
      .all()
      .filter((s) => s.entity.scope !== 'platform')
      .flatMap((s) => Object.values(s.entity.fields).flatMap((f) => (f.kind === 'ref' && f.required ? [f.entity] : []))),
  );
  for (const service of registry.all()) {
    const entity = service.entity;
    if (entity.scope !== 'platform' || !(needed.has(entity.name) || plant(entity))) continue;
    const deleted = service.columns.deleted;
    // In a state its pickers offer (a package on the shelf), so that a row naming it can be saved.
    const status = entity.status?.pickable?.[0] ? { [entity.status.field]: entity.status.pickable[0] } : {};
    const [row] = (await db
      .select({ id: service.columns.id! })
      .from(service.table)
      .where(and(deleted ? eq(deleted, false) : undefined, ...Object.entries(status).map(([field, value]) => eq(service.columns[field]!, value))))
      .limit(1)) as { id: string }[];
    if (row) ids.set(entity.name, row.id);
    else if (needed.has(entity.name) || plant(entity)) ids.set(entity.name, await insertRow(db, service, ids, '', status));
  }
  // Services ordered so that a row's references (a class's grade) exist before it is made.
  for (const service of inReferenceOrder(registry.all())) {
    const entity = service.entity;
    if (entity.scope === 'platform' || ids.has(entity.name)) continue;
    const owner = service.ownerColumn;
    if (!owner) continue;
    const deleted = service.columns.deleted;
    const [row] = (await db
      .select({ id: service.columns.id! })
      .from(service.table)
      .where(and(inArray(owner, [kigId, groupId]), deleted ? eq(deleted, false) : undefined))
      .limit(1)) as { id: string }[];
    if (row) ids.set(entity.name, row.id);
    else if (plant(entity)) ids.set(entity.name, await insertRow(db, service, ids, entity.scope === 'kindergarten' ? kigId : groupId));
  }
  return ids;
}

/** A user of an organisation with a role that grants nothing: signed in, and allowed nothing. */
export async function userWithoutPermissions(db: Db, orgCode: string, appType: AppType, userName: string, password: string): Promise<void> {
  const [org] = await db.select({ id: organisations.id }).from(organisations).where(eq(organisations.code, orgCode));
  const [role] = await db
    .insert(roles)
    .values({ orgId: org!.id, appType, name: `${userName}-role`, status: 'enabled' })
    .returning({ id: roles.id });
  const [user] = await db
    .insert(users)
    .values({ orgId: org!.id, userName, nickName: userName, passwordHash: await hashPassword(password), appType, status: 'enabled' })
    .returning({ id: users.id });
  await db.insert(userRoles).values({ userId: user!.id, roleId: role!.id });
}

function inReferenceOrder(services: RegisteredResource[]): RegisteredResource[] {
  const refsOf = (s: RegisteredResource) => Object.values(s.entity.fields).flatMap((f) => (f.kind === 'ref' && f.entity !== s.entity.name ? [f.entity] : []));
  const done = new Set<string>(['organization']);
  const out: RegisteredResource[] = [];
  let rest = services.filter((s) => s.entity.name !== 'organization');
  while (rest.length > 0) {
    const ready = rest.filter((s) => refsOf(s).every((r) => done.has(r) || !services.some((o) => o.entity.name === r)));
    const next = ready.length > 0 ? ready : rest.slice(0, 1);
    for (const s of next) done.add(s.entity.name);
    out.push(...next);
    rest = rest.filter((s) => !next.includes(s));
  }
  return out;
}

/** One row of the resource's table owned by `owner`, with a plausible value in every required column. */
async function insertRow(db: Db, service: RegisteredResource, ids: Map<string, string>, owner: string, given: Record<string, unknown> = {}): Promise<string> {
  const values: Record<string, unknown> = { ...given };
  const fields = service.entity.fields;
  const ownerKey = Object.entries(service.columns).find(([, c]) => c === service.ownerColumn)?.[0];
  for (const [name, column] of Object.entries(service.columns) as [string, PgColumn][]) {
    if (name === 'id' || name in given || column.hasDefault || (!column.notNull && !fields[name]?.required)) continue;
    values[name] = name === ownerKey ? owner : sample(name, column, fields[name], ids);
  }
  const [row] = (await db
    .insert(service.table)
    .values(values as never)
    .returning({ id: service.columns.id! })) as { id: string }[];
  return row!.id;
}

function sample(name: string, column: PgColumn, field: FieldDef | undefined, ids: Map<string, string>): unknown {
  // The random end of the id: its start is the time, the same for every row made within a minute.
  const unique = `${name}-${newId().slice(-8)}`;
  if (field?.kind === 'ref') {
    const id = ids.get(field.entity);
    if (!id) throw new Error(`no foreign ${field.entity} for ${name}`);
    return id;
  }
  if (field?.kind === 'enum') return field.values[0];
  if (field?.kind === 'enums') return [field.values[0]];
  if (field?.kind === 'int' || field?.kind === 'money') return field.min ?? 0;
  if (field?.kind === 'i18nText') return { 'zh-CN': unique, 'zh-TW': unique, en: unique };
  if (field?.kind === 'timeRanges') return [{ start: '08:00', end: '16:00' }];
  switch (column.columnType) {
    case 'PgUUID':
      return newId();
    case 'PgInteger':
      return 0;
    case 'PgBoolean':
      return false;
    case 'PgDateString':
      return '2026-11-20';
    case 'PgTimestamp':
      return new Date();
    case 'PgJsonb':
      return {};
    default:
      return unique.slice(0, 16);
  }
}

/**
 * What a person or a machine names the other tenant's data by, besides row ids, added to its map: an
 * upload (`path`), a confirmed check photo (`checkPhoto`), a child's card (`card`) and bracelet (`braceletMac`).
 */
export async function foreignHandles(db: Db, foreign: Map<string, string>): Promise<void> {
  const kgx = foreign.get('organization')!;
  const path = 'KGX009/20261120/avatar/1-0011223344556677.png';
  await db.insert(uploads).values({ path, orgId: kgx, module: 'avatar', kind: 'image', contentType: 'image/png', maxSize: 1024, createdBy: kgx });
  foreign.set('path', path);
  const checkPhoto = 'KGX009/20261120/health-check/1-0011223344556677.jpg';
  await db
    .insert(uploads)
    .values({ path: checkPhoto, orgId: kgx, module: 'health-check', kind: 'image', contentType: 'image/jpeg', maxSize: 1024, status: 'confirmed', createdBy: kgx });
  foreign.set('checkPhoto', checkPhoto);
  const [child] = await db
    .select({ cardNo: students.cardNo })
    .from(students)
    .where(eq(students.id, foreign.get('student')!));
  foreign.set('card', child!.cardNo!);
  await db
    .update(bracelets)
    .set({ mac: 'a0:b1:c2:d3:e4:f5', studentId: foreign.get('student')! })
    .where(eq(bracelets.id, foreign.get('bracelet')!));
  foreign.set('braceletMac', 'a0:b1:c2:d3:e4:f5');
}
