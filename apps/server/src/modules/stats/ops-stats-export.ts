import { type Locale, OPS_STATS_FIGURES, OPS_STATS_MONTH_FIGURES, type OpsStatsQuery, translate, UNKNOWN_AREA } from '@kg/domain';
import type { SessionContext } from '../../platform/context.js';
import type { Db } from '../../platform/db.js';
import { type ReportFile, reportWorkbook } from '../../platform/xlsx/report-sheet.js';
import { opsStats } from './ops-stats.service.js';

/** Amounts in yuan, as the money columns of every export. */
const cell = (key: string, value: number) => (key === 'revenueFen' ? value / 100 : value);

/**
 * The data stats of a period and area as one sheet in the reader's language: the areas under the level drilled
 * to (or its kindergartens), then the months, each table with its totals row.
 */
export async function opsStatsSheet(db: Db, ctx: SessionContext, q: OpsStatsQuery, locale: Locale, now: Date): Promise<ReportFile> {
  const tr = (key: string, params?: Record<string, string | number>) => translate(locale, `opsStats.${key}`, params);
  const stats = await opsStats(db, ctx, q, now);
  const scope = stats.kindergarten?.kigName ?? (q.areaCode === UNKNOWN_AREA ? tr('unknownArea') : stats.areaPath.map((a) => a.name).join(' / ') || tr('country'));
  const figureHead = OPS_STATS_FIGURES.map((k) => tr(`figures.${k}`));
  const buffer = await reportWorkbook({
    name: `${q.from}~${q.to}`,
    title: tr('sheetTitle', { scope, from: q.from, to: q.to }),
    tables: [
      {
        caption: tr('byArea'),
        head: [tr('area'), ...figureHead],
        rows: [
          ...stats.areas.map((a) => [a.areaCode === UNKNOWN_AREA ? tr('unknownArea') : a.areaName, ...OPS_STATS_FIGURES.map((k) => cell(k, a[k]))]),
          ...stats.kindergartens.map((k) => [k.kigName, ...OPS_STATS_FIGURES.map((f) => cell(f, k[f]))]),
        ],
        total: [tr('total'), ...OPS_STATS_FIGURES.map((k) => cell(k, stats.totals[k]))],
      },
      {
        caption: tr('byMonth'),
        head: [tr('month'), ...OPS_STATS_MONTH_FIGURES.map((k) => tr(`figures.${k}`))],
        rows: stats.months.map((m) => [m.month, ...OPS_STATS_MONTH_FIGURES.map((k) => cell(k, m[k]))]),
      },
    ],
    firstWidth: 24,
  });
  return { buffer, fileName: `${tr('fileName')}-${scope}-${q.from}-${q.to}.xlsx` };
}
