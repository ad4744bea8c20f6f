import {
  CONSENT_PURPOSES,
  type ConsentDecision,
  type ConsentPurpose,
  type ConsentState,
  type ConsentStates,
  currentConsentText,
  type FamilyConsentBody,
  type FamilyConsents,
  type Locale,
  type PaperConsentBody,
  type RecordedConsent,
} from '@kg/domain';
import { and, desc, eq, inArray } from 'drizzle-orm';
import { newId } from '../../db/columns.js';
import { recordAudit } from '../../platform/audit/audit.service.js';
import type { SessionContext } from '../../platform/context.js';
import type { Db } from '../../platform/db.js';
import { badRequest, notFound } from '../../platform/errors.js';
import type { JobRunner } from '../../platform/jobs/job-runner.js';
import type { ResourceService } from '../../platform/resource/resource.service.js';
import { assertUsableUpload } from '../../platform/storage/upload.service.js';
import { parents, parentStudents, students } from './campus.tables.js';
import { consents } from './consent.table.js';

/**
 * The job that deletes the face photos a child's checks kept before its guardian withdrew face-photo
 * consent (`{ kigId, studentId, before }`; without a payload, the hourly sweep of recent withdrawals).
 * Handled by health, which keeps the photos.
 */
export const CONSENT_PHOTO_PURGE_JOB = 'consent.purgePhotos';

const NONE: Omit<ConsentStates, 'studentId'> = { facePhotos: 'none', healthChecks: 'none' };

/**
 * The consent states of children of the given kindergartens, in one statement: each child's latest
 * decision per purpose (none yet: 'none', which counts as not given). Children without a decision are
 * in the map too; ids of other kindergartens are not.
 */
export async function consentStates(db: Db, kigIds: string | readonly string[], studentIds: readonly string[]): Promise<Map<string, ConsentStates>> {
  const states = new Map<string, ConsentStates>();
  if (!studentIds.length) return states;
  const kigs = typeof kigIds === 'string' ? [kigIds] : [...new Set(kigIds)];
  const c = consents;
  const rows = await db
    .selectDistinctOn([c.kigId, c.studentId, c.purpose], { studentId: c.studentId, purpose: c.purpose, decision: c.decision })
    .from(c)
    .where(and(kigs.length === 1 ? eq(c.kigId, kigs[0]!) : inArray(c.kigId, kigs), inArray(c.studentId, [...new Set(studentIds)]), eq(c.deleted, false)))
    // The latest decision first; ids are time-ordered (UUID v7), so two in the same instant keep their order.
    .orderBy(c.kigId, c.studentId, c.purpose, desc(c.decidedAt), desc(c.id));
  for (const id of studentIds) states.set(id, { studentId: id, ...NONE });
  for (const r of rows) {
    const state = states.get(r.studentId);
    if (state) state[r.purpose as ConsentPurpose] = r.decision as ConsentState;
  }
  return states;
}

/** Whether a state allows what its purpose covers: only a consent given. */
export const consentGiven = (state: ConsentState | undefined): boolean => state === 'given';

/** The states of the children among `studentIds` that the session reaches (others are left out, as ids that name nothing). */
export async function statesInReach(db: Db, studentsService: ResourceService, ctx: SessionContext, studentIds: readonly string[]): Promise<ConsentStates[]> {
  const found = await db
    .select({ id: students.id, kigId: students.kigId })
    .from(students)
    .where(and(inArray(students.id, [...new Set(studentIds)]), studentsService.visible(ctx)));
  const states = await consentStates(
    db,
    found.map((s) => s.kigId),
    found.map((s) => s.id),
  );
  return [...states.values()];
}

interface Decision {
  kigId: string;
  studentId: string;
  purpose: ConsentPurpose;
  decision: ConsentDecision;
  source: 'family' | 'paper';
  guardianName: string;
  parentId: string | null;
  scanPath: string | null;
  textVersion: string;
}

/** Appends one decision with its audit row, in the caller's transaction; it counts from its commit on. */
async function appendDecision(tx: Db, decision: Decision, who: { userId: string | null; userName: string; orgId: string; ip: string }): Promise<RecordedConsent> {
  const decidedAt = new Date();
  const [row] = await tx
    .insert(consents)
    .values({ id: newId(), ...decision, decidedAt, createdBy: who.userId })
    .returning({ id: consents.id });
  await recordAudit(tx, {
    userId: who.userId,
    userName: who.userName,
    orgId: who.orgId,
    ip: who.ip,
    action: 'create',
    resource: 'consent',
    resourceId: row!.id,
    result: 'ok',
    detail: {
      studentId: decision.studentId,
      purpose: decision.purpose,
      decision: decision.decision,
      source: decision.source,
      parentId: decision.parentId,
      textVersion: decision.textVersion,
    },
  });
  return { id: row!.id, studentId: decision.studentId, purpose: decision.purpose, decision: decision.decision, decidedAt: decidedAt.toISOString() };
}

/** After a withdrawal of face-photo consent: the photos kept until then are deleted by a job (and by the hourly sweep, should this one be lost). */
async function afterDecision(jobs: JobRunner, kigId: string, recorded: RecordedConsent, userId: string | null): Promise<void> {
  if (recorded.purpose === 'facePhotos' && recorded.decision === 'withdrawn') {
    await jobs.enqueue(CONSENT_PHOTO_PURGE_JOB, { kigId, studentId: recorded.studentId, before: recorded.decidedAt }, kigId, userId);
  }
}

/**
 * The kindergarten enters a decision from a signed paper form: the child must be one the session
 * reaches (else not found, as a random id), the scan an upload the session reaches.
 */
export async function recordPaperConsent(db: Db, jobs: JobRunner, studentsService: ResourceService, ctx: SessionContext, input: PaperConsentBody): Promise<RecordedConsent> {
  const { kigId, recorded } = await db.transaction(async (tx) => {
    const student = await studentsService.findRow(ctx, input.studentId, tx);
    if (!(await assertUsableUpload(tx, ctx, input.scanPath))) throw badRequest([{ field: 'scanPath', message: 'consent.errors.scan' }]);
    const kig = student.kigId as string;
    const decision: Decision = {
      kigId: kig,
      studentId: input.studentId,
      purpose: input.purpose,
      decision: input.decision,
      source: 'paper',
      guardianName: input.guardianName.trim(),
      parentId: null,
      scanPath: input.scanPath.trim(),
      textVersion: input.textVersion.trim(),
    };
    return { kigId: kig, recorded: await appendDecision(tx, decision, ctx) };
  });
  await afterDecision(jobs, kigId, recorded, ctx.userId);
  return recorded;
}

/** A parent signed in to the families' API: the parent row and its kindergarten. */
export interface FamilyActor {
  parentId: string;
  kigId: string;
  ip: string;
}

/**
 * A parent gives or withdraws consent for one of their own children: a child not linked to this parent
 * (another family's, another kindergarten's, or none) is not found, as a random id.
 */
export async function recordFamilyConsent(db: Db, jobs: JobRunner, parent: FamilyActor, input: FamilyConsentBody): Promise<RecordedConsent> {
  const recorded = await db.transaction(async (tx) => {
    const [link] = await tx
      .select({ name: parents.name })
      .from(parentStudents)
      .innerJoin(parents, and(eq(parents.kigId, parentStudents.kigId), eq(parents.id, parentStudents.parentId)))
      .innerJoin(students, and(eq(students.kigId, parentStudents.kigId), eq(students.id, parentStudents.studentId)))
      .where(
        and(
          eq(parentStudents.kigId, parent.kigId),
          eq(parentStudents.parentId, parent.parentId),
          eq(parentStudents.studentId, input.studentId),
          eq(parents.deleted, false),
          eq(students.deleted, false),
        ),
      )
      .limit(1);
    if (!link) throw notFound();
    const decision: Decision = {
      kigId: parent.kigId,
      studentId: input.studentId,
      purpose: input.purpose,
      decision: input.decision,
      source: 'family',
      guardianName: link.name,
      parentId: parent.parentId,
      scanPath: null,
      textVersion: input.textVersion.trim(),
    };
    return appendDecision(tx, decision, { userId: null, userName: link.name, orgId: parent.kigId, ip: parent.ip });
  });
  await afterDecision(jobs, parent.kigId, recorded, null);
  return recorded;
}

/** A family of the parents' app, as its own children's parent rows (from its token, never from the client). */
export interface FamilyChildren {
  children: readonly { studentId: string; name: string; kigId: string; parentId: string }[];
  locale: Locale;
}

/** The family's children with their consent states (one statement for all of them), and the texts to agree to now in the family's language. */
export async function familyConsents(db: Db, family: FamilyChildren): Promise<FamilyConsents> {
  const states = await consentStates(
    db,
    family.children.map((c) => c.kigId),
    family.children.map((c) => c.studentId),
  );
  return {
    children: family.children.map((c) => ({ ...states.get(c.studentId)!, name: c.name })),
    texts: CONSENT_PURPOSES.map((purpose) => {
      const text = currentConsentText(purpose);
      return { purpose, version: text.version, text: text.wording[family.locale] };
    }),
  };
}

/** A family's decision for a child: only one of its own (else not found, as a random id), through that child's parent row. */
export function familyDecides(db: Db, jobs: JobRunner, family: FamilyChildren & { ip: string }, input: FamilyConsentBody): Promise<RecordedConsent> {
  const child = family.children.find((c) => c.studentId === input.studentId);
  if (!child) throw notFound();
  return recordFamilyConsent(db, jobs, { parentId: child.parentId, kigId: child.kigId, ip: family.ip }, input);
}

/** A parent's children with their consent states: what the families' app shows beside the current texts. */
export async function familyConsentStates(db: Db, parent: FamilyActor): Promise<ConsentStates[]> {
  const linked = await db
    .select({ id: parentStudents.studentId })
    .from(parentStudents)
    .innerJoin(students, and(eq(students.kigId, parentStudents.kigId), eq(students.id, parentStudents.studentId)))
    .where(and(eq(parentStudents.kigId, parent.kigId), eq(parentStudents.parentId, parent.parentId), eq(students.deleted, false)));
  const states = await consentStates(
    db,
    parent.kigId,
    linked.map((l) => l.id),
  );
  return [...states.values()];
}
