import { BarChart, LineChart } from 'echarts/charts';
import { GridComponent, LegendComponent, TooltipComponent } from 'echarts/components';
import * as echarts from 'echarts/core';
import { CanvasRenderer } from 'echarts/renderers';
import { useCallback } from 'react';
import { Chart } from './Chart';
import { comboOption, type ComboSpec } from './options';

// Only what this chart uses: it loads with the charts of a page, never with the shell.
echarts.use([BarChart, LineChart, GridComponent, LegendComponent, TooltipComponent, CanvasRenderer]);

export interface ComboChartProps extends ComboSpec {
  height?: number;
  'data-testid'?: string;
}

/** Bars and lines over months or kindergartens, on two value axes (the statistics of operations and of agents). */
export function ComboChart({ labels, series, axisNames, height = 280, 'data-testid': testId }: ComboChartProps) {
  const option = useCallback((width: number) => comboOption({ labels, series, axisNames }, width), [labels, series, axisNames]);
  return <Chart echarts={echarts} option={option} height={height} data-testid={testId} />;
}
