import type { ConsentPurpose } from '@kg/domain';
import { type SQL, sql } from 'drizzle-orm';
import { alias, type PgColumn } from 'drizzle-orm/pg-core';
import { consents } from './consent.table.js';

const given = alias(consents, 'consent_given');
const later = alias(consents, 'consent_withdrawn');

/**
 * Whether the child of a row (its kindergarten and child columns) has its guardian's consent for a purpose
 * now: a decision 'given' with no later withdrawal (no decision at all counts as not given). Correlated
 * on the kindergarten, so that Citus sends it to the row's shard; the consents' state index answers it.
 * For a where clause only: drizzle names columns unqualified in a one-table select's fields.
 */
export function consentHolds(purpose: ConsentPurpose, kigId: PgColumn, studentId: PgColumn): SQL {
  return sql`exists (select 1 from ${consents} ${given} where ${given.kigId} = ${kigId} and ${given.studentId} = ${studentId}
    and ${given.purpose} = ${purpose} and ${given.decision} = 'given' and ${given.deleted} = false
    and not exists (select 1 from ${consents} ${later} where ${later.kigId} = ${given.kigId} and ${later.studentId} = ${given.studentId}
      and ${later.purpose} = ${purpose} and ${later.decision} = 'withdrawn' and ${later.deleted} = false
      and (${later.decidedAt}, ${later.id}) > (${given.decidedAt}, ${given.id})))`;
}

/**
 * The one rule by which a child's health data leaves the kindergarten (PIPL art. 31): outside experts
 * and institutions see only the checks and messages of children whose guardian gave health-check
 * consent, while the kindergarten's own morning check goes on regardless.
 */
export const healthConsentGiven = (kigId: PgColumn, studentId: PgColumn): SQL => consentHolds('healthChecks', kigId, studentId);
