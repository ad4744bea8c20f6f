import { type AreaSummary, type ReachGroupBy, type ReachRows, UNKNOWN_AREA } from '@kg/domain';
import { badRequest } from '../../platform/errors.js';
import { areaPath, isAreaCode } from '../../platform/area-codes.js';

type Counts<K extends string> = Record<K, number>;

/** Refuses (400) an area code that is neither UNKNOWN_AREA nor in GB/T 2260. */
export function assertAreaCode(code: string | undefined): void {
  if (code && code !== UNKNOWN_AREA && !isAreaCode(code)) throw badRequest([{ field: 'areaCode', message: 'validation.format.area' }]);
}

function sum<K extends string>(rows: Counts<K>[], keys: readonly K[]): Counts<K> {
  const total = Object.fromEntries(keys.map((k) => [k, 0])) as Counts<K>;
  for (const row of rows) for (const k of keys) total[k] += row[k];
  return total;
}

/**
 * Lays out per-kindergarten rows by area, in one pass: the rows within `areaCode` (all without one),
 * then with `groupBy=area` one row per area directly under it (the provinces at the top, and the
 * kindergartens without a known area in UNKNOWN_AREA), their counts summed. A kindergarten located
 * at `areaCode` itself (a district, or a stored city code) stays a kindergarten row. The area
 * levels come from the area data, not the code's digits: a municipality's districts sit right under it.
 */
export function groupByArea<K extends string, R extends { areaCode: string | null } & Counts<K>>(
  rows: readonly R[],
  query: { groupBy: ReachGroupBy; areaCode?: string },
  keys: readonly K[],
): Omit<ReachRows<Counts<K>>, 'kindergartens'> & { kindergartens: R[] } {
  const parent = query.areaCode;
  const areas = new Map<string, Omit<AreaSummary, 'kindergartenCount'> & { rows: R[] }>();
  const kindergartens: R[] = [];
  for (const row of rows) {
    const path = row.areaCode ? areaPath(row.areaCode) : [];
    let next: { code: string; name: string } | undefined;
    if (!parent) next = path[0] ?? { code: UNKNOWN_AREA, name: '' };
    else if (parent === UNKNOWN_AREA) {
      if (path.length) continue;
    } else {
      const at = path.findIndex((a) => a.code === parent);
      if (at < 0) continue;
      next = path[at + 1];
    }
    if (query.groupBy === 'kindergarten' || !next) {
      kindergartens.push(row);
      continue;
    }
    const area = areas.get(next.code) ?? { areaCode: next.code, areaName: next.name, rows: [] };
    area.rows.push(row);
    areas.set(next.code, area);
  }
  // Areas in code order (GB/T 2260 lists them so), the unknown area last.
  const ordered = [...areas.values()]
    .map(({ rows: within, ...area }) => ({ ...area, kindergartenCount: within.length, ...sum(within, keys) }))
    .sort((a, b) => (a.areaCode === UNKNOWN_AREA ? 1 : b.areaCode === UNKNOWN_AREA ? -1 : a.areaCode.localeCompare(b.areaCode)));
  return {
    groupBy: query.groupBy,
    areaPath: parent && parent !== UNKNOWN_AREA ? areaPath(parent).map(({ code, name }) => ({ code, name })) : [],
    areas: ordered,
    kindergartens,
    totals: sum<K>([...ordered, ...kindergartens], keys),
  };
}
