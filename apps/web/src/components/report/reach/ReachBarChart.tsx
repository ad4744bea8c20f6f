import { useCallback, useMemo } from 'react';
import { BarsChart } from '../../chart/BarsChart';
import type { ReachRow } from './reach-rows';

/** One bar of each row: a count, its legend and its colour. */
export interface ReachSeries<K extends string> {
  key: K;
  name: string;
  color: string;
}

export interface ReachBarChartProps<K extends string> {
  rows: ReachRow<Record<K, number>>[];
  series: readonly ReachSeries<K>[];
  /** The value axis (people on a day, times in a month). */
  axis: string;
  /** A bar's area or kindergarten, as a click on its row. */
  onPick: (row: ReachRow<Record<K, number>>) => void;
}

/** Some counts of each area or kindergarten, side by side; a bar drills down like its row. */
export function ReachBarChart<K extends string>({ rows, series, axis, onPick }: ReachBarChartProps<K>) {
  const labels = useMemo(() => rows.map((r) => r.name), [rows]);
  const bars = useMemo(() => series.map((s) => ({ name: s.name, color: s.color, values: rows.map((r) => r[s.key]) })), [rows, series]);
  const pick = useCallback(
    (index: number) => {
      const row = rows[index];
      if (row) onPick(row);
    },
    [rows, onPick],
  );
  return <BarsChart labels={labels} series={bars} axisName={axis} onPick={pick} data-testid="health-reach-chart" />;
}
