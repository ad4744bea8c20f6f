import {
  type Locale,
  recordStateKey,
  type ReportColumn,
  SCHOOL_RECORD_COLUMNS,
  type SchoolRecord,
  type SchoolRecordsQuery,
  TEACHER_TOTALS_COLUMNS,
  type TeacherTotalsQuery,
  type TeacherTotalsRow,
  translate,
} from '@kg/domain';
import type { SessionContext } from '../../platform/context.js';
import { localDateTime } from '../../platform/dates.js';
import type { Db } from '../../platform/db.js';
import type { Kindergarten } from '../../platform/tenancy/kindergarten-of.js';
import { type ReportCell, type ReportFile, reportWorkbook } from '../../platform/xlsx/report-sheet.js';
import { allSchoolRecords, teacherTotals } from './school-records.service.js';

type Tr = (key: string, params?: Record<string, string | number>) => string;

/** The columns a sheet shows: the kindergarten's only when it is of more than one (as the screen). */
const shown = <R>(columns: readonly ReportColumn<R>[], kigs: readonly Kindergarten[], kigId: string | undefined) => columns.filter((c) => !c.group || (!kigId && kigs.length > 1));

/** Whose report it is: the kindergarten's name, or the group's when it is of all its kindergartens. */
const ownerOf = (ctx: SessionContext, kigs: readonly Kindergarten[], kigId: string | undefined) => (kigId || kigs.length === 1 ? (kigs[0]?.name ?? ctx.orgName) : ctx.orgName);

/** A record's cell as the screen reads it: labels in the reader's language, instants on its kindergarten's clocks. */
function recordCell(tr: Tr, column: ReportColumn<SchoolRecord>, r: SchoolRecord): ReportCell {
  const value = r[column.key];
  if (column.type === 'kind') return tr(`school.records.kind.${r.kind}`);
  if (column.type === 'state') return tr(recordStateKey(r.kind, r.state));
  if (column.type === 'instant') return typeof value === 'string' ? localDateTime(new Date(value), r.timeZone).slice(0, 16) : '';
  return value ?? '';
}

/** Every record the filters select, as one sheet. */
export async function recordsSheet(db: Db, ctx: SessionContext, q: SchoolRecordsQuery, locale: Locale): Promise<ReportFile> {
  const tr: Tr = (key, params) => translate(locale, key, params);
  const { records, kigs } = await allSchoolRecords(db, ctx, q);
  const columns = shown(SCHOOL_RECORD_COLUMNS, kigs, q.kigId);
  const owner = ownerOf(ctx, kigs, q.kigId);
  const buffer = await reportWorkbook({
    name: `${q.from}~${q.to}`,
    title: tr('school.records.sheetTitle', { kig: owner, from: q.from, to: q.to }),
    tables: [{ head: columns.map((c) => tr(c.title)), rows: records.map((r) => columns.map((c) => recordCell(tr, c, r))) }],
    firstWidth: 20,
  });
  return { buffer, fileName: `${owner}-${q.from}-${q.to}.xlsx` };
}

/** The teacher totals of a period with their totals row, as one sheet. */
export async function teacherTotalsSheet(db: Db, ctx: SessionContext, q: TeacherTotalsQuery, locale: Locale): Promise<ReportFile> {
  const tr: Tr = (key, params) => translate(locale, key, params);
  const totals = await teacherTotals(db, ctx, q);
  const columns = shown(TEACHER_TOTALS_COLUMNS, totals.kigs, q.kigId);
  const owner = ownerOf(ctx, totals.kigs, q.kigId);
  const cell = (c: ReportColumn<TeacherTotalsRow>, r: TeacherTotalsRow): ReportCell => r[c.key];
  const buffer = await reportWorkbook({
    name: `${q.from}~${q.to}`,
    title: tr('school.teacherTotals.sheetTitle', { kig: owner, from: q.from, to: q.to }),
    tables: [
      {
        head: columns.map((c) => tr(c.title)),
        rows: totals.rows.map((r) => columns.map((c) => cell(c, r))),
        total: columns.map((c, i) => (c.type === 'count' ? totals.totals[c.key as keyof typeof totals.totals] : i === 0 ? tr('school.teacherTotals.total') : '')),
      },
    ],
    firstWidth: 20,
  });
  return { buffer, fileName: `${owner}-${q.from}-${q.to}.xlsx` };
}
