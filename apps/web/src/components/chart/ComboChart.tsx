import { Row } from 'antd';
import { BarChart, LineChart } from 'echarts/charts';
import { GridComponent, LegendComponent, TooltipComponent } from 'echarts/components';
import * as echarts from 'echarts/core';
import { CanvasRenderer } from 'echarts/renderers';
import { type ReactNode, useCallback } from 'react';
import { Chart } from './Chart';
import { ChartCard } from './ChartCard';
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

/** One combined chart in its card: a title (and a hint beside it), the chart's test id. */
export interface ComboChartCard extends ComboSpec {
  key: string;
  title: ReactNode;
  extra?: ReactNode;
  testId: string;
}

/** A statistics page's combined charts, side by side on a wide screen, each in its titled card. */
export function ComboChartRow({ charts }: { charts: readonly ComboChartCard[] }) {
  return (
    <Row gutter={[16, 16]}>
      {charts.map(({ key, title, extra, testId, ...spec }) => (
        <ChartCard key={key} title={title} extra={extra}>
          <ComboChart {...spec} data-testid={testId} />
        </ChartCard>
      ))}
    </Row>
  );
}
