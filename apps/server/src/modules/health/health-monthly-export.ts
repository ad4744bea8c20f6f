import { entityKeys, healthCheckEntity, type CheckSession, type Locale, percentage, translate } from '@kg/domain';
import ExcelJS from 'exceljs';
import type { SessionContext } from '../../platform/context.js';
import type { Db } from '../../platform/db.js';
import { kindergartenOf } from '../../platform/tenancy/kindergarten-of.js';
import { healthMonthly } from './health-period.service.js';

/** The month's checks as a sheet in the reader's language: by class, then by school day. */
export async function healthMonthlySheet(db: Db, ctx: SessionContext, query: { kigId?: string; month: string; session: CheckSession }, locale: Locale, now: Date) {
  const kig = await kindergartenOf(db, ctx, query.kigId);
  const month = await healthMonthly(db, ctx, { ...query, kigId: kig.id }, now);
  const tr = (key: string, params?: Record<string, string | number>) => translate(locale, key, params);
  const session = tr(entityKeys.value(healthCheckEntity, 'session', query.session));
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet(query.month);
  sheet.addRow([tr('health.sheet.title', { kig: kig.name, month: query.month, session })]).font = { bold: true, size: 14 };
  const heads = ['expected', 'checked', 'abnormal', 'fever', 'rate'].map((k) => tr(`health.sheet.${k}`));
  sheet.addRow([]);
  sheet.addRow([tr('health.sheet.byClass')]).font = { bold: true };
  sheet.addRow([tr('health.sheet.className'), ...heads]).font = { bold: true };
  for (const c of month.classes) sheet.addRow([c.className, c.expected, c.checked, c.abnormal, c.fever, percentage(c.checked, c.expected)]);
  const t = month.totals;
  sheet.addRow(['', t.expected, t.checked, t.abnormal, t.fever, percentage(t.checked, t.expected)]).font = { bold: true };
  sheet.addRow([]);
  sheet.addRow([tr('health.sheet.byDay')]).font = { bold: true };
  sheet.addRow([tr('health.sheet.date'), ...heads]).font = { bold: true };
  for (const d of month.days.filter((x) => x.schoolDay || x.checked > 0)) {
    sheet.addRow([d.date, d.expected, d.checked, d.abnormal, d.fever, percentage(d.checked, d.expected)]);
  }
  sheet.getColumn(1).width = 16;
  return { buffer: Buffer.from(await book.xlsx.writeBuffer()), fileName: `${kig.name}-${query.month}-${session}.xlsx` };
}
