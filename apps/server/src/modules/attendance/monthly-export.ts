import { DAY_STATUSES, type Locale, type PersonKind, translate } from '@kg/domain';
import ExcelJS from 'exceljs';
import type { SessionContext } from '../../platform/context.js';
import type { Db } from '../../platform/db.js';
import { kindergartenOf } from '../../platform/tenancy/kindergarten-of.js';
import { monthRange } from './attendance-report.service.js';
import { type PersonDay, personDays } from './person-days.js';
import { datesBetween } from './day-evaluation.js';

const TALLIES = ['normal', 'late', 'leftEarly', 'absent', 'leave'] as const;

/**
 * The monthly report as a sheet: one row per person, one column per day with the day's symbol, then
 * the month's tallies; a legend below. Headed in the reader's language.
 */
export async function monthlySheet(db: Db, ctx: SessionContext, query: { kigId?: string; month: string; personKind: PersonKind }, locale: Locale, now: Date) {
  const kig = await kindergartenOf(db, ctx, query.kigId);
  const { from, to } = monthRange(query.month);
  const { people, days } = await personDays(db, kig, query.personKind, from, to, now);
  const dates = datesBetween(from, to);
  const byPerson = new Map<string, Map<string, PersonDay>>();
  for (const d of days) {
    const row = byPerson.get(d.person.id) ?? new Map<string, PersonDay>();
    row.set(d.date, d);
    byPerson.set(d.person.id, row);
  }
  const tr = (key: string, params?: Record<string, string | number>) => translate(locale, key, params);
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet(query.month);
  const students = query.personKind === 'student';
  const head = [tr('attendance.sheet.person'), ...(students ? [tr('attendance.sheet.className'), tr('attendance.sheet.number')] : [])];
  const tallyHeads = [tr('attendance.sheet.workDays'), ...TALLIES.map((s) => tr(`attendance.status.${s}`))];
  sheet.addRow([tr('attendance.sheet.monthlyTitle', { kig: kig.name, month: query.month })]).font = { bold: true, size: 14 };
  const header = sheet.addRow([...head, ...dates.map((d) => Number(d.slice(8))), ...tallyHeads]);
  header.font = { bold: true };
  for (const person of people) {
    const row = byPerson.get(person.id) ?? new Map<string, PersonDay>();
    const tallies = { workDays: 0, normal: 0, late: 0, leftEarly: 0, absent: 0, leave: 0 };
    const cells = dates.map((date) => {
      const day = row.get(date);
      if (!day) return '';
      if (day.workDay) tallies.workDays++;
      if (day.status === 'lateAndLeftEarly') {
        tallies.late++;
        tallies.leftEarly++;
      } else if (day.status in tallies && day.workDay) tallies[day.status as (typeof TALLIES)[number]]++;
      return tr(`attendance.symbol.${day.status}`);
    });
    sheet.addRow([person.name, ...(students ? [person.className ?? '', person.studentNumber ?? ''] : []), ...cells, tallies.workDays, ...TALLIES.map((s) => tallies[s])]);
  }
  sheet.addRow([]);
  sheet.addRow([tr('attendance.sheet.legend'), ...DAY_STATUSES.map((s) => `${tr(`attendance.symbol.${s}`)} ${tr(`attendance.status.${s}`)}`)]);
  sheet.getColumn(1).width = 14;
  for (let i = head.length + 1; i <= head.length + dates.length; i++) sheet.getColumn(i).width = 4.5;
  sheet.views = [{ state: 'frozen', xSplit: head.length, ySplit: 2 }];
  return { buffer: Buffer.from(await workbook.xlsx.writeBuffer()), fileName: `${kig.name}-${query.month}.xlsx` };
}
