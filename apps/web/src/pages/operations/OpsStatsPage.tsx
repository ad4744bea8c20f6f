import type { OpsStats, OpsStatsFigures, OpsStatsMonth, OpsStatsQuery } from '@kg/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Breadcrumb, Button, Card, Col, Flex, Row, Skeleton, Statistic } from 'antd';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { opsStatsApi, opsStatsKeys } from '../../api/ops-stats';
import { TEXT_COLORS } from '../../app/theme';
import { LoadError } from '../../components/LoadError';
import { formatRate } from '../../components/report/counts';
import { MonthPeriodCard } from '../../components/report/MonthPeriodCard';
import type { ReachRow } from '../../components/report/reach/reach-rows';
import { ReachOverviewCard } from '../../components/report/reach/ReachOverviewCard';
import { useReachLayout } from '../../components/report/reach/useReachLayout';
import { useMonthPeriod } from '../../components/report/useMonthPeriod';
import { useReportParam } from '../../components/report/useReportParams';
import { formatMoney } from '../../components/resource/money';
import { DataTable } from '../../components/table/DataTable';
import { translateKey } from '../../i18n';

// ECharts is large: the months' charts load after the figures.
const OpsStatsCharts = lazy(() => import('./OpsStatsCharts').then((m) => ({ default: m.OpsStatsCharts })));

type TableKey = Exclude<keyof OpsStatsFigures, 'kindergartens'>;
const TABLE_KEYS: readonly TableKey[] = ['children', 'machines', 'activeMachines', 'checked', 'abnormal', 'memberships', 'revenueFen', 'sms'];
const TABLE_COLORS: Partial<Record<TableKey, string>> = { abnormal: TEXT_COLORS.error };
const CHART = [
  { key: 'children', color: '#1677ff' },
  { key: 'checked', color: '#52c41a' },
  { key: 'abnormal', color: '#f5222d' },
] as const;
const MONEY = { revenueFen: formatMoney };
const TOTALS = ['kindergartens', 'children', 'machines', 'activeMachines', 'checked', 'abnormalRate', 'memberships', 'revenueFen', 'sms'] as const;

/** Abnormal checks among the checks, as a percentage (0 without checks). */
const abnormalRate = (f: { checked: number; abnormal: number }) => (f.checked ? (f.abnormal * 100) / f.checked : 0);

// translateKey: a computed key on the typed `t` gives up on the grown dictionary (TS2589).
const figureLabel = (key: string) => translateKey(`opsStats.figures.${key}`);

function totalValue(stats: OpsStats, key: (typeof TOTALS)[number]): string | number {
  if (key === 'abnormalRate') return formatRate(abnormalRate(stats.totals));
  if (key === 'revenueFen') return formatMoney(stats.totals.revenueFen);
  return stats.totals[key];
}

/** The figures of the level drilled to, one card each. */
function Totals({ stats }: { stats: OpsStats }) {
  const { t } = useTranslation();
  return (
    <Row gutter={[16, 16]} data-testid="ops-stats-totals">
      {TOTALS.map((key) => (
        <Col key={key} xs={12} md={8} xl={6} xxl={4}>
          <Card size="small" data-testid={`ops-stats-total-${key}`}>
            <Statistic
              title={key === 'activeMachines' ? `${figureLabel(key)} · ${t('opsStatsScreens.today', { date: stats.today })}` : figureLabel(key)}
              value={totalValue(stats, key)}
            />
          </Card>
        </Col>
      ))}
    </Row>
  );
}

/** The months of the period as a table (what the charts draw, to read and to compare with the export). */
function MonthsTable({ months }: { months: OpsStatsMonth[] }) {
  const { t } = useTranslation();
  return (
    <Card size="small" title={t('opsStatsScreens.monthsTitle')} extra={t('opsStatsScreens.monthsHint')}>
      <DataTable<OpsStatsMonth>
        rowKey="month"
        size="small"
        dataSource={months}
        pagination={false}
        scroll={{ x: 'max-content' }}
        data-testid="ops-stats-months"
        columns={[
          { key: 'month', title: t('opsStats.month'), dataIndex: 'month', fixed: 'left' },
          { key: 'kindergartens', title: t('opsStats.figures.kindergartens'), dataIndex: 'kindergartens', align: 'right' },
          { key: 'opened', title: t('opsStats.figures.opened'), dataIndex: 'opened', align: 'right' },
          { key: 'children', title: t('opsStats.figures.children'), dataIndex: 'children', align: 'right' },
          { key: 'machines', title: t('opsStats.figures.machines'), dataIndex: 'machines', align: 'right' },
          { key: 'checked', title: t('opsStats.figures.checked'), dataIndex: 'checked', align: 'right' },
          { key: 'abnormal', title: t('opsStats.figures.abnormal'), dataIndex: 'abnormal', align: 'right' },
          { key: 'abnormalRate', title: t('opsStats.figures.abnormalRate'), align: 'right', render: (_: unknown, m: OpsStatsMonth) => formatRate(abnormalRate(m)) },
          { key: 'memberships', title: t('opsStats.figures.memberships'), dataIndex: 'memberships', align: 'right' },
          { key: 'revenueFen', title: t('opsStats.figures.revenueFen'), dataIndex: 'revenueFen', align: 'right', render: (fen: number) => formatMoney(fen) },
          { key: 'sms', title: t('opsStats.figures.sms'), dataIndex: 'sms', align: 'right' },
        ]}
      />
    </Card>
  );
}

/**
 * Operations -> Data stats (componentUrl 'operations/stats', issue 18): the platform at a glance over a
 * period of months. Its kindergartens by kindergarten or by area, drilled from the country to a province,
 * a city, a district (`?groupBy=area&areaCode=`) and a kindergarten (`?kigId=`), each level's figures
 * charted and tabled with their totals, the months charted and tabled; the level shown exports as one sheet.
 */
export function OpsStatsPage() {
  const { t } = useTranslation();
  const period = useMonthPeriod();
  const layout = useReachLayout();
  const [kigId, setKigId] = useReportParam('kigId');
  const q: OpsStatsQuery = {
    from: period.from,
    to: period.to,
    groupBy: layout.groupBy,
    ...(layout.areaCode ? { areaCode: layout.areaCode } : {}),
    ...(kigId ? { kigId } : {}),
  };
  const stats = useQuery({ queryKey: opsStatsKeys.stats(q), queryFn: ({ signal }) => opsStatsApi.stats(q, signal), placeholderData: keepPreviousData });
  const data = stats.data;
  const kig = kigId ? data?.kindergarten : undefined;

  return (
    <Flex vertical gap={16} data-testid="ops-stats-page">
      <MonthPeriodCard period={period} label={t('opsStatsScreens.period')} exportFile={(onProgress) => opsStatsApi.export(q, onProgress)} testId="ops-stats" />
      {data && !stats.isError && <Totals stats={data} />}
      {kigId ? (
        <Card
          size="small"
          title={kig ? t('opsStatsScreens.kigTitle', { name: kig.kigName }) : <Skeleton.Input active size="small" />}
          extra={
            <Button onClick={() => setKigId(undefined)} data-testid="ops-stats-back">
              {t('opsStatsScreens.back')}
            </Button>
          }
          data-testid="ops-stats-kig"
        >
          {stats.isError ? (
            <LoadError error={stats.error} onRetry={() => void stats.refetch()} retrying={stats.isFetching} />
          ) : (
            <Breadcrumb items={[{ title: t('opsStats.country') }, ...(data?.areaPath ?? []).map((a) => ({ key: a.code, title: a.name }))]} />
          )}
        </Card>
      ) : (
        <ReachOverviewCard<TableKey>
          layout={layout}
          overview={stats}
          title={t('opsStatsScreens.areaTitle')}
          hint={t('opsStatsScreens.areaHint')}
          chart={CHART}
          axis={t('opsStatsScreens.axis')}
          keys={TABLE_KEYS}
          label={figureLabel}
          colors={TABLE_COLORS}
          format={MONEY}
          extra={{
            column: {
              key: 'abnormalRate',
              title: figureLabel('abnormalRate'),
              align: 'right',
              width: 96,
              render: (_: unknown, row: ReachRow<Record<TableKey, number>>) => formatRate(abnormalRate(row)),
            },
            total: data ? formatRate(abnormalRate(data.totals)) : null,
          }}
          onChoose={(id) => setKigId(id)}
          testId="ops-stats-reach"
        />
      )}
      {data && !stats.isError && (
        <>
          <Suspense fallback={<Skeleton active paragraph={{ rows: 6 }} />}>
            <OpsStatsCharts months={data.months} />
          </Suspense>
          <MonthsTable months={data.months} />
        </>
      )}
    </Flex>
  );
}
