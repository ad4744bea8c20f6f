import { BarChart } from 'echarts/charts';
import { GridComponent, LegendComponent, TooltipComponent } from 'echarts/components';
import * as echarts from 'echarts/core';
import { CanvasRenderer } from 'echarts/renderers';
import { useCallback, useMemo } from 'react';
import { Chart } from './Chart';
import { barsOption, type BarsSpec } from './options';

// Only what this chart uses: it loads with the charts of a page, never with the shell.
echarts.use([BarChart, GridComponent, LegendComponent, TooltipComponent, CanvasRenderer]);

export interface BarsChartProps extends Omit<BarsSpec, 'clickable'> {
  height?: number;
  /** A bar clicked: its label's index (a drill-down). */
  onPick?: (index: number) => void;
  'data-testid'?: string;
}

/**
 * Bars of some series over categories, side by side or stacked, on canvas: a week's attendance or
 * checks, kindergartens compared, a month's days, a level's areas or kindergartens (a bar drills down).
 */
export function BarsChart({ labels, series, stacked, percent, axisName, crowded, height = 280, onPick, 'data-testid': testId }: BarsChartProps) {
  const clickable = onPick !== undefined;
  const option = useCallback(
    (width: number) => barsOption({ labels, series, stacked, percent, axisName, crowded, clickable }, width),
    [labels, series, stacked, percent, axisName, crowded, clickable],
  );
  const onEvents = useMemo(
    () =>
      onPick && {
        click: (e: { dataIndex?: number }) => {
          if (e.dataIndex !== undefined) onPick(e.dataIndex);
        },
      },
    [onPick],
  );
  return <Chart echarts={echarts} option={option} onEvents={onEvents} height={height} data-testid={testId} />;
}
