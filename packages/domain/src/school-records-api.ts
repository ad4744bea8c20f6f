import { z } from 'zod';
import './zod-messages.js';
import { MAX_PAGE_SIZE } from './app-types.js';
import { isRealDate } from './entity/schemas.js';

/**
 * School -> Records and Teacher totals (issue 15): what a kindergarten published in a period and who
 * drafted, reviewed and published it; and per staff member, what they drafted, published and answered.
 * Columns are declared once here: the screen's table and the export's sheet are both made from them.
 */
export const RECORD_KINDS = ['activity', 'notice', 'news'] as const;
export type RecordKind = (typeof RECORD_KINDS)[number];

/** Longest period of the records and totals, in days (a school year). */
export const MAX_RECORD_DAYS = 366;

const dateString = z.string().refine(isRealDate, { error: 'validation.format.date' });

/** A period of at most MAX_RECORD_DAYS days, both ends counted, the end not before the start. */
function checkPeriod(q: { from: string; to: string }, ctx: z.RefinementCtx): void {
  if (!isRealDate(q.from) || !isRealDate(q.to)) return;
  if (q.to < q.from) ctx.addIssue({ code: 'custom', path: ['to'], message: 'validation.date.endBeforeBegin' });
  else if ((Date.parse(q.to) - Date.parse(q.from)) / 86_400_000 >= MAX_RECORD_DAYS) ctx.addIssue({ code: 'custom', path: ['to'], message: 'validation.rangeTooLong' });
}

/** A period judged in each kindergarten's own time zone; a group's reach unless one kindergarten is named. */
const periodFields = { kigId: z.uuid().optional(), from: dateString, to: dateString };

/** POST /school/records/list: the items published in a period, newest first. */
export const schoolRecordsQuerySchema = z
  .object({
    ...periodFields,
    kind: z.enum(RECORD_KINDS).optional(),
    /** Who drafted, reviewed or published it (an account). */
    personId: z.uuid().optional(),
    pageNumber: z.coerce.number().int().min(1, { error: 'validation.outOfRange' }).default(1),
    pageSize: z.coerce.number().int().min(1, { error: 'validation.outOfRange' }).max(MAX_PAGE_SIZE, { error: 'validation.pageSizeTooLarge' }).default(20),
  })
  .superRefine(checkPeriod);
export type SchoolRecordsQuery = z.infer<typeof schoolRecordsQuerySchema>;

/** POST /school/teacherTotals/list: per staff member (and kindergarten), the period's counts. */
export const teacherTotalsQuerySchema = z.object(periodFields).superRefine(checkPeriod);
export type TeacherTotalsQuery = z.infer<typeof teacherTotalsQuerySchema>;

const instant = z.iso.datetime().nullable();

/** One published item: its facts from its own row (created_by/at, reviewed_by/at, published_by/at). */
export const schoolRecordSchema = z.object({
  id: z.string(),
  kind: z.enum(RECORD_KINDS),
  kigId: z.string(),
  kigName: z.string(),
  /** The kindergarten's zone: the instants are shown on its clocks. */
  timeZone: z.string(),
  title: z.string(),
  /** Its state now (a value of its kind's states). */
  state: z.string(),
  draftedBy: z.string().nullable(),
  draftedAt: instant,
  reviewedBy: z.string().nullable(),
  reviewedAt: instant,
  publishedBy: z.string().nullable(),
  publishedAt: instant,
});
export type SchoolRecord = z.infer<typeof schoolRecordSchema>;

export const schoolRecordPageSchema = z.object({
  records: z.array(schoolRecordSchema),
  total: z.number().int(),
  pageNumber: z.number().int(),
  pageSize: z.number().int(),
  /** Whom the person filter offers: the staff of the kindergartens (and the session's own organisation). */
  people: z.array(z.object({ id: z.string(), name: z.string() })),
});
export type SchoolRecordPage = z.infer<typeof schoolRecordPageSchema>;

export const TEACHER_COUNTS = ['activitiesDrafted', 'activitiesPublished', 'noticesPublished', 'newsPublished', 'lettersAnswered'] as const;
export type TeacherCount = (typeof TEACHER_COUNTS)[number];
const countsShape = Object.fromEntries(TEACHER_COUNTS.map((k) => [k, z.number().int()])) as Record<TeacherCount, z.ZodNumber>;

export const teacherTotalsRowSchema = z.object({ kigId: z.string(), kigName: z.string(), userId: z.string(), name: z.string(), ...countsShape });
export type TeacherTotalsRow = z.infer<typeof teacherTotalsRowSchema>;

export const teacherTotalsSchema = z.object({ from: z.string(), to: z.string(), rows: z.array(teacherTotalsRowSchema), totals: z.object(countsShape) });
export type TeacherTotals = z.infer<typeof teacherTotalsSchema>;

/**
 * A report's column: the row's field, how its value reads (`instant`: on the kindergarten's clocks;
 * `kind`/`state`: a label; `count`: right-aligned, summed) and its title's key. `group` columns are
 * shown to a group only (the kindergarten).
 */
export interface ReportColumn<R> {
  key: keyof R & string;
  type: 'text' | 'instant' | 'kind' | 'state' | 'count';
  title: string;
  group?: boolean;
}

export const SCHOOL_RECORD_COLUMNS = [
  { key: 'kigName', type: 'text', title: 'school.records.columns.kigName', group: true },
  { key: 'title', type: 'text', title: 'school.records.columns.title' },
  { key: 'kind', type: 'kind', title: 'school.records.columns.kind' },
  { key: 'draftedBy', type: 'text', title: 'school.records.columns.draftedBy' },
  { key: 'draftedAt', type: 'instant', title: 'school.records.columns.draftedAt' },
  { key: 'reviewedBy', type: 'text', title: 'school.records.columns.reviewedBy' },
  { key: 'reviewedAt', type: 'instant', title: 'school.records.columns.reviewedAt' },
  { key: 'publishedBy', type: 'text', title: 'school.records.columns.publishedBy' },
  { key: 'publishedAt', type: 'instant', title: 'school.records.columns.publishedAt' },
  { key: 'state', type: 'state', title: 'school.records.columns.state' },
] as const satisfies readonly ReportColumn<SchoolRecord>[];

export const TEACHER_TOTALS_COLUMNS = [
  { key: 'kigName', type: 'text', title: 'school.records.columns.kigName', group: true },
  { key: 'name', type: 'text', title: 'school.teacherTotals.columns.name' },
  ...TEACHER_COUNTS.map((key) => ({ key, type: 'count' as const, title: `school.teacherTotals.columns.${key}` as const })),
] as const satisfies readonly ReportColumn<TeacherTotalsRow>[];

/** The dictionary key of an item's state label (each kind has its own states). */
export const recordStateKey = (kind: RecordKind, state: string) => `entity.${kind}.values.state.${state}`;
