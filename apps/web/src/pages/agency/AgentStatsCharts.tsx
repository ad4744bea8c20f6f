import type { AgentStats } from '@kg/domain';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { ComboChartRow } from '../../components/chart/ComboChart';
import { CHART_COLORS } from '../../components/chart/options';

/** The period by month (kindergartens opened, memberships sold, children at month end) and the kindergartens compared (children, machines). */
export function AgentStatsCharts({ stats }: { stats: AgentStats }) {
  const { t } = useTranslation();
  const monthLabels = useMemo(() => stats.months.map((m) => m.month), [stats]);
  const months = useMemo(
    () => [
      { name: t('agentStats.series.opened'), type: 'bar' as const, values: stats.months.map((m) => m.opened), color: CHART_COLORS.blue },
      { name: t('agentStats.series.memberships'), type: 'bar' as const, values: stats.months.map((m) => m.memberships), color: CHART_COLORS.purple },
      { name: t('agentStats.series.children'), type: 'line' as const, values: stats.months.map((m) => m.children), color: CHART_COLORS.good, axis: 1 as const },
    ],
    [stats, t],
  );
  const kigLabels = useMemo(() => stats.kindergartens.map((k) => k.kigName), [stats]);
  const kigs = useMemo(
    () => [
      { name: t('agentStats.series.childrenNow'), type: 'bar' as const, values: stats.kindergartens.map((k) => k.children), color: CHART_COLORS.good },
      { name: t('agentStats.series.machines'), type: 'bar' as const, values: stats.kindergartens.map((k) => k.machines), color: CHART_COLORS.warn, axis: 1 as const },
    ],
    [stats, t],
  );
  return (
    <ComboChartRow
      charts={[
        { key: 'months', title: t('agentStats.charts.byMonth'), labels: monthLabels, series: months, testId: 'agent-stats-chart-months' },
        { key: 'kigs', title: t('agentStats.charts.byKindergarten'), labels: kigLabels, series: kigs, testId: 'agent-stats-chart-kigs' },
      ]}
    />
  );
}
