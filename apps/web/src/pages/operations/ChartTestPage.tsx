import { Card, Col, Row, Typography } from 'antd';
import { BarChart, LineChart } from 'echarts/charts';
import { GridComponent, LegendComponent, TooltipComponent } from 'echarts/components';
import * as echarts from 'echarts/core';
import { CanvasRenderer, SVGRenderer } from 'echarts/renderers';
import { type ReactNode, useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { categoryLabelLayout } from '../../components/chart/axis-labels';
import { Chart } from '../../components/chart/Chart';
import { ReachBarChart } from '../../components/report/reach/ReachBarChart';
import type { ReachRow } from '../../components/report/reach/reach-rows';
import type { chartTest } from '../../i18n/zh-CN/chart-test';

type Words = typeof chartTest;

// Both renderers: the product draws its charts on canvas, and the health statistics' bars as SVG.
echarts.use([BarChart, LineChart, GridComponent, LegendComponent, TooltipComponent, CanvasRenderer, SVGRenderer]);

const HEIGHT = 260;
const CLASSES = ['c1', 'c2', 'c3', 'c4'] as const;
const MONTHS = ['2026-07', '2026-08', '2026-09', '2026-10', '2026-11'];
const GREEN = '#52c41a';
const RED = '#f5222d';
const BLUE = '#1677ff';
const ORANGE = '#fa8c16';

const axisTooltip = { trigger: 'axis' as const, axisPointer: { type: 'shadow' as const } };
const grid = { left: 12, right: 24, top: 40, bottom: 8, containLabel: true };

function ChartCard({ title, testId, children }: { title: string; testId: string; children: ReactNode }) {
  return (
    <Col xs={24} xl={12}>
      <Card size="small" title={title} data-testid={testId}>
        {children}
      </Card>
    </Col>
  );
}

/**
 * The test and chart page (spec section 2's `atomTest`, componentUrl 'operations/atomTest'): each kind of
 * chart the product draws, with sample data and its labels in the reader's language, for checking them
 * in each language: bars side by side and stacked shares on canvas (home, the monthly checks), bars as SVG
 * (health statistics), lines with bars by month (growth, agents' statistics), and the shared bars by
 * kindergarten with their drill-down (the multi-kindergarten reports), drawn by that component itself.
 */
export function ChartTestPage() {
  const { t } = useTranslation();
  const w = useMemo(
    () => ({
      text: (key: Exclude<keyof Words, 'series' | 'axis' | 'sample'>, values?: Record<string, string>) => t(`chartTest.${key}`, values),
      series: (key: keyof Words['series']) => t(`chartTest.series.${key}`),
      axis: (key: keyof Words['axis']) => t(`chartTest.axis.${key}`),
      sample: (key: keyof Words['sample']) => t(`chartTest.sample.${key}`),
    }),
    [t],
  );
  const classes = useMemo(() => CLASSES.map((c) => w.sample(c)), [w]);
  const [picked, setPicked] = useState<string | null>(null);

  const grouped = useCallback(
    (width: number) => ({
      tooltip: axisTooltip,
      legend: { top: 0 },
      grid,
      xAxis: { type: 'category' as const, data: classes, axisLabel: categoryLabelLayout(classes, width) },
      yAxis: { type: 'value' as const, name: w.axis('people'), minInterval: 1 },
      series: [
        { name: w.series('checked'), type: 'bar' as const, barMaxWidth: 28, itemStyle: { color: GREEN }, data: [24, 27, 30, 29] },
        { name: w.series('abnormal'), type: 'bar' as const, barMaxWidth: 28, itemStyle: { color: RED }, data: [2, 0, 3, 1] },
      ],
    }),
    [w, classes],
  );
  const stacked = useCallback(
    (width: number) => ({
      tooltip: { ...axisTooltip, valueFormatter: (v: unknown) => `${String(v)}%` },
      legend: { top: 0 },
      grid,
      xAxis: { type: 'category' as const, data: classes, axisLabel: categoryLabelLayout(classes, width) },
      yAxis: { type: 'value' as const, max: 100, axisLabel: { formatter: '{value}%' } },
      series: [
        { name: w.series('present'), values: [86, 90, 78, 93], color: GREEN },
        { name: w.series('leave'), values: [8, 4, 12, 3], color: BLUE },
        { name: w.series('absent'), values: [6, 6, 10, 4], color: ORANGE },
      ].map((s) => ({ name: s.name, type: 'bar' as const, stack: 'day', barMaxWidth: 32, itemStyle: { color: s.color }, data: s.values })),
    }),
    [w, classes],
  );
  const findings = useMemo(() => (['fever', 'hand', 'mouth', 'eyes'] as const).map((k) => w.series(k)), [w]);
  const svg = useCallback(
    (width: number) => ({
      tooltip: axisTooltip,
      grid: { ...grid, top: 16 },
      xAxis: { type: 'category' as const, data: findings, axisLabel: categoryLabelLayout(findings, width) },
      yAxis: { type: 'value' as const, name: w.axis('times'), minInterval: 1 },
      series: [{ name: w.series('abnormal'), type: 'bar' as const, barMaxWidth: 32, itemStyle: { color: RED }, data: [5, 3, 2, 1] }],
    }),
    [w, findings],
  );
  const line = useCallback(
    () => ({
      tooltip: { trigger: 'axis' as const },
      legend: { top: 0 },
      grid,
      xAxis: { type: 'category' as const, data: MONTHS },
      yAxis: [
        { type: 'value' as const, name: w.axis('count'), minInterval: 1 },
        { type: 'value' as const, name: w.series('machines'), minInterval: 1 },
      ],
      series: [
        { name: w.series('kindergartens'), type: 'line' as const, smooth: true, itemStyle: { color: BLUE }, data: [12, 15, 19, 22, 26] },
        { name: w.series('machines'), type: 'bar' as const, yAxisIndex: 1, barMaxWidth: 24, itemStyle: { color: GREEN }, data: [30, 41, 52, 60, 71] },
      ],
    }),
    [w],
  );
  const reachRows = useMemo<ReachRow<Record<'checked' | 'abnormal', number>>[]>(
    () =>
      (['k1', 'k2', 'k3'] as const).map((k, i) => ({
        key: `kig:${k}`,
        kind: 'kindergarten' as const,
        id: k,
        name: w.sample(k),
        kindergartenCount: null,
        checked: [118, 96, 74][i]!,
        abnormal: [4, 7, 2][i]!,
      })),
    [w],
  );
  const reachSeries = useMemo(
    () => [
      { key: 'checked' as const, name: w.series('checked'), color: GREEN },
      { key: 'abnormal' as const, name: w.series('abnormal'), color: RED },
    ],
    [w],
  );
  return (
    <div data-testid="chart-test-page">
      <Typography.Paragraph type="secondary">{w.text('hint')}</Typography.Paragraph>
      <Row gutter={[16, 16]}>
        <ChartCard title={w.text('grouped')} testId="chart-test-grouped">
          <Chart echarts={echarts} option={grouped} height={HEIGHT} />
        </ChartCard>
        <ChartCard title={w.text('stacked')} testId="chart-test-stacked">
          <Chart echarts={echarts} option={stacked} height={HEIGHT} />
        </ChartCard>
        <ChartCard title={w.text('svg')} testId="chart-test-svg">
          <Chart echarts={echarts} option={svg} height={HEIGHT} renderer="svg" />
        </ChartCard>
        <ChartCard title={w.text('line')} testId="chart-test-line">
          <Chart echarts={echarts} option={line} height={HEIGHT} />
        </ChartCard>
        <ChartCard title={w.text('reach')} testId="chart-test-reach">
          <ReachBarChart rows={reachRows} series={reachSeries} axis={w.axis('times')} onPick={(row) => setPicked(row.name)} />
          {picked ? <Typography.Text data-testid="chart-test-picked">{w.text('picked', { name: picked })}</Typography.Text> : null}
        </ChartCard>
      </Row>
    </div>
  );
}
