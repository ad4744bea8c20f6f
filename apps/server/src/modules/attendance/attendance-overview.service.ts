import type { AttendanceOverview, ReachGroupBy } from '@kg/domain';
import type { SessionContext } from '../../platform/context.js';
import type { Db } from '../../platform/db.js';
import { kindergartensInReach } from '../../platform/tenancy/reach.js';
import { assertAreaCode, groupByArea } from '../system/area-grouping.js';
import { SUMMED_COUNTS, withRate } from './attendance-counts.js';
import { reachSums } from './attendance-reach-sums.js';

/**
 * The children of each kindergarten within reach (a group's, an agent's) over a range, counted as
 * each kindergarten's own daily and monthly figures count them (its rule, time zone and today), from
 * the day summaries summed by PostgreSQL, in five statements whatever the number of kindergartens and days; laid out by area on request (see groupByArea).
 */
export async function attendanceOverview(
  db: Db,
  ctx: SessionContext,
  query: { from: string; to: string; groupBy?: ReachGroupBy; areaCode?: string },
  now: Date,
): Promise<AttendanceOverview> {
  assertAreaCode(query.areaCode);
  const kigs = await kindergartensInReach(db, ctx);
  const counted = await reachSums(db, kigs, query.from, query.to, now);
  const rows = kigs.map((kig, i) => ({ kigId: kig.id, kigName: kig.name, areaCode: kig.areaCode ?? null, ...withRate(counted[i]!) }));
  const laid = groupByArea(rows, { groupBy: query.groupBy ?? 'kindergarten', areaCode: query.areaCode }, SUMMED_COUNTS);
  return { from: query.from, to: query.to, ...laid, areas: laid.areas.map(withRate), totals: withRate(laid.totals) };
}
