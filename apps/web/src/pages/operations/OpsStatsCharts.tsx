import type { OpsStatsMonth } from '@kg/domain';
import { Card, Col, Row } from 'antd';
import { BarChart, LineChart } from 'echarts/charts';
import { GridComponent, LegendComponent, TooltipComponent } from 'echarts/components';
import * as echarts from 'echarts/core';
import { CanvasRenderer } from 'echarts/renderers';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { categoryLabelLayout } from '../../components/chart/axis-labels';
import { Chart } from '../../components/chart/Chart';

// Only what these charts use: the chunk is fetched with the months' figures, after the page.
echarts.use([BarChart, LineChart, GridComponent, LegendComponent, TooltipComponent, CanvasRenderer]);

const CHART_HEIGHT = 280;

type Series = { name: string; type: 'bar' | 'line'; values: number[]; color: string; axis?: number };

function option(labels: string[], series: Series[]) {
  return (width: number) => ({
    tooltip: { trigger: 'axis' as const },
    legend: { top: 0 },
    grid: { left: 8, right: 16, top: 36, bottom: 8, containLabel: true },
    xAxis: { type: 'category' as const, data: labels, axisLabel: categoryLabelLayout(labels, width) },
    yAxis: [
      { type: 'value' as const, minInterval: 1 },
      { type: 'value' as const, minInterval: 1 },
    ],
    series: series.map((s) => ({ type: s.type, name: s.name, data: s.values, yAxisIndex: s.axis ?? 0, barMaxWidth: 32, itemStyle: { color: s.color } })),
  });
}

/**
 * The period by month over the kindergartens drilled to: the platform's size at each month's end
 * (kindergartens, children, machines) with the checks and abnormal checks in it; memberships sold,
 * revenue (yuan) and SMS sent in it.
 */
export function OpsStatsCharts({ months }: { months: OpsStatsMonth[] }) {
  const { t } = useTranslation();
  const labels = useMemo(() => months.map((m) => m.month), [months]);
  const size = useMemo(
    () =>
      option(labels, [
        { name: t('opsStats.figures.checked'), type: 'bar', values: months.map((m) => m.checked), color: '#52c41a' },
        { name: t('opsStats.figures.abnormal'), type: 'bar', values: months.map((m) => m.abnormal), color: '#f5222d' },
        { name: t('opsStats.figures.children'), type: 'line', values: months.map((m) => m.children), color: '#1677ff', axis: 1 },
        { name: t('opsStats.figures.machines'), type: 'line', values: months.map((m) => m.machines), color: '#fa8c16', axis: 1 },
        { name: t('opsStats.figures.kindergartens'), type: 'line', values: months.map((m) => m.kindergartens), color: '#722ed1', axis: 1 },
      ]),
    [labels, months, t],
  );
  const money = useMemo(
    () =>
      option(labels, [
        { name: t('opsStats.figures.memberships'), type: 'bar', values: months.map((m) => m.memberships), color: '#722ed1' },
        { name: t('opsStats.figures.sms'), type: 'bar', values: months.map((m) => m.sms), color: '#13c2c2' },
        { name: t('opsStats.figures.revenueFen'), type: 'line', values: months.map((m) => m.revenueFen / 100), color: '#fa8c16', axis: 1 },
      ]),
    [labels, months, t],
  );
  return (
    <Row gutter={[16, 16]}>
      <Col xs={24} xl={12}>
        <Card size="small" title={t('opsStatsScreens.monthsTitle')} extra={t('opsStatsScreens.monthsHint')}>
          <Chart echarts={echarts} option={size} height={CHART_HEIGHT} data-testid="ops-stats-chart-months" />
        </Card>
      </Col>
      <Col xs={24} xl={12}>
        <Card size="small" title={t('opsStatsScreens.moneyTitle')}>
          <Chart echarts={echarts} option={money} height={CHART_HEIGHT} data-testid="ops-stats-chart-money" />
        </Card>
      </Col>
    </Row>
  );
}
