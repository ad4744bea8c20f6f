import { type ReachRows, UNKNOWN_AREA } from '@kg/domain';

/** One row of a multi-kindergarten table or chart: an area (drilled into) or a kindergarten (opened). */
export type ReachRow<C> = C & {
  key: string;
  kind: 'area' | 'kindergarten';
  /** The area code or the kindergarten id. */
  id: string;
  name: string;
  /** An area's kindergartens; null for a kindergarten. */
  kindergartenCount: number | null;
};

/** The areas first (as the server orders them), then the kindergartens placed in the area itself. */
export function reachRows<C extends object>(view: ReachRows<C>, unknownArea: string): ReachRow<C>[] {
  return [
    ...view.areas.map(({ areaCode, areaName, kindergartenCount, ...counts }) => ({
      ...(counts as unknown as C),
      key: `area:${areaCode}`,
      kind: 'area' as const,
      id: areaCode,
      name: areaCode === UNKNOWN_AREA ? unknownArea : areaName,
      kindergartenCount,
    })),
    ...view.kindergartens.map(({ kigId, kigName, areaCode: _areaCode, ...counts }) => ({
      ...(counts as unknown as C),
      key: `kig:${kigId}`,
      kind: 'kindergarten' as const,
      id: kigId,
      name: kigName,
      kindergartenCount: null,
    })),
  ];
}

/** The breadcrumb of an area drill-down: all areas, then the chain to the area (or the unknown area). */
export function areaTrail(view: Pick<ReachRows<unknown>, 'areaPath'>, areaCode: string | undefined, labels: { all: string; unknown: string }) {
  const trail: { code: string | undefined; title: string }[] = [{ code: undefined, title: labels.all }];
  if (areaCode === UNKNOWN_AREA) trail.push({ code: UNKNOWN_AREA, title: labels.unknown });
  else for (const a of view.areaPath) trail.push({ code: a.code, title: a.name });
  return trail;
}
