import { type Locale, translate, weekDays } from '@kg/domain';
import type { SessionContext } from '../../platform/context.js';
import type { Db } from '../../platform/db.js';
import { type ReportFile, reportWorkbook } from '../../platform/xlsx/report-sheet.js';
import { timetableWeek } from './timetable.service.js';

/** A class's week as a sheet in the reader's language: a row per period, a column per day. */
export async function timetableSheet(db: Db, ctx: SessionContext, query: { classId: string; week?: string }, locale: Locale, now: Date): Promise<ReportFile> {
  const tr = (key: string, params?: Record<string, string | number>) => translate(locale, key, params);
  const week = await timetableWeek(db, ctx, query, now);
  const days = weekDays(week.weekStart);
  const cell = (day: string, period: number) => {
    const lesson = week.lessons.find((l) => l.day === day && l.period === period);
    if (!lesson) return '';
    return lesson.teacher ? tr('punctuation.aside', { text: lesson.subject, detail: lesson.teacher }) : lesson.subject;
  };
  const buffer = await reportWorkbook({
    name: week.weekStart,
    title: tr('meals.timetable.sheetTitle', { className: week.className, weekStart: week.weekStart }),
    tables: [
      {
        head: ['', ...days.map((day, i) => `${tr(`meals.weekday.${i + 1}`)} ${day.slice(5)}`)],
        rows: week.periods.map((p, i) => [`${tr('meals.timetable.period', { n: i + 1 })} ${p.start}-${p.end}`, ...days.map((day) => cell(day, i + 1))]),
      },
    ],
    firstWidth: 18,
  });
  return { buffer, fileName: `${week.className}-${week.weekStart}.xlsx` };
}
