import type { HealthCheckBatchResult, HealthCheckEvent } from '@kg/domain';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { newId } from '../../db/columns.js';
import { HEALTH_CHECKS_BY_MONTH } from '../../db/partitioned-tables.js';
import { writingDays } from '../../platform/partitions/monthly-partitions.js';
import { todayIn } from '../../platform/dates.js';
import type { Db } from '../../platform/db.js';
import { rowsOf } from '../../platform/sql-rows.js';
import { students } from '../campus/campus.tables.js';
import type { DeviceContext } from '../../platform/context.js';
import { credentialKey, recognise } from '../device/recognise.js';
import { organisations } from '../../platform/tenancy/organization.table.js';
import { abnormalReasons, reviewOf } from './check-judgement.js';
import { thresholdsOf } from './health-settings.js';
import { removeUploads, usablePhotoPaths } from '../../platform/storage/upload.service.js';
import type { StorageDriver } from '../../platform/storage/storage.types.js';
import { consentGiven, consentStates } from '../campus/consent.service.js';
import { refreshHealthDays } from './health-summary.service.js';

/**
 * Stores a machine's batch of checks in one statement (with the summaries of their days, in one transaction), judged against the kindergarten's thresholds
 * as they stand when the check arrives. Idempotent by the machine's record id; only children of the
 * machine's own kindergarten are recognised; photos must be the kindergarten's confirmed uploads, and
 * are kept only of children whose guardian gave face-photo consent (those of the others are deleted
 * from storage before the checks are written, and the check says why); answered once committed. `onStored` is told, once committed, the own times of the checks newly
 * stored (the ingestion lag).
 */
export async function ingestChecks(
  db: Db,
  storage: StorageDriver,
  device: DeviceContext,
  checks: HealthCheckEvent[],
  onStored: (eventTimes: Date[]) => void = () => undefined,
): Promise<HealthCheckBatchResult> {
  const [[org], people, thresholds, usable] = await Promise.all([
    db.select({ timeZone: organisations.timeZone }).from(organisations).where(eq(organisations.id, device.kigId)),
    recognise(db, device.kigId, checks),
    thresholdsOf(db, device.kigId),
    usablePhotoPaths(
      db,
      device.kigId,
      checks.flatMap((c) => c.photos),
    ),
  ]);
  // A photo that is not the kindergarten's confirmed upload is dropped; the check itself is kept.
  const droppedPhotos: HealthCheckBatchResult['droppedPhotos'] = [];
  const timeZone = org?.timeZone ?? 'Asia/Shanghai';
  const rejected: HealthCheckBatchResult['rejected'] = [];
  const seen = new Set<string>();
  let repeatedInBatch = 0;
  const pending: { check: HealthCheckEvent; studentId: string }[] = [];
  for (const check of checks) {
    if (seen.has(check.recordId)) {
      repeatedInBatch++;
      continue;
    }
    seen.add(check.recordId);
    const person = people.get(credentialKey(check.method, check.credential));
    if (person?.personKind !== 'student') {
      rejected.push({ recordId: check.recordId, reason: 'unknownPerson' });
      continue;
    }
    pending.push({ check, studentId: person.personId });
  }
  const classOf = new Map<string, string>();
  const childIds = [...new Set(pending.map((p) => p.studentId))];
  // The consent states as they stand now: a withdrawal committed before this batch counts for it.
  const [classRows, consent] = pending.length
    ? await Promise.all([
        db
          .select({ id: students.id, classId: students.classId })
          .from(students)
          .where(and(eq(students.kigId, device.kigId), inArray(students.id, childIds))),
        consentStates(db, device.kigId, childIds),
      ])
    : [[], new Map()];
  for (const r of classRows) classOf.set(r.id, r.classId);
  // Photos of children without face-photo consent: not kept, and deleted from storage.
  const withheld: string[] = [];
  const rows = pending.map(({ check, studentId }) => {
    const at = new Date(check.time);
    const temperature = Math.round(check.temperature * 10);
    const findings = { temperature, hand: check.hand, mouth: check.mouth, trauma: check.trauma, nails: check.nails };
    const reasons = abnormalReasons(findings, thresholds);
    const faceConsent = consentGiven(consent.get(studentId)?.facePhotos);
    for (const path of check.photos) {
      if (!usable.has(path)) droppedPhotos.push({ recordId: check.recordId, path, reason: 'notUsable' });
      else if (!faceConsent) {
        droppedPhotos.push({ recordId: check.recordId, path, reason: 'noFaceConsent' });
        withheld.push(path);
      }
    }
    return {
      id: newId(),
      kig_id: device.kigId,
      device_id: device.id,
      device_record_id: check.recordId,
      student_id: studentId,
      class_id: classOf.get(studentId) ?? null,
      session: check.session,
      school_day: todayIn(timeZone, at),
      checked_at: at.toISOString(),
      ...findings,
      abnormal: reasons.length > 0,
      reasons,
      review: reviewOf(reasons, check.unclear),
      photos: faceConsent ? check.photos.filter((path) => usable.has(path)) : [],
      photos_withheld: !faceConsent && check.photos.length > 0 ? 'noFaceConsent' : null,
    };
  });
  // Deleted before the checks are written: should the store fail, the batch fails and is sent again, and no photo stays.
  if (withheld.length) await removeUploads(db, storage, withheld);
  let accepted = 0;
  if (rows.length) {
    // The checks and the summaries of their days in one transaction: a check counts once it is acknowledged.
    // A month without its partition yet is made first: a check of any date is stored.
    const stored = await writingDays(
      db,
      HEALTH_CHECKS_BY_MONTH,
      rows.map((r) => r.school_day),
      () =>
        db.transaction(async (tx) => {
          const result = await tx.execute(sql`
        insert into health_checks (id, kig_id, device_id, device_record_id, student_id, class_id, session, school_day, checked_at,
          temperature, hand, mouth, trauma, nails, abnormal, reasons, review, photos, photos_withheld)
        select id, kig_id, device_id, device_record_id, student_id, class_id, session, school_day, checked_at,
          temperature, hand, mouth, trauma, nails, abnormal, reasons, review, photos, photos_withheld
        from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as x(
          id uuid, kig_id uuid, device_id uuid, device_record_id text, student_id uuid, class_id uuid, session text, school_day date,
          checked_at timestamptz, temperature int, hand text, mouth text, trauma text, nails text, abnormal boolean, reasons jsonb,
          review text, photos jsonb, photos_withheld text)
        -- A resent check has its first sending's time, so its school day: the key with the day (the partition key) finds it.
        on conflict (kig_id, device_id, device_record_id, school_day) do nothing
        returning id`);
          const ids = new Set(rowsOf<{ id: string }>(result).map((r) => r.id));
          const fresh = rows.filter((r) => ids.has(r.id));
          await refreshHealthDays(
            tx,
            device.kigId,
            fresh.map((r) => r.school_day),
          );
          return fresh;
        }),
    );
    accepted = stored.length;
    onStored(stored.map((r) => new Date(r.checked_at)));
  }
  return { accepted, duplicates: rows.length - accepted + repeatedInBatch, rejected, droppedPhotos };
}
