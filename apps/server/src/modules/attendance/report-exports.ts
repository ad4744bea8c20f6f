import { type AttendanceCounts, type Locale, type RecordsQuery, translate } from '@kg/domain';
import type { SessionContext } from '../../platform/context.js';
import { localDateTime } from '../../platform/dates.js';
import type { Db } from '../../platform/db.js';
import { type ReportCell, type ReportFile, reportWorkbook } from '../../platform/xlsx/report-sheet.js';
import { kindergartenOf } from '../../platform/tenancy/kindergarten-of.js';
import { dailyByClass, matchingRecords, notArrived } from './attendance-report.service.js';

const COUNT_KEYS = ['expected', 'present', 'late', 'leftEarly', 'absent', 'leave', 'pending'] as const;

type Tr = (key: string, params?: Record<string, string | number>) => string;
const translator =
  (locale: Locale): Tr =>
  (key, params) =>
    translate(locale, key, params);

/** The counts of a row as the screen shows them: each count, then the rate in percent. */
const countCells = (c: AttendanceCounts): ReportCell[] => [...COUNT_KEYS.map((k) => c[k]), c.rate];

function countHead(tr: Tr, first: string): string[] {
  return [first, ...COUNT_KEYS.map((k) => tr(k === 'pending' ? 'attendance.status.pending' : `attendance.counts.${k}`)), tr('attendance.sheet.ratePercent')];
}

/** The daily report as a sheet: the children by class with their total, then the staff. */
export async function dailySheet(db: Db, ctx: SessionContext, query: { kigId?: string; date?: string }, locale: Locale, now: Date): Promise<ReportFile> {
  const tr = translator(locale);
  const kig = await kindergartenOf(db, ctx, query.kigId);
  const day = await dailyByClass(db, ctx, { ...query, kigId: kig.id }, now);
  const buffer = await reportWorkbook({
    name: day.date,
    title: tr('attendance.sheet.dailyTitle', { kig: kig.name, date: day.date }),
    tables: [
      {
        caption: tr('attendance.sheet.children'),
        head: countHead(tr, tr('attendance.sheet.className')),
        rows: day.classes.map((c) => [c.className, ...countCells(c)]),
        total: [tr('attendance.sheet.total'), ...countCells(day.students)],
      },
      { head: countHead(tr, ''), rows: [[tr('attendance.sheet.staff'), ...countCells(day.teachers)]] },
    ],
  });
  return { buffer, fileName: `${kig.name}-${day.date}.xlsx` };
}

/** The children not arrived on a day (of a class, or all), and how many are on leave. */
export async function noCheckSheet(db: Db, ctx: SessionContext, query: { kigId?: string; date?: string; classId?: string }, locale: Locale, now: Date): Promise<ReportFile> {
  const tr = translator(locale);
  const kig = await kindergartenOf(db, ctx, query.kigId);
  const list = await notArrived(db, ctx, { ...query, kigId: kig.id }, now);
  const buffer = await reportWorkbook({
    name: list.date,
    title: tr('attendance.sheet.noCheckTitle', { kig: kig.name, date: list.date }),
    tables: [
      {
        head: [tr('attendance.sheet.person'), tr('attendance.sheet.number'), tr('attendance.sheet.className'), tr('attendance.sheet.cardNo')],
        rows: list.students.map((s) => [s.name, s.studentNumber ?? '', s.className, s.cardNo ?? '']),
        total: [tr('attendance.sheet.notArrived', { count: list.students.length }), tr('attendance.sheet.onLeave', { count: list.onLeave })],
      },
    ],
  });
  return { buffer, fileName: `${kig.name}-${list.date}-${tr('attendance.sheet.noCheckName')}.xlsx` };
}

/** A report's person-days over its range and filters, every one (no paging), times on the kindergarten's clocks. */
export async function recordsSheet(db: Db, ctx: SessionContext, query: Omit<RecordsQuery, 'pageNumber' | 'pageSize'>, locale: Locale, now: Date): Promise<ReportFile> {
  const tr = translator(locale);
  const { kig, records } = await matchingRecords(db, ctx, query, now);
  const children = query.personKind === 'student';
  const time = (at: string | null) => (at ? localDateTime(new Date(at), kig.timeZone).slice(11, 16) : '');
  const buffer = await reportWorkbook({
    name: `${query.from}~${query.to}`,
    title: tr('attendance.sheet.reportTitle', { kig: kig.name, from: query.from, to: query.to }),
    tables: [
      {
        head: [
          tr('attendance.sheet.date'),
          tr('attendance.sheet.person'),
          ...(children ? [tr('attendance.sheet.className'), tr('attendance.sheet.number')] : []),
          tr('attendance.sheet.status'),
          tr('attendance.sheet.firstIn'),
          tr('attendance.sheet.lastOut'),
        ],
        rows: records.map((r) => [
          r.date,
          r.name,
          ...(children ? [r.className ?? '', r.studentNumber ?? ''] : []),
          tr(`attendance.status.${r.status}`),
          time(r.firstIn),
          time(r.lastOut),
        ]),
      },
    ],
    firstWidth: 12,
  });
  return { buffer, fileName: `${kig.name}-${query.from}-${query.to}.xlsx` };
}
