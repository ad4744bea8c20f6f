import { and, eq, gte, inArray, lte, not, sql } from 'drizzle-orm';
import { recordAudit } from '../../platform/audit/audit.service.js';
import type { Db } from '../../platform/db.js';
import type { JobContext } from '../../platform/jobs/job-runner.js';
import type { StorageDriver } from '../../platform/storage/storage.types.js';
import { removeUploads } from '../../platform/storage/upload.service.js';
import { consentHolds } from '../campus/consent-holds.js';
import { consentStates } from '../campus/consent.service.js';
import { consents } from '../campus/consent.table.js';
import { healthChecks } from './health.tables.js';

/** How far back the hourly sweep looks for withdrawals whose job may have been lost. */
const SWEEP_DAYS = 7;

/** Checks cleared per statement, and statements per run, of photos kept without consent: short locks, the rest next hour. */
export const UNCONSENTED_BATCH = { size: 100, batches: 20 };

/**
 * Deletes the photos a child's checks kept until its guardian withdrew face-photo consent (PIPL art. 47:
 * processing stops and the data is deleted): the files from storage, then the checks' photo lists
 * emptied and marked why. Checks stored after `before` are left alone (consent may have been given
 * again since). Returns how many photos were deleted.
 */
export async function purgeWithdrawnPhotos(db: Db, storage: StorageDriver, kigId: string, studentId: string, before: Date): Promise<number> {
  const c = healthChecks;
  const kept = await db
    .select({ id: c.id, schoolDay: c.schoolDay, photos: c.photos })
    .from(c)
    .where(and(eq(c.kigId, kigId), eq(c.studentId, studentId), lte(c.createdAt, before), sql`${c.photos} <> '[]'::jsonb`));
  if (!kept.length) return 0;
  const paths = kept.flatMap((k) => k.photos ?? []);
  await removeUploads(db, storage, paths);
  await db.transaction(async (tx) => {
    await tx
      .update(c)
      .set({ photos: [], photosWithheld: 'consentWithdrawn' })
      .where(
        and(
          eq(c.kigId, kigId),
          inArray(
            c.id,
            kept.map((k) => k.id),
          ),
          // The days name the checks' month partitions.
          inArray(c.schoolDay, [...new Set(kept.map((k) => k.schoolDay))]),
        ),
      );
    await recordAudit(tx, {
      orgId: kigId,
      action: 'delete',
      resource: 'healthCheckPhotos',
      resourceId: studentId,
      result: 'ok',
      detail: { reason: 'consentWithdrawn', checks: kept.length, photos: paths.length },
    });
  });
  return paths.length;
}

/**
 * Deletes the photos of checks whose child's face-photo consent does not hold now: stored before
 * consent was recorded at all (reason 'noFaceConsent'), or left by a lost withdrawal's job
 * ('consentWithdrawn'). A batch at a time, each its own short transaction, at most `limit.batches`
 * batches a run. Returns how many photos were deleted.
 */
export async function purgeUnconsentedPhotos(db: Db, storage: StorageDriver, limit = UNCONSENTED_BATCH): Promise<number> {
  const c = healthChecks;
  let deleted = 0;
  for (let batch = 0; batch < limit.batches; batch++) {
    const kept = await db
      .select({ id: c.id, kigId: c.kigId, studentId: c.studentId, schoolDay: c.schoolDay, photos: c.photos })
      .from(c)
      .where(and(sql`${c.photos} <> '[]'::jsonb`, not(consentHolds('facePhotos', c.kigId, c.studentId))))
      .limit(limit.size);
    if (!kept.length) break;
    const states = await consentStates(
      db,
      kept.map((k) => k.kigId),
      kept.map((k) => k.studentId),
    );
    const paths = kept.flatMap((k) => k.photos ?? []);
    await removeUploads(db, storage, paths);
    await db.transaction(async (tx) => {
      for (const reason of ['noFaceConsent', 'consentWithdrawn'] as const) {
        const these = kept.filter((k) => (reason === 'consentWithdrawn') === (states.get(k.studentId)?.facePhotos === 'withdrawn'));
        for (const kigId of new Set(these.map((k) => k.kigId))) {
          const ofKig = these.filter((k) => k.kigId === kigId);
          await tx
            .update(c)
            .set({ photos: [], photosWithheld: reason })
            .where(
              and(
                eq(c.kigId, kigId),
                inArray(
                  c.id,
                  ofKig.map((k) => k.id),
                ),
                // The days name the checks' month partitions.
                inArray(c.schoolDay, [...new Set(ofKig.map((k) => k.schoolDay))]),
              ),
            );
          await recordAudit(tx, {
            orgId: kigId,
            action: 'delete',
            resource: 'healthCheckPhotos',
            resourceId: kigId,
            result: 'ok',
            detail: { reason, checks: ofKig.length, photos: ofKig.reduce((n, k) => n + (k.photos?.length ?? 0), 0), students: new Set(ofKig.map((k) => k.studentId)).size },
          });
        }
      }
    });
    deleted += paths.length;
    if (kept.length < limit.size) break;
  }
  return deleted;
}

/**
 * The job: one child's purge (enqueued by the withdrawal); without a payload (hourly), the sweep of
 * every withdrawal of the last days, should a job have been lost between the withdrawal's commit and its
 * enqueue; with `{ sweep: 'unconsented' }` (nightly), the photos of children whose consent does not hold
 * (kept before consent was recorded). That one reads every check with photos when there is nothing left
 * to clear: once a night, not every hour (a kindergarten-by-kindergarten pass that ends would be better).
 */
export function consentPhotoPurgeJob(db: Db, storage: StorageDriver, now: () => Date) {
  return async (job: JobContext): Promise<void> => {
    const { kigId, studentId, before, sweep } = job.payload as { kigId?: string; studentId?: string; before?: string; sweep?: 'unconsented' };
    if (kigId && studentId && before) {
      await purgeWithdrawnPhotos(db, storage, kigId, studentId, new Date(before));
      return;
    }
    if (sweep === 'unconsented') {
      await purgeUnconsentedPhotos(db, storage);
      return;
    }
    const since = new Date(now().getTime() - SWEEP_DAYS * 86_400_000);
    const withdrawals = await db
      .select({ kigId: consents.kigId, studentId: consents.studentId, decidedAt: consents.decidedAt })
      .from(consents)
      .where(and(eq(consents.purpose, 'facePhotos'), eq(consents.decision, 'withdrawn'), gte(consents.decidedAt, since), eq(consents.deleted, false)));
    let done = 0;
    for (const w of withdrawals) {
      await purgeWithdrawnPhotos(db, storage, w.kigId, w.studentId, w.decidedAt);
      await job.progress(++done, withdrawals.length);
    }
  };
}
