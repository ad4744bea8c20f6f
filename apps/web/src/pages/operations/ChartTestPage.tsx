import { Row, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BarsChart } from '../../components/chart/BarsChart';
import { ChartCard } from '../../components/chart/ChartCard';
import { ComboChart } from '../../components/chart/ComboChart';
import { CountBarsChart } from '../../components/chart/CountBarsChart';
import { LinesChart } from '../../components/chart/LinesChart';
import { CHART_COLORS } from '../../components/chart/options';
import { ReachBarChart } from '../../components/report/reach/ReachBarChart';
import type { ReachRow } from '../../components/report/reach/reach-rows';
import type { chartTest } from '../../i18n/zh-CN/chart-test';

type Words = typeof chartTest;

const HEIGHT = 260;
const CLASSES = ['c1', 'c2', 'c3', 'c4'] as const;
const FINDINGS = ['fever', 'hand', 'mouth', 'eyes'] as const;
const MONTHS = ['2026-07', '2026-08', '2026-09', '2026-10', '2026-11'];
const FINDING_COUNTS = [5, 3, 2, 1];
const WEEKS = ['09-07', '09-14', '09-21', '09-28', '10-05', '10-12'];
/** A month's school days (weekdays of November 2026), enough for the labels to crowd. */
const DAYS = Array.from({ length: 30 }, (_, i) => i + 1)
  .filter((d) => ![0, 6].includes(new Date(Date.UTC(2026, 10, d)).getUTCDay()))
  .map((d) => `11-${String(d).padStart(2, '0')}`);

/**
 * The test and chart page (spec section 2's `atomTest`, componentUrl 'operations/atomTest'): every chart
 * component of the product (components/chart, and the reports' bars by kindergarten), drawn with sample data
 * and its labels in the reader's language, for checking them in each language. The areas draw these same
 * components: a change to one shows here.
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
  const [picked, setPicked] = useState<string | null>(null);
  const s = useMemo(
    () => ({
      classes: CLASSES.map((c) => w.sample(c)),
      findings: FINDINGS.map((k) => w.series(k)),
      grouped: [
        { name: w.series('checked'), color: CHART_COLORS.good, values: [24, 27, 30, 29] },
        { name: w.series('abnormal'), color: CHART_COLORS.bad, values: [2, 0, 3, 1] },
      ],
      stacked: [
        { name: w.series('present'), color: CHART_COLORS.good, values: [86, 90, 78, 93] },
        { name: w.series('leave'), color: CHART_COLORS.blue, values: [8, 4, 12, 3] },
        { name: w.series('absent'), color: CHART_COLORS.warn, values: [6, 6, 10, 4] },
      ],
      days: [
        { name: w.series('checked'), color: CHART_COLORS.good, values: DAYS.map((_, i) => 110 + ((i * 7) % 13)) },
        { name: w.series('abnormal'), color: CHART_COLORS.bad, values: DAYS.map((_, i) => (i * 5) % 4) },
      ],
      combo: [
        { name: w.series('kindergartens'), type: 'line' as const, color: CHART_COLORS.blue, values: [12, 15, 19, 22, 26] },
        { name: w.series('machines'), type: 'bar' as const, axis: 1 as const, color: CHART_COLORS.good, values: [30, 41, 52, 60, 71] },
      ],
      comboAxes: [w.axis('count'), w.series('machines')] as const,
      temperatures: [
        { name: w.series('average'), color: CHART_COLORS.blue, values: [36.6, 36.7, 36.5, 36.8, 36.6, 36.7] },
        { name: w.series('highest'), color: CHART_COLORS.bad, values: [37.4, 38.1, 37.2, 37.9, 37.3, 37.6] },
      ],
      reachRows: (['k1', 'k2', 'k3'] as const).map((k, i): ReachRow<Record<'checked' | 'abnormal', number>> => ({
        key: `kig:${k}`,
        kind: 'kindergarten',
        id: k,
        name: w.sample(k),
        kindergartenCount: null,
        checked: [118, 96, 74][i]!,
        abnormal: [4, 7, 2][i]!,
      })),
      reachSeries: [
        { key: 'checked' as const, name: w.series('checked'), color: CHART_COLORS.good },
        { key: 'abnormal' as const, name: w.series('abnormal'), color: CHART_COLORS.bad },
      ],
    }),
    [w],
  );
  return (
    <div data-testid="chart-test-page">
      <Typography.Paragraph type="secondary">{w.text('hint')}</Typography.Paragraph>
      <Row gutter={[16, 16]}>
        <ChartCard title={w.text('grouped')} data-testid="chart-test-grouped">
          <BarsChart labels={s.classes} series={s.grouped} axisName={w.axis('people')} height={HEIGHT} />
        </ChartCard>
        <ChartCard title={w.text('stacked')} data-testid="chart-test-stacked">
          <BarsChart labels={s.classes} series={s.stacked} stacked percent height={HEIGHT} />
        </ChartCard>
        <ChartCard title={w.text('svg')} data-testid="chart-test-svg">
          <CountBarsChart labels={s.findings} values={FINDING_COUNTS} colors={CHART_COLORS.bad} axisName={w.axis('times')} height={HEIGHT} />
        </ChartCard>
        <ChartCard title={w.text('horizontal')} data-testid="chart-test-horizontal">
          <CountBarsChart labels={s.findings} values={FINDING_COUNTS} colors={CHART_COLORS.bad} axisName={w.axis('times')} horizontal height={HEIGHT} />
        </ChartCard>
        <ChartCard title={w.text('line')} data-testid="chart-test-line">
          <ComboChart labels={MONTHS} series={s.combo} axisNames={s.comboAxes} height={HEIGHT} />
        </ChartCard>
        <ChartCard title={w.text('temperature')} data-testid="chart-test-temperature">
          <LinesChart labels={WEEKS} series={s.temperatures} decimals={1} unit="°C" height={HEIGHT} />
        </ChartCard>
        <ChartCard title={w.text('days')} data-testid="chart-test-days">
          <BarsChart labels={DAYS} series={s.days} axisName={w.axis('times')} crowded height={HEIGHT} />
        </ChartCard>
        <ChartCard title={w.text('reach')} data-testid="chart-test-reach">
          <ReachBarChart rows={s.reachRows} series={s.reachSeries} axis={w.axis('times')} onPick={(row) => setPicked(row.name)} />
          {picked ? <Typography.Text data-testid="chart-test-picked">{w.text('picked', { name: picked })}</Typography.Text> : null}
        </ChartCard>
      </Row>
    </div>
  );
}
