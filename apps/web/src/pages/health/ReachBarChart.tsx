import { BarChart } from 'echarts/charts';
import { GridComponent, LegendComponent, TooltipComponent } from 'echarts/components';
import * as echarts from 'echarts/core';
import { CanvasRenderer } from 'echarts/renderers';
import { useCallback, useMemo } from 'react';
import { categoryLabelLayout } from '../../components/chart/axis-labels';
import { Chart } from '../../components/chart/Chart';
import type { ReachRow } from './reach-rows';

// Only what this chart uses, so the chunk stays small (and only the statistics pages load it).
echarts.use([BarChart, GridComponent, LegendComponent, TooltipComponent, CanvasRenderer]);

const CHECKED_COLOR = '#52c41a';
const ABNORMAL_COLOR = '#f5222d';
const CHART_HEIGHT = 280;

export interface ReachBarChartProps {
  rows: ReachRow<{ checked: number; abnormal: number }>[];
  labels: { checked: string; abnormal: string; axis: string };
  /** A bar's area or kindergarten, as a click on its row. */
  onPick: (row: ReachRow<{ checked: number; abnormal: number }>) => void;
}

/** Checked and abnormal of each area or kindergarten, side by side; a bar drills down like its row. */
export function ReachBarChart({ rows, labels, onPick }: ReachBarChartProps) {
  const option = useCallback(
    (width: number) => ({
      tooltip: { trigger: 'axis' as const, axisPointer: { type: 'shadow' as const } },
      legend: { top: 0 },
      grid: { left: 12, right: 24, top: 40, bottom: 8, containLabel: true },
      // Every name shown (a skipped kindergarten would read as missing), turned where they would touch.
      xAxis: { type: 'category' as const, data: rows.map((r) => r.name), axisTick: { alignWithLabel: true }, axisLabel: categoryLabelLayout(rows.map((r) => r.name), width) },
      yAxis: { type: 'value' as const, name: labels.axis, minInterval: 1 },
      series: [
        { name: labels.checked, type: 'bar' as const, barMaxWidth: 28, itemStyle: { color: CHECKED_COLOR }, data: rows.map((r) => r.checked), cursor: 'pointer' },
        { name: labels.abnormal, type: 'bar' as const, barMaxWidth: 28, itemStyle: { color: ABNORMAL_COLOR }, data: rows.map((r) => r.abnormal), cursor: 'pointer' },
      ],
    }),
    [rows, labels],
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
