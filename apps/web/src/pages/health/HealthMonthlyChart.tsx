import type { HealthMonthly } from '@kg/domain';
import { Empty } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { BarsChart } from '../../components/chart/BarsChart';
import { CHART_COLORS } from '../../components/chart/options';

/** The month's school days (days off left out): checked and abnormal person-days as bars. */
export function HealthMonthlyChart({ days }: { days: HealthMonthly['days'] }) {
  const { t } = useTranslation();
  const schoolDays = useMemo(() => days.filter((d) => d.schoolDay), [days]);
  const labels = useMemo(() => schoolDays.map((d) => d.date.slice(5)), [schoolDays]);
  const series = useMemo(
    () => [
      { name: t('healthScreens.monthly.checked'), color: CHART_COLORS.good, values: schoolDays.map((d) => d.checked) },
      { name: t('healthScreens.monthly.abnormal'), color: CHART_COLORS.bad, values: schoolDays.map((d) => d.abnormal) },
    ],
    [schoolDays, t],
  );
  if (!schoolDays.length) return <Empty description={t('healthScreens.monthly.noDays')} />;
  // Days are many: echarts shows every few when they would crowd, which reads fine for dates.
  return <BarsChart labels={labels} series={series} axisName={t('healthScreens.monthly.times')} crowded height={300} data-testid="health-monthly-chart" />;
}
