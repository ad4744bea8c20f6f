import { APP_MODULE_ORG_KINDS, APP_MODULES, type AppModule, type AppModuleMatrix, type AppModuleOrgKind, type appModuleSaveSchema } from '@kg/domain';
import { and, eq } from 'drizzle-orm';
import type { z } from 'zod';
import { recordAudit } from '../../platform/audit/audit.service.js';
import type { SessionContext } from '../../platform/context.js';
import type { Db } from '../../platform/db.js';
import { organisations } from '../../platform/tenancy/organization.table.js';
import { appModuleSettings } from './app-module.table.js';

export async function appModuleMatrix(db: Db): Promise<AppModuleMatrix> {
  const rows = await db.select().from(appModuleSettings);
  const enabled = Object.fromEntries(APP_MODULE_ORG_KINDS.map((k) => [k, Object.fromEntries(APP_MODULES.map((m) => [m, true]))])) as AppModuleMatrix['enabled'];
  for (const r of rows) {
    const kind = r.orgKind as AppModuleOrgKind;
    if (enabled[kind] && (APP_MODULES as readonly string[]).includes(r.module)) enabled[kind][r.module as AppModule] = r.enabled;
  }
  return { modules: [...APP_MODULES], orgKinds: [...APP_MODULE_ORG_KINDS], enabled };
}

/** Whether a module is on for an organisation kind's apps (a pair never set is on). */
export async function appModuleOn(db: Db, orgKind: AppModuleOrgKind, module: AppModule): Promise<boolean> {
  const [row] = await db
    .select({ enabled: appModuleSettings.enabled })
    .from(appModuleSettings)
    .where(and(eq(appModuleSettings.orgKind, orgKind), eq(appModuleSettings.module, module)));
  return row?.enabled ?? true;
}

export async function setAppModule(db: Db, ctx: SessionContext, input: z.infer<typeof appModuleSaveSchema>): Promise<void> {
  await db.transaction(async (tx) => {
    await tx
      .insert(appModuleSettings)
      .values({ ...input, updatedBy: ctx.userId })
      .onConflictDoUpdate({
        target: [appModuleSettings.orgKind, appModuleSettings.module],
        set: { enabled: input.enabled, updatedAt: new Date(), updatedBy: ctx.userId },
      });
    await recordAudit(tx, {
      userId: ctx.userId,
      userName: ctx.userName,
      orgId: ctx.orgId,
      ip: ctx.ip,
      action: 'update',
      resource: 'appModule',
      resourceId: `${input.orgKind}:${input.module}`,
      result: 'ok',
      detail: { enabled: input.enabled },
    });
  });
}

/**
 * The parents' app modules of one kindergarten (issue 16, `app-function` and `AgentAPPModuleConfig`):
 * the kindergarten's own choice, else its agent's default for its kindergartens, else the platform's
 * setting for kindergartens. The more particular wins: the agent sells and runs the service in its
 * region, the kindergarten knows its families; a module neither chose follows the platform.
 */
export async function kigAppModules(db: Db, kigId: string): Promise<Record<AppModule, boolean>> {
  const [kig] = await db
    .select({ own: organisations.appModules, agentId: organisations.agentId })
    .from(organisations)
    .where(and(eq(organisations.id, kigId), eq(organisations.kind, 'kindergarten')))
    .limit(1);
  const [agent] = kig?.agentId ? await db.select({ own: organisations.appModules }).from(organisations).where(eq(organisations.id, kig.agentId)).limit(1) : [];
  const platform = (await appModuleMatrix(db)).enabled.kindergarten;
  return Object.fromEntries(APP_MODULES.map((m) => [m, kig?.own[m] ?? agent?.own[m] ?? platform[m]])) as Record<AppModule, boolean>;
}

/** Whether a module is on in one kindergarten's parents' app (the order of kigAppModules). */
export async function kigAppModuleOn(db: Db, kigId: string, module: AppModule): Promise<boolean> {
  return (await kigAppModules(db, kigId))[module];
}
