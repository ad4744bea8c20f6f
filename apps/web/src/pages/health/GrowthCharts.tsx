import { ABNORMAL_KINDS, type AbnormalKind, healthCheckEntity } from '@kg/domain';
import { BarChart } from 'echarts/charts';
import { GridComponent, TooltipComponent } from 'echarts/components';
import * as echarts from 'echarts/core';
import { CanvasRenderer } from 'echarts/renderers';
import ReactEChartsCore from 'echarts-for-react/esm/core';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { enumLabel } from '../../components/resource/labels';

// Only what this chart uses, so the chunk stays small (and only the report loads it).
echarts.use([BarChart, GridComponent, TooltipComponent, CanvasRenderer]);

const ABNORMAL_COLOR = '#f5222d';

/** A term's abnormal findings by kind, as a small horizontal bar chart. */
export function GrowthKindsChart({ byKind }: { byKind: Partial<Record<AbnormalKind, number>> }) {
  const { t } = useTranslation();
  const times = t('healthScreens.growth.times');
  const option = useMemo(
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
  return <ReactEChartsCore echarts={echarts} option={option} notMerge style={{ height: 220 }} />;
}
