import { LineChart } from 'echarts/charts';
import { GridComponent, LegendComponent, TooltipComponent } from 'echarts/components';
import * as echarts from 'echarts/core';
import { CanvasRenderer } from 'echarts/renderers';
import { useCallback } from 'react';
import { Chart } from './Chart';
import { linesOption, type LinesSpec } from './options';

// Only what this chart uses: it loads with the charts of a page, never with the shell.
echarts.use([LineChart, GridComponent, LegendComponent, TooltipComponent, CanvasRenderer]);

export interface LinesChartProps extends LinesSpec {
  height?: number;
  /** False: drawn at once (a report to read or print). */
  animate?: boolean;
  'data-testid'?: string;
}

/** Lines of a measure over time, the axis fitted to the values (a term's temperatures week by week). */
export function LinesChart({ labels, series, decimals, unit, height = 280, animate, 'data-testid': testId }: LinesChartProps) {
  const option = useCallback((width: number) => linesOption({ labels, series, decimals, unit }, width), [labels, series, decimals, unit]);
  return <Chart echarts={echarts} option={option} height={height} animate={animate} data-testid={testId} />;
}
