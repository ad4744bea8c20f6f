import { type CheckDetail, type checkReviewSchema, isReviewable, type Locale } from '@kg/domain';
import { and, eq } from 'drizzle-orm';
import type { z } from 'zod';
import { recordAudit } from '../../platform/audit/audit.service.js';
import type { SessionContext } from '../../platform/context.js';
import type { Db } from '../../platform/db.js';
import { ruleBroken } from '../../platform/errors.js';
import type { ResourceService } from '../../platform/resource/resource.service.js';
import { abnormalReasons } from './check-judgement.js';
import { thresholdsOf } from './health-settings.js';
import type { MediaSigner } from '../../platform/storage/media-signer.js';
import { signedPhotos } from './check-photo.service.js';
import { refreshHealthDays } from './health-summary.service.js';
import { healthChecks } from './health.tables.js';
import { consentStates } from '../campus/consent.service.js';

const FINDINGS = ['temperature', 'hand', 'mouth', 'trauma', 'nails'] as const;

/**
 * A teacher reviews a check: the findings given replace the machine's (which are kept), the check
 * is judged again against the kindergarten's thresholds, and it becomes confirmed (nothing changed)
 * or corrected. Only checks the session can see and that have something to review (isReviewable);
 * every review is audited. The day's summary is recounted in the same transaction.
 */
export async function reviewCheck(db: Db, checks: ResourceService, ctx: SessionContext, input: z.infer<typeof checkReviewSchema>) {
  return db.transaction(async (tx) => {
    const row = await checks.findRow(ctx, input.id, tx);
    if (!isReviewable(row.review)) throw ruleBroken('health.review.nothingToReview');
    const before = Object.fromEntries(FINDINGS.map((f) => [f, row[f]])) as Record<(typeof FINDINGS)[number], unknown>;
    const after = { ...before };
    for (const f of FINDINGS) if (input[f] !== undefined) after[f] = input[f];
    const changed = FINDINGS.some((f) => after[f] !== before[f]);
    const thresholds = await thresholdsOf(tx, row.kigId as string);
    const reasons = abnormalReasons(
      { temperature: after.temperature as number | null, hand: after.hand as string, mouth: after.mouth as string, trauma: after.trauma as string, nails: after.nails as string },
      thresholds,
    );
    // Written only over the version the reviewer saw: a review or a machine's resend meanwhile is a 409.
    // Named by its kindergarten and day too: one shard, one month's partition.
    const place = and(eq(healthChecks.kigId, row.kigId as string), eq(healthChecks.schoolDay, row.schoolDay as string));
    const updated = await checks.updateAtVersion(
      tx,
      row.id as string,
      input.updatedAt,
      {
        ...(after as object),
        abnormal: reasons.length > 0,
        reasons,
        review: changed ? 'corrected' : 'confirmed',
        reviewNote: input.note ?? (row.reviewNote as string | null),
        reviewedBy: ctx.userId,
        reviewedAt: new Date(),
        machineFindings: (row.machineFindings as Record<string, unknown> | null) ?? (changed ? before : null),
      },
      place,
    );
    await refreshHealthDays(tx, row.kigId as string, [row.schoolDay as string]);
    await recordAudit(tx, {
      userId: ctx.userId,
      userName: ctx.userName,
      orgId: ctx.orgId,
      ip: ctx.ip,
      action: 'review',
      resource: 'healthCheck',
      resourceId: row.id as string,
      result: 'ok',
      detail: { before, after, note: input.note ?? null },
    });
    return updated;
  });
}

/** A check for its review: the record, its photos (signed addresses), and what the machine saw before any correction. */
export async function checkDetail(db: Db, checks: ResourceService, media: MediaSigner, ctx: SessionContext, id: string, locale: Locale): Promise<CheckDetail> {
  const row = await checks.findRow(ctx, id);
  const studentId = row.studentId as string;
  const record = await checks.get(ctx, id, locale);
  const states = await consentStates(db, row.kigId as string, [studentId]);
  return {
    record,
    photos: signedPhotos(media, row.photos as string[] | null),
    consent: states.get(studentId)!,
    machineFindings: (row.machineFindings as CheckDetail['machineFindings']) ?? null,
  };
}
