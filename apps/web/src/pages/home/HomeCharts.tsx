import type { HomeChart, HomeFigureKey, HomeKindergartenRow } from '@kg/domain';
import { Row } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { BarsChart } from '../../components/chart/BarsChart';
import { ChartCard } from '../../components/chart/ChartCard';
import { CHART_COLORS } from '../../components/chart/options';
import { translateKey } from '../../i18n';
import { figureLabel, percentOf } from './home-links';

const CHART_HEIGHT = 260;
const COLORS: Partial<Record<HomeFigureKey, string>> = {
  present: CHART_COLORS.good,
  notArrived: CHART_COLORS.warn,
  leave: CHART_COLORS.blue,
  checks: CHART_COLORS.blue,
  abnormalChecks: CHART_COLORS.bad,
  arrived: CHART_COLORS.good,
  checked: CHART_COLORS.blue,
};

/** The week at a glance (attendance or checks by day), and a group's or an agent's kindergartens compared. */
export function HomeCharts({ chart, rows }: { chart: HomeChart | undefined; rows: HomeKindergartenRow[] | undefined }) {
  const { t } = useTranslation();
  const week = useMemo(
    () =>
      chart && {
        labels: chart.days.map((d) => d.date.slice(5)),
        series: chart.series.map((key) => ({
          name: translateKey(`home.today.series.${key}`, figureLabel(key)),
          color: COLORS[key],
          values: chart.days.map((d) => d.values[key] ?? 0),
        })),
      },
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
    return series.length ? { labels: rows.map((r) => r.kigName), series } : undefined;
  }, [rows, t]);
  return (
    <Row gutter={[16, 16]}>
      {week && chart && (
        <ChartCard title={translateKey(`home.today.charts.${chart.key}`)} alone={!compared} data-testid={`home-chart-${chart.key}`}>
          <BarsChart labels={week.labels} series={week.series} stacked={chart.key === 'attendance'} height={CHART_HEIGHT} />
        </ChartCard>
      )}
      {compared && (
        <ChartCard title={t('home.today.charts.byKindergarten')} alone={!week} data-testid="home-chart-kindergartens">
          <BarsChart labels={compared.labels} series={compared.series} percent height={CHART_HEIGHT} />
        </ChartCard>
      )}
    </Row>
  );
}
