import { type CheckSession, healthCheckEntity, type HealthMonthCounts } from '@kg/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Card, Skeleton, Typography } from 'antd';
import { lazy, Suspense, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { healthApi, healthKeys } from '../../api/health';
import { LoadError } from '../../components/LoadError';
import { enumLabel } from '../../components/resource/labels';
import { translateKey } from '../../i18n';
import { formatRate } from '../attendance/attendance-format';
import { checkedRate } from './health-format';
import { reachRows } from './reach-rows';
import { ReachLayoutBar } from './ReachLayoutBar';
import { ReachTable } from './ReachTable';
import { useReachLayout } from './useReachLayout';

// ECharts is large: it loads after the figures.
const ReachBarChart = lazy(() => import('./ReachBarChart').then((m) => ({ default: m.ReachBarChart })));

type CountKey = keyof HealthMonthCounts;
const COUNT_KEYS: readonly CountKey[] = ['expected', 'checked', 'abnormal', 'fever'];
const COUNT_COLORS: Partial<Record<CountKey, string>> = { abnormal: '#f5222d', fever: '#fa8c16' };

function countLabel(key: CountKey | 'rate'): string {
  // translateKey: a computed key on the typed `t` gives up on the grown dictionary (TS2589).
  return translateKey(`healthScreens.monthly.${key}`);
}

/**
 * The month of the kindergartens in reach, before one is chosen, by kindergarten or by area. A
 * kindergarten's row chooses it, whose month by class the monthly page then shows.
 */
export function HealthMonthlyOverview({ month, session, onChoose }: { month: string; session: CheckSession; onChoose: (kigId: string) => void }) {
  const { t } = useTranslation();
  const layout = useReachLayout();
  const query = { month, session, groupBy: layout.groupBy, areaCode: layout.areaCode };
  const overview = useQuery({
    queryKey: healthKeys.monthlyOverview(query),
    staleTime: 0,
    queryFn: ({ signal }) => healthApi.monthlyOverview(query, signal),
    placeholderData: keepPreviousData,
  });
  const unknownArea = t('healthScreens.reach.unknownArea');
  const rows = useMemo(() => (overview.data ? reachRows(overview.data, unknownArea) : []), [overview.data, unknownArea]);
  const chartLabels = useMemo(() => ({ checked: countLabel('checked'), abnormal: countLabel('abnormal'), axis: t('healthScreens.monthly.times') }), [t]);
  const sessionLabel = enumLabel(healthCheckEntity, 'session', session);
  const byArea = layout.groupBy === 'area';
  return (
    <Card
      size="small"
      title={byArea ? t('healthScreens.reach.areaMonthTitle', { session: sessionLabel }) : t('healthScreens.reach.monthTitle', { session: sessionLabel })}
      extra={<Typography.Text type="secondary">{byArea ? t('healthScreens.reach.areaMonthHint') : t('healthScreens.reach.monthHint')}</Typography.Text>}
      data-testid="health-monthly-overview"
    >
      <ReachLayoutBar layout={layout} view={overview.data} />
      {overview.isPending ? (
        <Skeleton active paragraph={{ rows: 6 }} />
      ) : overview.isError ? (
        <LoadError error={overview.error} onRetry={() => void overview.refetch()} retrying={overview.isFetching} />
      ) : (
        <>
          {rows.length > 0 && (
            <Suspense fallback={<Skeleton active paragraph={{ rows: 5 }} />}>
              <ReachBarChart rows={rows} labels={chartLabels} onPick={(row) => (row.kind === 'area' ? layout.drill(row.id) : onChoose(row.id))} />
            </Suspense>
          )}
          <ReachTable
            view={overview.data}
            keys={COUNT_KEYS}
            label={countLabel}
            colors={COUNT_COLORS}
            extra={{
              column: {
                key: 'rate',
                title: countLabel('rate'),
                align: 'right',
                width: 110,
                sorter: (a, b) => checkedRate(a) - checkedRate(b),
                render: (_, row) => formatRate(checkedRate(row)),
              },
              total: formatRate(checkedRate(overview.data.totals)),
            }}
            loading={overview.isPlaceholderData}
            onArea={layout.drill}
            onKindergarten={onChoose}
            testId="health-monthly-overview"
          />
        </>
      )}
    </Card>
  );
}
