import { and, eq, gte, inArray, lte, sql } from 'drizzle-orm';
import { recordAudit } from '../../platform/audit/audit.service.js';
import type { Db } from '../../platform/db.js';
import type { JobContext } from '../../platform/jobs/job-runner.js';
import type { StorageDriver } from '../../platform/storage/storage.types.js';
import { removeUploads } from '../../platform/storage/upload.service.js';
import { consents } from '../campus/consent.table.js';
import { healthChecks } from './health.tables.js';

/** How far back the hourly sweep looks for withdrawals whose job may have been lost. */
const SWEEP_DAYS = 7;

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
 * The job: one child's purge (enqueued by the withdrawal), or without a payload the sweep of every
 * withdrawal of the last days, should a job have been lost between the withdrawal's commit and its enqueue.
 */
export function consentPhotoPurgeJob(db: Db, storage: StorageDriver, now: () => Date) {
  return async (job: JobContext): Promise<void> => {
    const { kigId, studentId, before } = job.payload as { kigId?: string; studentId?: string; before?: string };
    if (kigId && studentId && before) {
      await purgeWithdrawnPhotos(db, storage, kigId, studentId, new Date(before));
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
