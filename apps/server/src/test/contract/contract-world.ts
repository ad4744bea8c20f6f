import { allows, type AnyEntity, type AppType, ENTITIES, type EntityScope, sessionDecided } from '@kg/domain';
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import type { LightMyRequestResponse } from 'fastify';
import { seedCampus } from '../../db/seed/campus-seed.js';
import { organisations } from '../../platform/tenancy/organization.table.js';
import type { Db } from '../../platform/db.js';
import { DOCUMENT_MODULE } from '../../platform/storage/storage.types.js';
import { uploads } from '../../platform/storage/upload.table.js';
import { ResourceRegistry } from '../../platform/resource/registry.js';
import { foreignTenant, tenantRows, userWithoutPermissions } from '../foreign-tenant.js';
import { grantPermissions } from '../permissions.js';
import { call, createTestApp, signIn, type TestApp } from '../test-app.js';
import { entityOperations } from './entity-operations.js';
import { sampleRow } from './entity-sample.js';
import type { Input, Operation, SampleSource } from './operation.js';

/** A signed-in session of the suite: its token, its own world's samples, what its session decides in a new row. */
export interface Actor {
  name: string;
  token: string;
  samples: SampleSource;
  decided(entity: AnyEntity): Input;
}

/**
 * What the contract suite runs in: one app, the demo tenants with a lived-in kindergarten (KG0001),
 * another tenant no demo account reaches, and sessions signed in once: one per scope that acts on
 * its entities, three that ask for the other tenant's rows, and one that holds no permission.
 */
export interface ContractWorld {
  t: TestApp;
  registry: ResourceRegistry;
  /** One row of each resource of the other tenant, by entity. */
  foreign: Map<string, string>;
  /** Who acts on an entity (creates, reads, edits, deletes): the session of its scope. */
  actorOf(entity: AnyEntity): Actor;
  /** Sessions of other organisations, each holding every code, that ask for the other tenant's rows. */
  outsiders: Actor[];
  /** Signed in, and allowed nothing. */
  nobody: string;
  /** A row of each resource KG0001 holds, by entity, for a request that names one of the session's own. */
  own: Map<string, string>;
  /** The demo sessions by account name (`demo-kig`, `demo-group`, `demo-inst`, `demo-admin`). */
  session(name: string): Actor;
  ask(token: string | undefined, op: Pick<Operation, 'method' | 'path'>, input: Input, lang?: string): Promise<LightMyRequestResponse>;
}

/** An answer as text to compare: a spreadsheet by its cells (its zip carries the time it was made). */
export async function answerText(res: LightMyRequestResponse): Promise<string> {
  if (!String(res.headers['content-type']).includes('spreadsheetml')) return res.body;
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
  return JSON.stringify(book.worksheets.map((sheet) => sheet.getSheetValues()));
}

/** The generic operations of every declared entity, in the order of the declarations. */
export const ENTITY_OPERATIONS: { entity: AnyEntity; operations: Operation[] }[] = ENTITIES.map((entity) => ({ entity, operations: entityOperations(entity) }));

/** Kindergartens' rows that only the platform makes: operations provision the machines. */
const PLATFORM_MADE = ['device'];
/** Rows of agents that operations act on too (an opening request filed for the demo agent). */
const OPERATIONS_MADE = ['kigOpening', 'smsPackage'];
/** Rows planted in KG0001 although the API creates them: a row nobody creates names one (an application, its activity). */
const NAMED_BY_PLANTED = ['activity'];
/** Organisation rows only a kindergarten or an agent files (a recharge: a group has no money of its own); KG0001 files them here. */
const KINDERGARTEN_FILED = ['recharge'];
/**
 * Organisation rows only their own agent and the platform's finance see, and no API creates (an agent's
 * withdrawals, seeded by the demo; the families' orders paid online, made by the parents' app; their refunds, asked by finance): read as the platform.
 */
const PLATFORM_READ = ['withdrawal', 'paymentOrder', 'paymentRefund'];

export async function contractWorld(operations: Operation[]): Promise<ContractWorld> {
  const registry = new ResourceRegistry();
  const t = await createTestApp({}, { resources: registry });
  const db = t.database.db;
  const orgId = async (code: string) => (await db.select({ id: organisations.id }).from(organisations).where(eq(organisations.code, code)))[0]!.id;
  const [platformId, groupId, kigId, institutionId, agentId] = await Promise.all(['PLATFORM', 'GR0001', 'KG0001', 'IN0001', 'AG0001'].map(orgId));
  const foreign = await foreignTenant(db, registry);
  // KG0001 lived in, with a row of each resource nobody creates through the API (a check, a report).
  await seedCampus(db, ['KG0001']);
  const own = await tenantRows(db, registry, { groupId: groupId!, kigId: kigId! }, (e) => !allows(e, 'create') || NAMED_BY_PLANTED.includes(e.name));
  // The codes of the operations and of every route of the app: the hand-written ones' suite shares the world.
  const routeCodes = t.app.routeCatalogue.flatMap((r) => {
    const access = r.config?.access;
    return access && 'permission' in access ? [access.permission].flat() : [];
  });
  const codes = [...new Set([...operations.flatMap((o) => o.permissions), ...routeCodes])];
  const sessions: { name: string; org: string; orgId: string; orgKind: 'kindergarten' | 'group' | 'institution' | 'platform' | 'agent'; appType: AppType }[] = [
    { name: 'demo-kig', org: 'KG0001', orgId: kigId!, orgKind: 'kindergarten', appType: 3 },
    { name: 'demo-group', org: 'GR0001', orgId: groupId!, orgKind: 'group', appType: 4 },
    { name: 'demo-inst', org: 'IN0001', orgId: institutionId!, orgKind: 'institution', appType: 6 },
    { name: 'demo-admin', org: 'PLATFORM', orgId: platformId!, orgKind: 'platform', appType: 8 },
    // Last: an agent's own routes (its default app functions); the actors by scope are the four above.
    { name: 'demo-agent', org: 'AG0001', orgId: agentId!, orgKind: 'agent', appType: 5 },
  ];
  const actor = async (s: (typeof sessions)[number]): Promise<Actor> => {
    await grantPermissions(db, s.org, s.appType, codes);
    const upload = {
      picture: await confirmedUpload(db, s.org, s.orgId, 'advert', 'image', 'png'),
      document: await confirmedUpload(db, s.org, s.orgId, DOCUMENT_MODULE, 'document', 'pdf'),
    };
    const world = {
      ref: (entityName: string, field: string) => {
        const id = own.get(entityName);
        if (!id) throw new Error(`no row of ${entityName} for ${field}`);
        return id;
      },
      organisation: { id: s.orgId, appType: s.appType },
      institutionId: institutionId!,
      agentId: agentId!,
      upload,
    };
    return {
      name: s.name,
      token: await signIn(t.app, s.name, s.appType),
      samples: {
        row: (entityName) =>
          sampleRow(
            ENTITIES.find((e) => e.name === entityName)!,
            world,
          ),
      },
      decided: (entity) => sessionDecided(entity, { orgKind: s.orgKind, orgId: s.orgId }),
    };
  };
  const signedIn: Actor[] = [];
  for (const s of sessions) signedIn.push(await actor(s));
  await userWithoutPermissions(db, 'KG0001', 3, 'contract-nobody', 'Nobody_1234');
  return {
    t,
    registry,
    foreign,
    actorOf: (entity) => {
      const actors: Record<EntityScope, Actor> = { kindergarten: signedIn[0]!, organisation: signedIn[1]!, platform: signedIn[3]! };
      if (KINDERGARTEN_FILED.includes(entity.name)) return actors.kindergarten;
      return actors[PLATFORM_MADE.includes(entity.name) || OPERATIONS_MADE.includes(entity.name) || PLATFORM_READ.includes(entity.name) ? 'platform' : entity.scope];
    },
    outsiders: signedIn.slice(0, 3),
    nobody: await signIn(t.app, 'contract-nobody', 3, 'Nobody_1234'),
    own,
    session: (name) => {
      const found = signedIn.find((a) => a.name === name);
      if (!found) throw new Error(`no session ${name}`);
      return found;
    },
    ask: (token, op, input, lang = 'en_US') =>
      op.method === 'GET'
        ? call(t.app, token, { method: 'GET', url: `${op.path}?${new URLSearchParams({ ...queryOf(input), lang })}` })
        : call(t.app, token, { method: 'POST', url: `${op.path}?lang=${lang}`, payload: input }),
  };
}

/** An upload row as confirmed (no file: a record only names its path). */
async function confirmedUpload(db: Db, orgCode: string, orgId: string, module: string, kind: string, ext: string): Promise<string> {
  const path = `${orgCode}/20261120/${module}/${Date.now()}-${randomBytes(8).toString('hex')}.${ext}`;
  const contentType = ext === 'pdf' ? 'application/pdf' : 'image/png';
  await db.insert(uploads).values({ path, orgId, module, kind, contentType, maxSize: 1024, size: 100, status: 'confirmed', createdBy: orgId });
  return path;
}

function queryOf(input: Input): Record<string, string> {
  return Object.fromEntries(Object.entries(input).map(([k, v]) => [k, Array.isArray(v) ? v.join(',') : String(v)]));
}
