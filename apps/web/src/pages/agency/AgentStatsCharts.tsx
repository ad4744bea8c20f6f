import type { AgentStats } from '@kg/domain';
import { Row } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { ChartCard } from '../../components/chart/ChartCard';
import { ComboChart } from '../../components/chart/ComboChart';
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
    <Row gutter={[16, 16]}>
      <ChartCard title={t('agentStats.charts.byMonth')}>
        <ComboChart labels={monthLabels} series={months} data-testid="agent-stats-chart-months" />
      </ChartCard>
      <ChartCard title={t('agentStats.charts.byKindergarten')}>
        <ComboChart labels={kigLabels} series={kigs} data-testid="agent-stats-chart-kigs" />
      </ChartCard>
    </Row>
  );
}
