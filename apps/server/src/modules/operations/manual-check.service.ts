import type { ManualCheckPage, manualCheckQuerySchema } from '@kg/domain';
import { and, count, desc, eq } from 'drizzle-orm';
import type { z } from 'zod';
import { auditRead } from '../../platform/audit/audit.service.js';
import type { SessionContext } from '../../platform/context.js';
import type { Db } from '../../platform/db.js';
import type { MediaSigner } from '../../platform/storage/media-signer.js';
import { kigJoin } from '../../platform/tenancy/kig-join.js';
import { organisations } from '../../platform/tenancy/organization.table.js';
import { classes, students } from '../campus/campus.tables.js';
import { signedPhotos } from '../health/check-photo.service.js';
import { checkScope } from '../health/health-scope.js';
import { healthChecks } from '../health/health.tables.js';

/**
 * Operations' manual check (issue 18): a page of the checks waiting for a person's review (`pending`)
 * in every kindergarten the session reaches (the platform's: all of them), newest first. A check
 * leaves it once reviewed (health's review call makes it confirmed or corrected). The read names
 * children's health data and photos, so it is audited as the photo wall's is.
 */
export async function manualCheckQueue(db: Db, media: MediaSigner, ctx: SessionContext, query: z.infer<typeof manualCheckQuerySchema>): Promise<ManualCheckPage> {
  const c = healthChecks;
  const where = and(
    checkScope(db, c)(ctx),
    eq(c.deleted, false),
    eq(c.review, 'pending'),
    query.kigId ? eq(c.kigId, query.kigId) : undefined,
    query.day ? eq(c.schoolDay, query.day) : undefined,
    query.session ? eq(c.session, query.session) : undefined,
  );
  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: c.id,
        kigId: c.kigId,
        kigName: organisations.name,
        studentName: students.name,
        className: classes.className,
        schoolDay: c.schoolDay,
        session: c.session,
        checkedAt: c.checkedAt,
        temperature: c.temperature,
        reasons: c.reasons,
        photos: c.photos,
        photosWithheld: c.photosWithheld,
      })
      .from(c)
      .innerJoin(organisations, eq(organisations.id, c.kigId))
      .innerJoin(students, kigJoin(students, c, eq(students.id, c.studentId)))
      .leftJoin(classes, kigJoin(classes, c, eq(classes.id, c.classId)))
      .where(where)
      .orderBy(desc(c.schoolDay), desc(c.checkedAt), desc(c.id))
      .limit(query.pageSize)
      .offset((query.pageNumber - 1) * query.pageSize),
    db.select({ n: count() }).from(c).where(where),
  ]);
  await auditRead(db, ctx, 'healthCheckPhotos', query.kigId ?? null, { queue: 'manualCheck', ...query, rows: rows.length });
  return {
    records: rows.map((r) => ({
      ...r,
      checkedAt: r.checkedAt instanceof Date ? r.checkedAt.toISOString() : new Date(String(r.checkedAt)).toISOString(),
      schoolDay: String(r.schoolDay),
      reasons: (r.reasons ?? []) as ManualCheckPage['records'][number]['reasons'],
      photos: signedPhotos(media, r.photos),
      photosWithheld: r.photosWithheld ?? null,
    })),
    total: Number(total?.n ?? 0),
    pageNumber: query.pageNumber,
    pageSize: query.pageSize,
  };
}
