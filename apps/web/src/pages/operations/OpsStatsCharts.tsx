import type { OpsStatsMonth } from '@kg/domain';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { ComboChartRow } from '../../components/chart/ComboChart';
import { CHART_COLORS } from '../../components/chart/options';

/**
 * The period by month over the kindergartens drilled to: the platform's size at each month's end
 * (kindergartens, children, machines) with the checks and abnormal checks in it; memberships sold,
 * revenue (yuan) and SMS sent in it. Fetched with the months' figures, after the page (ECharts is large).
 */
export function OpsStatsCharts({ months }: { months: OpsStatsMonth[] }) {
  const { t } = useTranslation();
  const labels = useMemo(() => months.map((m) => m.month), [months]);
  const size = useMemo(
    () => [
      { name: t('opsStats.figures.checked'), type: 'bar' as const, values: months.map((m) => m.checked), color: CHART_COLORS.good },
      { name: t('opsStats.figures.abnormal'), type: 'bar' as const, values: months.map((m) => m.abnormal), color: CHART_COLORS.bad },
      { name: t('opsStats.figures.children'), type: 'line' as const, values: months.map((m) => m.children), color: CHART_COLORS.blue, axis: 1 as const },
      { name: t('opsStats.figures.machines'), type: 'line' as const, values: months.map((m) => m.machines), color: CHART_COLORS.warn, axis: 1 as const },
      { name: t('opsStats.figures.kindergartens'), type: 'line' as const, values: months.map((m) => m.kindergartens), color: CHART_COLORS.purple, axis: 1 as const },
    ],
    [months, t],
  );
  const money = useMemo(
    () => [
      { name: t('opsStats.figures.memberships'), type: 'bar' as const, values: months.map((m) => m.memberships), color: CHART_COLORS.purple },
      { name: t('opsStats.figures.sms'), type: 'bar' as const, values: months.map((m) => m.sms), color: CHART_COLORS.cyan },
      { name: t('opsStats.figures.revenueFen'), type: 'line' as const, values: months.map((m) => m.revenueFen / 100), color: CHART_COLORS.warn, axis: 1 as const },
    ],
    [months, t],
  );
  return (
    <ComboChartRow
      charts={[
        { key: 'months', title: t('opsStatsScreens.monthsTitle'), extra: t('opsStatsScreens.monthsHint'), labels, series: size, testId: 'ops-stats-chart-months' },
        { key: 'money', title: t('opsStatsScreens.moneyTitle'), labels, series: money, testId: 'ops-stats-chart-money' },
      ]}
    />
  );
}
