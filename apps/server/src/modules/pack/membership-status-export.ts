import { type Locale, type MembershipState, translate } from '@kg/domain';
import type { Clock } from '../../platform/clock.js';
import type { SessionContext } from '../../platform/context.js';
import { DEFAULT_TIME_ZONE, todayIn } from '../../platform/dates.js';
import type { Db } from '../../platform/db.js';
import { type ReportFile, reportWorkbook } from '../../platform/xlsx/report-sheet.js';
import { membershipStatus } from './membership.service.js';

/** At most this many children in one export: a region's kindergartens at a spreadsheet's pace. */
const MAX_ROWS = 50_000;

/**
 * The membership-state list as one sheet in the reader's language, with the list's filters (kindergarten,
 * state) and in its order: each child's latest membership on its kindergarten's today.
 */
export async function membershipStatusSheet(db: Db, ctx: SessionContext, query: { kigId?: string; state?: MembershipState }, clock: Clock, locale: Locale): Promise<ReportFile> {
  const tr = (key: string, params?: Record<string, string | number>) => translate(locale, `pack.statusSheet.${key}`, params);
  const { records } = await membershipStatus(db, ctx, { ...query, pageNumber: 1, pageSize: MAX_ROWS }, clock);
  const today = todayIn(DEFAULT_TIME_ZONE, clock());
  const buffer = await reportWorkbook({
    name: tr('fileName'),
    title: tr('title', { today }),
    tables: [
      {
        head: [tr('student'), tr('kindergarten'), tr('packageName'), tr('startDate'), tr('endDate'), tr('state'), tr('periods'), tr('renewals')],
        rows: records.map((r) => [r.studentName, r.kigName, r.packageName, r.startDate, r.endDate, translate(locale, `pack.state.${r.state}`), r.periods, r.renewals]),
      },
    ],
    firstWidth: 16,
  });
  return { buffer, fileName: `${tr('fileName')}-${today}.xlsx` };
}
