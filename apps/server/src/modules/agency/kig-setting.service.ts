import { type AppModule, APP_MODULES, type appModuleChoicesSaveSchema, type kigSettingSaveSchema, type KigSetting } from '@kg/domain';
import { and, count, eq } from 'drizzle-orm';
import type { z } from 'zod';
import { auditActor, recordAudit } from '../../platform/audit/audit.service.js';
import type { SessionContext } from '../../platform/context.js';
import type { Db } from '../../platform/db.js';
import { conflict, notFound, ruleBroken } from '../../platform/errors.js';
import { hashPassword } from '../../platform/passwords.js';
import { isVersion, nextVersion } from '../../platform/resource/row-version.js';
import { organisations } from '../../platform/tenancy/organization.table.js';
import { assertOrgInReach } from '../../platform/tenancy/reach.js';
import { classes, students, teachers } from '../campus/campus.tables.js';
import { terminalAccounts } from '../device/terminal-account.table.js';
import { appModuleMatrix, kigAppModules } from '../system/app-module.service.js';

type Choices = Partial<Record<AppModule, boolean>>;

/** A kindergarten's live totals, counted now within its shard (never kept, so never stale). */
export async function kigTotals(db: Db, ctx: SessionContext, id: string): Promise<{ children: number; teachers: number; classes: number }> {
  await assertOrgInReach(db, ctx, id, 'kindergarten');
  const [c] = await db
    .select({ n: count() })
    .from(students)
    .where(and(eq(students.kigId, id), eq(students.status, 'studying'), eq(students.deleted, false)));
  const [t] = await db
    .select({ n: count() })
    .from(teachers)
    .where(and(eq(teachers.kigId, id), eq(teachers.status, 'onDuty'), eq(teachers.deleted, false)));
  const [k] = await db
    .select({ n: count() })
    .from(classes)
    .where(and(eq(classes.kigId, id), eq(classes.deleted, false)));
  return { children: Number(c?.n ?? 0), teachers: Number(t?.n ?? 0), classes: Number(k?.n ?? 0) };
}

/** The session's own organisation, if it is of the kind: settings are a kindergarten's (an agent's) own. */
async function ownOrg(db: Db, ctx: SessionContext, kind: 'kindergarten' | 'agent') {
  if (ctx.orgKind !== kind) throw notFound();
  const [row] = await db.select().from(organisations).where(eq(organisations.id, ctx.orgId)).limit(1);
  if (!row) throw notFound();
  return row;
}

/** Only the modules a level chose; a null removes the choice (the level above decides again). */
function merged(own: Record<string, boolean>, changes: Partial<Record<AppModule, boolean | null>>): Choices {
  const next: Choices = {};
  for (const m of APP_MODULES) {
    const value = m in changes ? changes[m] : own[m];
    if (typeof value === 'boolean') next[m] = value;
  }
  return next;
}

export async function kigSetting(db: Db, ctx: SessionContext): Promise<KigSetting> {
  const row = await ownOrg(db, ctx, 'kindergarten');
  return {
    id: row.id,
    updatedAt: row.updatedAt.toISOString(),
    code: row.code,
    name: row.name,
    contactName: row.contactName,
    contactPhone: row.contactPhone,
    areaCode: row.areaCode,
    address: row.address,
    website: row.website,
    photo: row.photo,
    openDate: row.openDate,
    timeZone: row.timeZone,
    platformServiceEnd: row.platformServiceEnd,
    videoServiceEnd: row.videoServiceEnd,
    morningCheckServiceEnd: row.morningCheckServiceEnd,
    appModules: merged(row.appModules, {}),
    effectiveModules: await kigAppModules(db, row.id),
  };
}

/** Writes the session's own organisation at the version read (else 409) and audits what changed. */
async function writeOwn(db: Db, ctx: SessionContext, version: string | undefined, values: Record<string, unknown>, action: string): Promise<void> {
  await db.transaction(async (tx) => {
    const [before] = await tx.select().from(organisations).where(eq(organisations.id, ctx.orgId)).for('update').limit(1);
    if (!before) throw notFound();
    const [after] = await tx
      .update(organisations)
      .set({ ...values, updatedAt: nextVersion(organisations.updatedAt) })
      .where(and(eq(organisations.id, ctx.orgId), version === undefined ? undefined : isVersion(organisations.updatedAt, version)))
      .returning();
    if (!after) throw conflict();
    const changes = Object.fromEntries(
      Object.keys(values).flatMap((k) => {
        const from = (before as Record<string, unknown>)[k];
        const to = (after as Record<string, unknown>)[k];
        return JSON.stringify(from) === JSON.stringify(to) ? [] : [[k, { from, to }]];
      }),
    );
    await recordAudit(tx, { ...auditActor(ctx), action, resource: 'kigSetting', resourceId: ctx.orgId, result: 'ok', detail: { changes } });
  });
}

export async function saveKigSetting(db: Db, ctx: SessionContext, input: z.infer<typeof kigSettingSaveSchema>): Promise<KigSetting> {
  await ownOrg(db, ctx, 'kindergarten');
  const { updatedAt, ...values } = input;
  await writeOwn(db, ctx, updatedAt, values, 'update');
  return kigSetting(db, ctx);
}

export async function saveKigAppModules(db: Db, ctx: SessionContext, input: z.infer<typeof appModuleChoicesSaveSchema>): Promise<KigSetting> {
  const row = await ownOrg(db, ctx, 'kindergarten');
  await writeOwn(db, ctx, undefined, { appModules: merged(row.appModules, input.modules) }, 'appModules');
  return kigSetting(db, ctx);
}

export async function agentAppModules(db: Db, ctx: SessionContext) {
  const row = await ownOrg(db, ctx, 'agent');
  return { appModules: merged(row.appModules, {}), platform: (await appModuleMatrix(db)).enabled.kindergarten };
}

export async function saveAgentAppModules(db: Db, ctx: SessionContext, input: z.infer<typeof appModuleChoicesSaveSchema>) {
  const row = await ownOrg(db, ctx, 'agent');
  await writeOwn(db, ctx, undefined, { appModules: merged(row.appModules, input.modules) }, 'appModules');
  return agentAppModules(db, ctx);
}

/** The kindergarten's machines' terminal account gets a new password (kept as an argon2id hash, never audited). */
export async function changeTerminalPassword(db: Db, ctx: SessionContext, password: string): Promise<{ id: string }> {
  await ownOrg(db, ctx, 'kindergarten');
  const hash = await hashPassword(password);
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(terminalAccounts)
      .set({ passwordHash: hash, updatedAt: new Date() })
      .where(and(eq(terminalAccounts.kigId, ctx.orgId), eq(terminalAccounts.deleted, false)))
      .returning({ id: terminalAccounts.id, loginName: terminalAccounts.loginName });
    if (!row) throw ruleBroken('agency.kig.noTerminalAccount');
    await recordAudit(tx, { ...auditActor(ctx), action: 'changePassword', resource: 'terminalAccount', resourceId: row.id, result: 'ok', detail: { loginName: row.loginName } });
    return { id: row.id };
  });
}
