import { ABNORMAL_KINDS, type AbnormalKind, type GrowthReportContent, healthCheckEntity } from '@kg/domain';
import { BarChart, LineChart } from 'echarts/charts';
import { GridComponent, LegendComponent, TooltipComponent } from 'echarts/components';
import * as echarts from 'echarts/core';
import { CanvasRenderer } from 'echarts/renderers';
import { useCallback } from 'react';
import { Chart } from '../../components/chart/Chart';
import { useTranslation } from 'react-i18next';
import { enumLabel } from '../../components/resource/labels';

// Only what this chart uses, so the chunk stays small (and only the report loads it).
echarts.use([BarChart, LineChart, GridComponent, LegendComponent, TooltipComponent, CanvasRenderer]);

const ABNORMAL_COLOR = '#f5222d';

/** A term's abnormal findings by kind, as a small horizontal bar chart. */
export function GrowthKindsChart({ byKind }: { byKind: Partial<Record<AbnormalKind, number>> }) {
  const { t } = useTranslation();
  const times = t('healthScreens.growth.times');
  const option = useCallback(
    () => ({
      animation: false,
      tooltip: { trigger: 'axis' as const, axisPointer: { type: 'shadow' as const } },
      grid: { left: 12, right: 32, top: 8, bottom: 8, containLabel: true },
      xAxis: { type: 'value' as const, minInterval: 1, name: undefined },
      yAxis: {
        type: 'category' as const,
        inverse: true,
        data: ABNORMAL_KINDS.map((kind) => enumLabel(healthCheckEntity, 'reasons', kind)),
        axisTick: { alignWithLabel: true },
        axisLabel: { interval: 0 },
      },
      series: [
        {
          type: 'bar' as const,
          name: times,
          barMaxWidth: 20,
          data: ABNORMAL_KINDS.map((kind) => byKind[kind] ?? 0),
          itemStyle: { color: ABNORMAL_COLOR },
          label: { show: true, position: 'right' as const },
        },
      ],
    }),
    [byKind, times],
  );
  return <Chart echarts={echarts} option={option} height={220} />;
}

type Week = NonNullable<GrowthReportContent['checks']['temperatureByWeek']>[number];

/** A term's temperatures week by week: the average and the highest, in °C. */
export function GrowthTemperatureChart({ weeks }: { weeks: readonly Week[] }) {
  const { t } = useTranslation();
  const average = t('healthScreens.growth.average');
  const highest = t('healthScreens.growth.highest');
  const option = useCallback(
    () => ({
      animation: false,
      tooltip: { trigger: 'axis' as const, valueFormatter: (v: unknown) => `${Number(v).toFixed(1)} °C` },
      legend: { top: 0 },
      grid: { left: 12, right: 24, top: 32, bottom: 8, containLabel: true },
      xAxis: { type: 'category' as const, data: weeks.map((w) => w.week.slice(5)) },
      yAxis: { type: 'value' as const, scale: true, axisLabel: { formatter: (v: number) => v.toFixed(1) } },
      series: [
        { type: 'line' as const, name: average, data: weeks.map((w) => w.average / 10), itemStyle: { color: '#1677ff' } },
        { type: 'line' as const, name: highest, data: weeks.map((w) => w.max / 10), itemStyle: { color: ABNORMAL_COLOR } },
      ],
    }),
    [weeks, average, highest],
  );
  return <Chart echarts={echarts} option={option} height={220} data-testid="growth-temperature-chart" />;
}
