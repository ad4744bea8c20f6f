import { type CheckSession, healthCheckEntity, type HealthReachCounts } from '@kg/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Card, Skeleton, Typography } from 'antd';
import { lazy, Suspense, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { healthApi, healthKeys } from '../../api/health';
import { LoadError } from '../../components/LoadError';
import { enumLabel } from '../../components/resource/labels';
import { translateKey } from '../../i18n';
import { isToday, LIVE_REFRESH_MS } from '../attendance/attendance-format';
import { reachRows } from './reach-rows';
import { ReachLayoutBar } from './ReachLayoutBar';
import { ReachTable } from './ReachTable';
import { useReachLayout } from './useReachLayout';

// ECharts is large: it loads after the figures.
const ReachBarChart = lazy(() => import('./ReachBarChart').then((m) => ({ default: m.ReachBarChart })));

type CountKey = keyof HealthReachCounts;
const COUNT_KEYS: readonly CountKey[] = ['expected', 'checked', 'notChecked', 'abnormal', 'pendingReview'];
const COUNT_COLORS: Partial<Record<CountKey, string>> = { notChecked: '#fa8c16', abnormal: '#f5222d', pendingReview: '#1677ff' };

function countLabel(key: CountKey): string {
  // translateKey: a computed key on the typed `t` gives up on the grown dictionary (TS2589).
  return translateKey(`health.counts.${key}`);
}

/**
 * The kindergartens in reach on a day and session, before one is chosen, by kindergarten or by area
 * (province, city, district, then the district's kindergartens). A kindergarten's row chooses it,
 * whose classes the daily page then shows.
 */
export function HealthOverviewTable({ date, session, onChoose }: { date: string; session: CheckSession; onChoose: (kigId: string) => void }) {
  const { t } = useTranslation();
  const layout = useReachLayout();
  const query = { date, session, groupBy: layout.groupBy, areaCode: layout.areaCode };
  const overview = useQuery({
    queryKey: healthKeys.overview(query),
    staleTime: 0,
    queryFn: ({ signal }) => healthApi.overview(query, signal),
    refetchInterval: isToday(date) ? LIVE_REFRESH_MS : false,
    placeholderData: keepPreviousData,
  });
  const unknownArea = t('healthScreens.reach.unknownArea');
  const rows = useMemo(() => (overview.data ? reachRows(overview.data, unknownArea) : []), [overview.data, unknownArea]);
  const chartLabels = useMemo(
    () => ({ checked: countLabel('checked'), abnormal: countLabel('abnormal'), axis: t('healthScreens.daily.people') }),
    [t],
  );
  const sessionLabel = enumLabel(healthCheckEntity, 'session', session);
  const byArea = layout.groupBy === 'area';
  return (
    <Card
      size="small"
      title={byArea ? t('healthScreens.reach.areaTitle', { session: sessionLabel }) : t('healthScreens.overview.title', { session: sessionLabel })}
      extra={<Typography.Text type="secondary">{byArea ? t('healthScreens.reach.areaHint') : t('healthScreens.overview.hint')}</Typography.Text>}
      data-testid="health-overview"
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
            loading={overview.isPlaceholderData}
            onArea={layout.drill}
            onKindergarten={onChoose}
            testId="health-overview"
          />
        </>
      )}
    </Card>
  );
}
