import { and, count, eq, inArray, not, type SQL, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { SessionContext } from '../../platform/context.js';
import type { Db } from '../../platform/db.js';
import type { ResourceRegistry } from '../../platform/resource/registry.js';
import { kindergartenReach } from '../../platform/tenancy/reach.js';
import { students } from '../campus/campus.tables.js';
import { organisations } from '../../platform/tenancy/organization.table.js';
import { healthChecks, medicalContracts } from './health.tables.js';
import { healthConsentGiven } from '../campus/consent-holds.js';

/** Institution and expert sessions see health data through contracts, not through the organisation tree. */
export const isMedical = (ctx: SessionContext) => ctx.orgKind === 'institution' || ctx.orgKind === 'expert';

/** The institutions a session speaks for: an institution itself, or the institution above an expert group. */
export function institutionsOf(db: Db, ctx: SessionContext) {
  return db
    .select({ id: organisations.id })
    .from(organisations)
    .where(and(eq(organisations.kind, 'institution'), eq(organisations.deleted, false), sql`${ctx.orgPath} like ${organisations.path} || '%'`));
}

/** Kindergartens under a running, enabled contract with the session's institution. */
export function contractedKindergartens(db: Db, ctx: SessionContext) {
  return db
    .select({ id: medicalContracts.kigId })
    .from(medicalContracts)
    .where(
      and(
        inArray(medicalContracts.institutionId, institutionsOf(db, ctx)),
        eq(medicalContracts.deleted, false),
        eq(medicalContracts.status, 'enabled'),
        sql`${medicalContracts.beginDate} <= current_date and ${medicalContracts.endDate} >= current_date`,
      ),
    );
}

/** The abnormal checks of the kindergartens that contract the session's institution, whatever the children's consent. */
function contractedAbnormal(db: Db, ctx: SessionContext, c: CheckColumns): SQL {
  return and(inArray(c.kigId, contractedKindergartens(db, ctx)), eq(c.abnormal, true))!;
}

/** The columns of the checks a scope reads. */
interface CheckColumns {
  kigId: PgColumn;
  studentId: PgColumn;
  abnormal: PgColumn;
}

/**
 * Checks a session may see: a kindergarten's (and its group's) own; for an institution or its
 * experts, the abnormal checks of the kindergartens that contract them, of children whose guardians
 * gave health-check consent (healthConsentGiven), and nothing else.
 */
export function checkScope(db: Db, c: CheckColumns) {
  return (ctx: SessionContext): SQL => (isMedical(ctx) ? and(contractedAbnormal(db, ctx, c), healthConsentGiven(c.kigId, c.studentId))! : inArray(c.kigId, kindergartenReach(ctx)));
}

/** How many abnormal checks the session's institution would see but for the children's missing or withdrawn consent (none for a kindergarten). */
export async function withheldCheckCount(db: Db, ctx: SessionContext): Promise<number> {
  if (!isMedical(ctx)) return 0;
  const c = healthChecks;
  const [row] = await db
    .select({ n: count() })
    .from(c)
    .where(and(contractedAbnormal(db, ctx, c), not(healthConsentGiven(c.kigId, c.studentId)), eq(c.deleted, false)));
  return Number(row?.n ?? 0);
}

/**
 * What an institution's pickers offer, so that its abnormal list can be filtered: the kindergartens
 * that contract it (asked for with kind=kindergarten), and the children whose abnormal checks it sees.
 * Nothing more: other kindergartens and their children stay out of reach, as in the list itself.
 */
export function addMedicalPickerReach(db: Db, registry: ResourceRegistry): void {
  registry.addPickerReach('organization', (ctx, filters) =>
    isMedical(ctx) && filters.kind === 'kindergarten' ? inArray(organisations.id, contractedKindergartens(db, ctx)) : undefined,
  );
  const visibleChecks = checkScope(db, healthChecks);
  registry.addPickerReach('student', (ctx) =>
    isMedical(ctx) ? inArray(students.id, db.select({ id: healthChecks.studentId }).from(healthChecks).where(visibleChecks(ctx))) : undefined,
  );
}
