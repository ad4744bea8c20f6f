import type { AgentStats } from '@kg/domain';
import { Card, Col, Row } from 'antd';
import { BarChart, LineChart } from 'echarts/charts';
import { GridComponent, LegendComponent, TooltipComponent } from 'echarts/components';
import * as echarts from 'echarts/core';
import { CanvasRenderer } from 'echarts/renderers';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { categoryLabelLayout } from '../../components/chart/axis-labels';
import { Chart } from '../../components/chart/Chart';

echarts.use([BarChart, LineChart, GridComponent, LegendComponent, TooltipComponent, CanvasRenderer]);

const CHART_HEIGHT = 280;

type Series = { name: string; type: 'bar' | 'line'; values: number[]; color: string; axis?: number };

function option(labels: string[], series: Series[]) {
  return (width: number) => ({
    animationDuration: 300,
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

/** The period by month (kindergartens opened, memberships sold, children at month end) and the kindergartens compared (children, machines). */
export function AgentStatsCharts({ stats }: { stats: AgentStats }) {
  const { t } = useTranslation();
  const months = useMemo(
    () =>
      option(
        stats.months.map((m) => m.month),
        [
          { name: t('agentStats.series.opened'), type: 'bar', values: stats.months.map((m) => m.opened), color: '#1677ff' },
          { name: t('agentStats.series.memberships'), type: 'bar', values: stats.months.map((m) => m.memberships), color: '#722ed1' },
          { name: t('agentStats.series.children'), type: 'line', values: stats.months.map((m) => m.children), color: '#52c41a', axis: 1 },
        ],
      ),
    [stats, t],
  );
  const kigs = useMemo(
    () =>
      option(
        stats.kindergartens.map((k) => k.kigName),
        [
          { name: t('agentStats.series.childrenNow'), type: 'bar', values: stats.kindergartens.map((k) => k.children), color: '#52c41a' },
          { name: t('agentStats.series.machines'), type: 'bar', values: stats.kindergartens.map((k) => k.machines), color: '#fa8c16', axis: 1 },
        ],
      ),
    [stats, t],
  );
  return (
    <Row gutter={[16, 16]}>
      <Col xs={24} xl={12}>
        <Card size="small" title={t('agentStats.charts.byMonth')}>
          <Chart echarts={echarts} option={months} height={CHART_HEIGHT} data-testid="agent-stats-chart-months" />
        </Card>
      </Col>
      <Col xs={24} xl={12}>
        <Card size="small" title={t('agentStats.charts.byKindergarten')}>
          <Chart echarts={echarts} option={kigs} height={CHART_HEIGHT} data-testid="agent-stats-chart-kigs" />
        </Card>
      </Col>
    </Row>
  );
}
