import type { HomeChart, HomeFigureKey, HomeKindergartenRow } from '@kg/domain';
import { Card, Col, Row } from 'antd';
import { BarChart } from 'echarts/charts';
import { GridComponent, LegendComponent, TooltipComponent } from 'echarts/components';
import * as echarts from 'echarts/core';
import { CanvasRenderer } from 'echarts/renderers';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { categoryLabelLayout } from '../../components/chart/axis-labels';
import { Chart } from '../../components/chart/Chart';
import { translateKey } from '../../i18n';
import { figureLabel, percentOf } from './home-links';

echarts.use([BarChart, GridComponent, LegendComponent, TooltipComponent, CanvasRenderer]);

const CHART_HEIGHT = 260;
const COLORS: Partial<Record<HomeFigureKey, string>> = {
  present: '#52c41a',
  notArrived: '#fa8c16',
  leave: '#1677ff',
  checks: '#1677ff',
  abnormalChecks: '#f5222d',
  arrived: '#52c41a',
  checked: '#1677ff',
};

function barOption(labels: string[], series: { name: string; color?: string; values: number[] }[], opts: { stacked?: boolean; percent?: boolean }) {
  return (width: number) => ({
    animationDuration: 300,
    tooltip: { trigger: 'axis' as const, axisPointer: { type: 'shadow' as const }, valueFormatter: (v: unknown) => (opts.percent ? `${String(v)}%` : String(v)) },
    legend: { top: 0 },
    grid: { left: 8, right: 16, top: 36, bottom: 8, containLabel: true },
    xAxis: { type: 'category' as const, data: labels, axisLabel: categoryLabelLayout(labels, width) },
    yAxis: { type: 'value' as const, minInterval: 1, ...(opts.percent ? { max: 100, axisLabel: { formatter: '{value}%' } } : {}) },
    series: series.map((s) => ({
      type: 'bar' as const,
      name: s.name,
      data: s.values,
      barMaxWidth: 32,
      ...(opts.stacked ? { stack: 'day' } : {}),
      ...(s.color ? { itemStyle: { color: s.color } } : {}),
    })),
  });
}

/** The week at a glance (attendance or checks by day), and a group's or an agent's kindergartens compared. */
export function HomeCharts({ chart, rows }: { chart: HomeChart | undefined; rows: HomeKindergartenRow[] | undefined }) {
  const { t } = useTranslation();
  const week = useMemo(
    () =>
      chart &&
      barOption(
        chart.days.map((d) => d.date.slice(5)),
        chart.series.map((key) => ({ name: translateKey(`home.today.series.${key}`, figureLabel(key)), color: COLORS[key], values: chart.days.map((d) => d.values[key] ?? 0) })),
        { stacked: chart.key === 'attendance' },
      ),
    [chart],
  );
  const compared = useMemo(() => {
    if (!rows || rows.length < 2) return undefined;
    const rateOf = (row: HomeKindergartenRow, key: HomeFigureKey) => {
      const f = row.figures.find((x) => x.key === key);
      return f ? percentOf(f.value, f.of ?? 0) : 0;
    };
    const first = rows[0]!.figures.map((f) => f.key);
    const attendanceKey: HomeFigureKey = first.includes('present') ? 'present' : 'arrived';
    const series = [
      ...(first.includes(attendanceKey) ? [{ name: t('home.today.charts.presentRate'), color: COLORS.present, values: rows.map((r) => rateOf(r, attendanceKey)) }] : []),
      ...(first.includes('checked') ? [{ name: t('home.today.charts.checkedRate'), color: COLORS.checked, values: rows.map((r) => rateOf(r, 'checked')) }] : []),
    ];
    return series.length
      ? barOption(
          rows.map((r) => r.kigName),
          series,
          { percent: true },
        )
      : undefined;
  }, [rows, t]);
  return (
    <Row gutter={[16, 16]}>
      {week && chart && (
        <Col xs={24} xl={compared ? 12 : 24}>
          <Card size="small" title={translateKey(`home.today.charts.${chart.key}`)} data-testid={`home-chart-${chart.key}`}>
            <Chart echarts={echarts} option={week} height={CHART_HEIGHT} />
          </Card>
        </Col>
      )}
      {compared && (
        <Col xs={24} xl={week ? 12 : 24}>
          <Card size="small" title={t('home.today.charts.byKindergarten')} data-testid="home-chart-kindergartens">
            <Chart echarts={echarts} option={compared} height={CHART_HEIGHT} />
          </Card>
        </Col>
      )}
    </Row>
  );
}
