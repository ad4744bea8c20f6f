import { ABNORMAL_KINDS, type CheckSession, entityKeys, healthCheckEntity, type HealthCounts, type Locale, TEMPERATURE_BANDS, translate } from '@kg/domain';
import type { SessionContext } from '../../platform/context.js';
import type { Db } from '../../platform/db.js';
import { type ReportFile, reportWorkbook } from '../../platform/xlsx/report-sheet.js';
import { kindergartenOf } from '../../platform/tenancy/kindergarten-of.js';
import { healthDaily } from './health-stats.service.js';

const COUNT_KEYS = ['expected', 'checked', 'notChecked', 'abnormal', 'pendingReview'] as const;
const counts = (c: HealthCounts) => COUNT_KEYS.map((k) => c[k]);

/** A day's morning or afternoon checks as a sheet in the reader's language: by class with the total, by kind, by temperature. */
export async function healthDailySheet(
  db: Db,
  ctx: SessionContext,
  query: { kigId?: string; date?: string; session: CheckSession },
  locale: Locale,
  now: Date,
): Promise<ReportFile> {
  const tr = (key: string, params?: Record<string, string | number>) => translate(locale, key, params);
  const kig = await kindergartenOf(db, ctx, query.kigId);
  const day = await healthDaily(db, ctx, { ...query, kigId: kig.id }, now);
  const session = tr(entityKeys.value(healthCheckEntity, 'session', query.session));
  const buffer = await reportWorkbook({
    name: day.date,
    title: tr('health.sheet.dailyTitle', { kig: kig.name, date: day.date, session }),
    tables: [
      {
        caption: tr('health.sheet.byClass'),
        head: [tr('health.sheet.className'), ...COUNT_KEYS.map((k) => tr(`health.sheet.${k}`))],
        rows: day.classes.map((c) => [c.className, ...counts(c)]),
        total: [tr('health.sheet.total'), ...counts(day)],
      },
      {
        caption: tr('health.sheet.byKind'),
        head: [tr('health.sheet.kind'), tr('health.sheet.count')],
        rows: ABNORMAL_KINDS.map((kind) => [tr(entityKeys.value(healthCheckEntity, 'reasons', kind)), day.byKind[kind] ?? 0]),
      },
      {
        caption: tr('health.sheet.bands'),
        head: [tr('health.sheet.band'), tr('health.sheet.count')],
        rows: TEMPERATURE_BANDS.map((band, i) => [tr(`health.bands.${band.key}`), day.temperatures[i] ?? 0]),
      },
    ],
  });
  return { buffer, fileName: `${kig.name}-${day.date}-${session}.xlsx` };
}
