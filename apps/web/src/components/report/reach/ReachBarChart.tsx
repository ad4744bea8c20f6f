import { BarChart } from 'echarts/charts';
import { GridComponent, LegendComponent, TooltipComponent } from 'echarts/components';
import * as echarts from 'echarts/core';
import { CanvasRenderer } from 'echarts/renderers';
import { useCallback, useMemo } from 'react';
import { categoryLabelLayout } from '../../chart/axis-labels';
import { Chart } from '../../chart/Chart';
import type { ReachRow } from './reach-rows';

// Only what this chart uses, so the chunk stays small (and only the statistics pages load it).
echarts.use([BarChart, GridComponent, LegendComponent, TooltipComponent, CanvasRenderer]);

const CHART_HEIGHT = 280;

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
  const option = useCallback(
    (width: number) => ({
      tooltip: { trigger: 'axis' as const, axisPointer: { type: 'shadow' as const } },
      legend: { top: 0 },
      grid: { left: 12, right: 24, top: 40, bottom: 8, containLabel: true },
      // Every name shown (a skipped kindergarten would read as missing), turned where they would touch.
      xAxis: {
        type: 'category' as const,
        data: rows.map((r) => r.name),
        axisTick: { alignWithLabel: true },
        axisLabel: categoryLabelLayout(
          rows.map((r) => r.name),
          width,
        ),
      },
      yAxis: { type: 'value' as const, name: axis, minInterval: 1 },
      series: series.map((s) => ({ name: s.name, type: 'bar' as const, barMaxWidth: 28, itemStyle: { color: s.color }, data: rows.map((r) => r[s.key]), cursor: 'pointer' })),
    }),
    [rows, series, axis],
  );
  const onEvents = useMemo(
    () => ({
      click: (e: { dataIndex?: number }) => {
        const row = e.dataIndex === undefined ? undefined : rows[e.dataIndex];
        if (row) onPick(row);
      },
    }),
    [rows, onPick],
  );
  return <Chart echarts={echarts} option={option} onEvents={onEvents} height={CHART_HEIGHT} data-testid="health-reach-chart" />;
}
