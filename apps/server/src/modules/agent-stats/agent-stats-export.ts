import { type AgentStatsQuery, type Locale, translate } from '@kg/domain';
import type { SessionContext } from '../../platform/context.js';
import type { Db } from '../../platform/db.js';
import { type ReportFile, reportWorkbook } from '../../platform/xlsx/report-sheet.js';
import { agentStats } from './agent-stats.service.js';

/** The statistics of a period as one sheet in the reader's language: the months, then the kindergartens, each with its totals row. */
export async function agentStatsSheet(db: Db, ctx: SessionContext, q: AgentStatsQuery, locale: Locale): Promise<ReportFile> {
  const tr = (key: string, params?: Record<string, string | number>) => translate(locale, `agency.stats.${key}`, params);
  const stats = await agentStats(db, ctx, q);
  const owner = q.agentId ? (stats.kindergartens[0]?.agentName ?? ctx.orgName) : ctx.orgName;
  const buffer = await reportWorkbook({
    name: `${q.from}~${q.to}`,
    title: tr('sheetTitle', { owner, from: q.from, to: q.to }),
    tables: [
      {
        caption: tr('monthsCaption'),
        head: [tr('month'), tr('opened'), tr('children'), tr('memberships'), tr('membershipYuan')],
        // Amounts in yuan, as the money columns of every export.
        rows: stats.months.map((m) => [m.month, m.opened, m.children, m.memberships, m.membershipFen / 100]),
        total: [tr('total'), stats.totals.opened, '', stats.totals.memberships, stats.totals.membershipFen / 100],
      },
      {
        caption: tr('kigsCaption'),
        head: [tr('kigCode'), tr('kigName'), tr('agent'), tr('openedOn'), tr('childrenNow'), tr('machines')],
        rows: stats.kindergartens.map((k) => [k.kigCode, k.kigName, k.agentName, k.openedOn, k.children, k.machines]),
        total: [tr('total'), String(stats.totals.kindergartens), '', '', stats.totals.children, stats.totals.machines],
      },
    ],
    firstWidth: 18,
  });
  return { buffer, fileName: `${owner}-${q.from}-${q.to}.xlsx` };
}
