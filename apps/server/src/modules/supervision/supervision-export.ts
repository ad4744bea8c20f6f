import { type Locale, translate } from '@kg/domain';
import type { SessionContext } from '../../platform/context.js';
import type { Db } from '../../platform/db.js';
import { type ReportFile, reportWorkbook } from '../../platform/xlsx/report-sheet.js';
import { supervisionOverview } from './supervision-overview.service.js';

const COLUMNS = ['expected', 'present', 'sickLeave', 'checked', 'abnormal', 'fever', 'openAlerts', 'epidemicReports'] as const;

/** The area overview as a sheet in the reader's language: a kindergarten a row, with the totals. */
export async function overviewSheet(db: Db, ctx: SessionContext, query: { date?: string; month?: string }, locale: Locale, now: Date): Promise<ReportFile> {
  const tr = (key: string, params?: Record<string, string | number>) => translate(locale, key, params);
  const o = await supervisionOverview(db, ctx, query, now);
  const period = o.from === o.to ? o.from : `${o.from} ~ ${o.to}`;
  const buffer = await reportWorkbook({
    name: o.from.slice(0, o.from === o.to ? 10 : 7),
    title: tr('supervision.sheet.title', { org: ctx.orgName, period }),
    tables: [
      {
        caption: tr('supervision.sheet.byKindergarten'),
        head: [tr('supervision.figures.kigName'), ...COLUMNS.map((k) => tr(`supervision.figures.${k}`))],
        rows: o.kindergartens.map((k) => [k.kigName, ...COLUMNS.map((c) => k[c])]),
        total: [
          tr('supervision.figures.total'),
          ...COLUMNS.map((c) => (c === 'openAlerts' || c === 'epidemicReports' ? o.kindergartens.reduce((n, k) => n + k[c], 0) : o.totals[c])),
        ],
      },
    ],
  });
  return { buffer, fileName: `${ctx.orgName}-${period}.xlsx` };
}
