import { type KigGroupListQuery, type Locale, translate } from '@kg/domain';
import type { SessionContext } from '../../platform/context.js';
import type { Db } from '../../platform/db.js';
import { type ReportFile, reportWorkbook } from '../../platform/xlsx/report-sheet.js';
import { groupHistory, groupKigs, groupList } from './kig-group.service.js';

/** The groups (of a name, if given) with their kindergartens now, then every membership of them with its dates, in the reader's language. */
export async function kigGroupSheet(db: Db, ctx: SessionContext, q: KigGroupListQuery, locale: Locale, today: string): Promise<ReportFile> {
  const tr = (key: string, params?: Record<string, string | number>) => translate(locale, `kigGroup.${key}`, params);
  const groups = await groupList(db, ctx, q);
  const rows: (string | number)[][] = [];
  const history: (string | number)[][] = [];
  const day = (at: string | null) => (at ? at.slice(0, 10) : '');
  for (const g of groups) {
    for (const k of await groupKigs(db, ctx, g.id)) rows.push([g.code, g.name, g.agentName ?? '', k.code, k.name, day(k.since)]);
    for (const h of await groupHistory(db, ctx, { groupId: g.id })) history.push([g.name, h.kigName, day(h.fromAt), day(h.toAt), h.movedInBy ?? '', h.movedOutBy ?? '']);
  }
  const buffer = await reportWorkbook({
    name: today,
    title: tr('sheetTitle', { date: today }),
    tables: [
      {
        caption: tr('groupsCaption'),
        head: [tr('groupCode'), tr('group'), tr('agent'), tr('kigCode'), tr('kigName'), tr('since')],
        rows,
        total: [tr('total'), String(groups.length), '', '', String(rows.length), ''],
      },
      { caption: tr('historyCaption'), head: [tr('group'), tr('kigName'), tr('fromAt'), tr('toAt'), tr('movedInBy'), tr('movedOutBy')], rows: history },
    ],
    firstWidth: 18,
  });
  return { buffer, fileName: `${tr('fileName')}-${today}.xlsx` };
}
