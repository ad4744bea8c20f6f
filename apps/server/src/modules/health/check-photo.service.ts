import type { CheckWithPhotos, checkPhotoQuerySchema, checkPhotoUploadSchema } from '@kg/domain';
import { and, desc, eq, gte, lte, or } from 'drizzle-orm';
import type { z } from 'zod';
import { auditRead } from '../../platform/audit/audit.service.js';
import type { DeviceContext, SessionContext } from '../../platform/context.js';
import type { Db } from '../../platform/db.js';
import { notFound } from '../../platform/errors.js';
import type { MediaSigner } from '../../platform/storage/media-signer.js';
import { CHECK_PHOTO_MODULE, type StorageDriver } from '../../platform/storage/storage.types.js';
import { authorizeUpload, confirmUpload } from '../../platform/storage/upload.service.js';
import { classes, students } from '../campus/campus.tables.js';
import { organisations } from '../../platform/tenancy/organization.table.js';
import { healthChecks } from './health.tables.js';
import { checkScope } from './health-scope.js';
import { kigJoin } from '../../platform/tenancy/kig-join.js';

const MAX_ROWS = 500;

/** A machine asks to upload one photo; the file is stored under its kindergarten's code. */
export async function authorizeCheckPhoto(db: Db, storage: StorageDriver, device: DeviceContext, body: z.infer<typeof checkPhotoUploadSchema>) {
  const [org] = await db.select({ code: organisations.code, timeZone: organisations.timeZone }).from(organisations).where(eq(organisations.id, device.kigId));
  if (!org) throw notFound();
  return authorizeUpload(db, storage, { orgId: device.kigId, orgCode: org.code, userId: device.id }, { module: CHECK_PHOTO_MODULE, kind: 'image', ...body }, org.timeZone);
}

/** Confirms a photo the machine stored (S3 needs this; the local driver confirms on receipt). */
export function confirmCheckPhoto(db: Db, storage: StorageDriver, device: DeviceContext, path: string) {
  return confirmUpload(db, storage, path, async (orgId) => {
    if (orgId !== device.kigId) throw notFound();
  });
}

export function signedPhotos(media: MediaSigner, paths: readonly string[] | null | undefined): string[] {
  return (paths ?? []).map((p) => media.sign(p));
}

/**
 * Checks with their photos: a child's history or a day's photo wall. Scoped as the check list is
 * (an expert sees only abnormal checks of contracted kindergartens); every read is audited.
 */
export async function checksWithPhotos(db: Db, media: MediaSigner, ctx: SessionContext, query: z.infer<typeof checkPhotoQuerySchema>): Promise<CheckWithPhotos[]> {
  const c = healthChecks;
  const rows = await db
    .select({
      id: c.id,
      studentId: c.studentId,
      studentName: students.name,
      studentNumber: students.studentNumber,
      classId: c.classId,
      className: classes.className,
      schoolDay: c.schoolDay,
      session: c.session,
      checkedAt: c.checkedAt,
      temperature: c.temperature,
      abnormal: c.abnormal,
      reasons: c.reasons,
      review: c.review,
      photos: c.photos,
      photosWithheld: c.photosWithheld,
    })
    .from(c)
    .innerJoin(students, kigJoin(students, c, eq(students.id, c.studentId)))
    .leftJoin(classes, kigJoin(classes, c, eq(classes.id, c.classId)))
    .where(
      and(
        checkScope(db, c)(ctx),
        eq(c.deleted, false),
        gte(c.schoolDay, query.from),
        lte(c.schoolDay, query.to),
        query.kigId ? eq(c.kigId, query.kigId) : undefined,
        query.studentId ? eq(c.studentId, query.studentId) : undefined,
        query.classId ? eq(c.classId, query.classId) : undefined,
        query.session ? eq(c.session, query.session) : undefined,
        query.review ? eq(c.review, query.review) : undefined,
        query.flagged === 'true' ? or(eq(c.abnormal, true), eq(c.review, 'pending')) : undefined,
      ),
    )
    .orderBy(desc(c.schoolDay), desc(c.checkedAt))
    .limit(MAX_ROWS);
  await auditRead(db, ctx, 'healthCheckPhotos', query.studentId ?? query.classId ?? query.kigId ?? null, { ...query, rows: rows.length });
  return rows.map((r) => ({
    ...r,
    checkedAt: r.checkedAt instanceof Date ? r.checkedAt.toISOString() : String(r.checkedAt),
    photos: signedPhotos(media, r.photos),
  })) as CheckWithPhotos[];
}
