import { REACH_GROUP_BY, type ReachGroupBy } from '@kg/domain';
import { useCallback } from 'react';
import { useSearchParams } from 'react-router';

/** How several kindergartens are laid out: by kindergarten or by area, within an area (all when left out). */
export interface ReachLayoutState {
  groupBy: ReachGroupBy;
  areaCode?: string;
  setGroupBy: (groupBy: ReachGroupBy) => void;
  /** Into an area (or back to all areas with undefined). */
  drill: (areaCode: string | undefined) => void;
}

const isGroupBy = (v: string | null): v is ReachGroupBy => (REACH_GROUP_BY as readonly (string | null)[]).includes(v);

/**
 * How a multi-kindergarten statistic is laid out, kept in the address (`?groupBy=area&areaCode=`), so
 * coming back from a kindergarten's classes returns to the same area.
 */
export function useReachLayout(): ReachLayoutState {
  const [params, setParams] = useSearchParams();
  const raw = params.get('groupBy');
  const groupBy: ReachGroupBy = isGroupBy(raw) ? raw : 'kindergarten';
  const areaCode = groupBy === 'area' ? params.get('areaCode') || undefined : undefined;
  const update = useCallback(
    (key: 'groupBy' | 'areaCode', value: string | undefined) =>
      setParams(
        (prev) => {
          const next = new URLSearchParams(prev);
          if (value) next.set(key, value);
          else next.delete(key);
          return next;
        },
        { replace: true },
      ),
    [setParams],
  );
  const setGroupBy = useCallback((g: ReachGroupBy) => update('groupBy', g === 'kindergarten' ? undefined : g), [update]);
  const drill = useCallback((code: string | undefined) => update('areaCode', code), [update]);
  return { groupBy, areaCode, setGroupBy, drill };
}
