import { BarChart } from 'echarts/charts';
import { GridComponent, TooltipComponent } from 'echarts/components';
import * as echarts from 'echarts/core';
import { SVGRenderer } from 'echarts/renderers';
import { useCallback } from 'react';
import { Chart } from './Chart';
import { countBarsOption, type CountBarsSpec } from './options';

// Only what this chart uses. Drawn as SVG: a few bars read as sharply at any zoom (and in print), and
// their labels are elements a test can measure.
echarts.use([BarChart, GridComponent, TooltipComponent, SVGRenderer]);

export interface CountBarsChartProps extends CountBarsSpec {
  height?: number;
  /** False: drawn at once (a report to read or print). */
  animate?: boolean;
  'data-testid'?: string;
}

/** One count a label, each bar with its number, upright or lying: findings by kind, checks by temperature band. */
export function CountBarsChart({ labels, values, colors, axisName, horizontal, height = 280, animate, 'data-testid': testId }: CountBarsChartProps) {
  const option = useCallback((width: number) => countBarsOption({ labels, values, colors, axisName, horizontal }, width), [labels, values, colors, axisName, horizontal]);
  return <Chart echarts={echarts} option={option} height={height} renderer="svg" animate={animate} data-testid={testId} />;
}
