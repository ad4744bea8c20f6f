import { type AgentStatsKig, type AgentStatsMonth, type AgentStatsQuery, organizationEntity } from '@kg/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Card, Col, Flex, Row, Spin, Statistic } from 'antd';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { agentStatsApi, salesmanKeys } from '../../api/agency-salesman';
import { useUserInfo } from '../../api/auth';
import { LabeledControl } from '../../components/LabeledControl';
import { LoadError } from '../../components/LoadError';
import { MonthPeriodCard } from '../../components/report/MonthPeriodCard';
import { formatMoney } from '../../components/resource/money';
import { useReportParam } from '../../components/report/useReportParams';
import { useMonthPeriod } from '../../components/report/useMonthPeriod';
import { RefSelect } from '../../components/resource/RefSelect';
import { DataTable } from '../../components/table/DataTable';

const AgentStatsCharts = lazy(() => import('./AgentStatsCharts').then((m) => ({ default: m.AgentStatsCharts })));

const AGENT_OPTIONS = { kind: 'agent' } as const;
/**
 * Agent functions -> Statistics (componentUrl 'agency/stats'): an agent's kindergartens opened per month,
 * children served at each month's end and now, machines per kindergarten, charted and tabled, exported as
 * one sheet; operations see every agent's, or pick one.
 */
export function AgentStatsPage() {
  const { t } = useTranslation();
  const { data: user } = useUserInfo();
  const period = useMonthPeriod();
  const [agentId, setAgentId] = useReportParam('agentId');
  const q: AgentStatsQuery = { from: period.from, to: period.to, ...(agentId ? { agentId } : {}) };
  const stats = useQuery({ queryKey: salesmanKeys.stats(q), queryFn: ({ signal }) => agentStatsApi.stats(q, signal), placeholderData: keepPreviousData });
  const data = stats.data;

  return (
    <Flex vertical gap={16} data-testid="agent-stats-page">
      <MonthPeriodCard period={period} label={t('agentStats.period')} exportFile={(onProgress) => agentStatsApi.statsExport(q, onProgress)} testId="agent-stats">
        {user?.orgKind === 'platform' && (
          <LabeledControl label={t('agentStats.agent')}>
            {(id) => (
              <div style={{ minWidth: 220 }}>
                <RefSelect
                  id={id}
                  target={organizationEntity}
                  filters={AGENT_OPTIONS}
                  value={agentId ?? null}
                  onChange={(value) => setAgentId(typeof value === 'string' && value ? value : undefined)}
                  data-testid="agent-stats-agent"
                />
              </div>
            )}
          </LabeledControl>
        )}
      </MonthPeriodCard>
      {stats.isError && !data ? (
        <LoadError error={stats.error} onRetry={() => void stats.refetch()} />
      ) : !data ? (
        <Flex justify="center" style={{ padding: 48 }}>
          <Spin />
        </Flex>
      ) : (
        <>
          <Row gutter={[16, 16]} data-testid="agent-stats-totals">
            {(['kindergartens', 'opened', 'children', 'machines', 'memberships', 'membershipFen'] as const).map((key) => (
              <Col key={key} xs={12} md={8} xl={4}>
                <Card size="small">
                  <Statistic title={t(`agentStats.totals.${key}`)} value={key === 'membershipFen' ? formatMoney(data.totals[key]) : data.totals[key]} />
                </Card>
              </Col>
            ))}
          </Row>
          <Suspense fallback={<Spin />}>
            <AgentStatsCharts stats={data} />
          </Suspense>
          <Card size="small" title={t('agentStats.charts.byKindergarten')}>
            <DataTable<AgentStatsKig>
              rowKey="kigId"
              size="small"
              dataSource={data.kindergartens}
              pagination={false}
              scroll={{ x: 'max-content' }}
              data-testid="agent-stats-kigs"
              columns={[
                { key: 'kigName', title: t('agentStats.columns.kigName'), dataIndex: 'kigName' },
                { key: 'kigCode', title: t('agentStats.columns.kigCode'), dataIndex: 'kigCode' },
                { key: 'agentName', title: t('agentStats.columns.agent'), dataIndex: 'agentName' },
                { key: 'openedOn', title: t('agentStats.columns.openedOn'), dataIndex: 'openedOn' },
                { key: 'children', title: t('agentStats.columns.children'), dataIndex: 'children' },
                { key: 'machines', title: t('agentStats.columns.machines'), dataIndex: 'machines' },
              ]}
            />
          </Card>
          <Card size="small" title={t('agentStats.charts.byMonth')}>
            <DataTable<AgentStatsMonth>
              rowKey="month"
              size="small"
              dataSource={data.months}
              pagination={false}
              scroll={{ x: 'max-content' }}
              data-testid="agent-stats-months"
              columns={[
                { key: 'month', title: t('agentStats.columns.month'), dataIndex: 'month' },
                { key: 'opened', title: t('agentStats.series.opened'), dataIndex: 'opened' },
                { key: 'children', title: t('agentStats.series.children'), dataIndex: 'children' },
                { key: 'memberships', title: t('agentStats.series.memberships'), dataIndex: 'memberships' },
                {
                  key: 'membershipFen',
                  title: t('agentStats.series.membershipFen'),
                  dataIndex: 'membershipFen',
                  align: 'right',
                  render: (fen: number) => formatMoney(fen),
                },
              ]}
            />
          </Card>
        </>
      )}
    </Flex>
  );
}
