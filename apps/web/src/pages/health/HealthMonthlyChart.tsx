import type { HealthMonthly } from '@kg/domain';
import { Empty } from 'antd';
import { BarChart } from 'echarts/charts';
import { GridComponent, LegendComponent, TooltipComponent } from 'echarts/components';
import * as echarts from 'echarts/core';
import { CanvasRenderer } from 'echarts/renderers';
import { useCallback, useMemo } from 'react';
import { Chart } from '../../components/chart/Chart';
import { useTranslation } from 'react-i18next';

// Only what this chart uses, so the chunk stays small (and only the monthly page loads it).
echarts.use([BarChart, GridComponent, LegendComponent, TooltipComponent, CanvasRenderer]);

const CHECKED_COLOR = '#52c41a';
const ABNORMAL_COLOR = '#f5222d';
const CHART_HEIGHT = 300;

/** The month's school days (days off left out): checked and abnormal person-days as bars. */
export function HealthMonthlyChart({ days }: { days: HealthMonthly['days'] }) {
  const { t } = useTranslation();
  const checked = t('healthScreens.monthly.checked');
  const abnormal = t('healthScreens.monthly.abnormal');
  const axisName = t('healthScreens.monthly.times');
  const schoolDays = useMemo(() => days.filter((d) => d.schoolDay), [days]);
  // Days are many: echarts shows every few when they would crowd, which reads fine for dates.
  const option = useCallback(
    () => ({
      tooltip: { trigger: 'axis' as const, axisPointer: { type: 'shadow' as const } },
      legend: { top: 0 },
      grid: { left: 12, right: 24, top: 40, bottom: 8, containLabel: true },
      xAxis: { type: 'category' as const, data: schoolDays.map((d) => d.date.slice(5)), axisTick: { alignWithLabel: true } },
      yAxis: { type: 'value' as const, name: axisName, minInterval: 1 },
      series: [
        { name: checked, type: 'bar' as const, barMaxWidth: 24, itemStyle: { color: CHECKED_COLOR }, data: schoolDays.map((d) => d.checked) },
        { name: abnormal, type: 'bar' as const, barMaxWidth: 24, itemStyle: { color: ABNORMAL_COLOR }, data: schoolDays.map((d) => d.abnormal) },
      ],
    }),
    [schoolDays, checked, abnormal, axisName],
  );
  if (!schoolDays.length) return <Empty description={t('healthScreens.monthly.noDays')} />;
  return <Chart echarts={echarts} option={option} height={CHART_HEIGHT} data-testid="health-monthly-chart" />;
}
