import { type CheckSession, healthCheckEntity, type HealthMonthCounts } from '@kg/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { healthApi, healthKeys } from '../../api/health';
import { enumLabel } from '../../components/resource/labels';
import { translateKey } from '../../i18n';
import { formatRate } from '../../components/report/counts';
import { CHECK_CHART, checkedRate, checkedRateColumn } from './health-format';
import type { ReachRow } from '../../components/report/reach/reach-rows';
import { ReachOverviewCard } from '../../components/report/reach/ReachOverviewCard';
import { useReachLayout } from '../../components/report/reach/useReachLayout';
import { TEXT_COLORS } from '../../app/theme';

type CountKey = keyof HealthMonthCounts;
const COUNT_KEYS: readonly CountKey[] = ['expected', 'checked', 'abnormal', 'fever'];
const COUNT_COLORS: Partial<Record<CountKey, string>> = { abnormal: TEXT_COLORS.error, fever: TEXT_COLORS.warning };

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
  const sessionLabel = enumLabel(healthCheckEntity, 'session', session);
  const byArea = layout.groupBy === 'area';
  return (
    <ReachOverviewCard
      layout={layout}
      overview={overview}
      title={byArea ? t('healthScreens.reach.areaMonthTitle', { session: sessionLabel }) : t('healthScreens.reach.monthTitle', { session: sessionLabel })}
      hint={byArea ? t('healthScreens.reach.areaMonthHint') : t('healthScreens.reach.monthHint')}
      chart={CHECK_CHART}
      axis={t('healthScreens.monthly.times')}
      keys={COUNT_KEYS}
      label={countLabel}
      colors={COUNT_COLORS}
      extra={{
        column: checkedRateColumn<ReachRow<Record<CountKey, number>>>(countLabel('rate')),
        total: overview.data ? formatRate(checkedRate(overview.data.totals)) : null,
      }}
      onChoose={onChoose}
      testId="health-monthly-overview"
    />
  );
}
