import { type InstitutionListQuery, type Locale, translate } from '@kg/domain';
import { areaPath } from '../../platform/area-codes.js';
import type { SessionContext } from '../../platform/context.js';
import type { Db } from '../../platform/db.js';
import { type ReportFile, reportWorkbook } from '../../platform/xlsx/report-sheet.js';
import { institutionContracts, institutionList } from './institution.service.js';

/** The institutions (of a name, if given) with their figures, then every contract of theirs with where it stands, in the reader's language. */
export async function institutionSheet(db: Db, ctx: SessionContext, q: InstitutionListQuery, locale: Locale, today: string): Promise<ReportFile> {
  const tr = (key: string, params?: Record<string, string | number>) => translate(locale, `institution.${key}`, params);
  const institutions = await institutionList(db, ctx, q);
  const contracts: (string | number)[][] = [];
  for (const i of institutions) {
    for (const k of await institutionContracts(db, ctx, i.id)) contracts.push([i.name, k.kigCode, k.kigName, k.beginDate, k.endDate, tr(`state.${k.state}`)]);
  }
  const sum = (pick: (i: (typeof institutions)[number]) => number) => String(institutions.reduce((n, i) => n + pick(i), 0));
  const buffer = await reportWorkbook({
    name: today,
    title: tr('sheetTitle', { date: today }),
    tables: [
      {
        caption: tr('institutionsCaption'),
        head: [tr('code'), tr('name'), tr('area'), tr('contactName'), tr('contactPhone'), tr('status'), tr('expertGroups'), tr('accounts'), tr('runningKigs'), tr('contracts')],
        rows: institutions.map((i) => [
          i.code,
          i.name,
          i.areaCode
            ? areaPath(i.areaCode)
                .map((a) => a.name)
                .join(' ')
            : '',
          i.contactName ?? '',
          i.contactPhone ?? '',
          translate(locale, `status.${i.status}`),
          i.expertGroups,
          i.accounts,
          i.runningKigs,
          i.contracts,
        ]),
        total: [tr('total'), String(institutions.length), '', '', '', '', sum((i) => i.expertGroups), sum((i) => i.accounts), sum((i) => i.runningKigs), sum((i) => i.contracts)],
      },
      { caption: tr('contractsCaption'), head: [tr('name'), tr('kigCode'), tr('kigName'), tr('beginDate'), tr('endDate'), tr('service')], rows: contracts },
    ],
    firstWidth: 18,
  });
  return { buffer, fileName: `${tr('fileName')}-${today}.xlsx` };
}
