import { type CheckSession, healthCheckEntity, type HealthReachCounts } from '@kg/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { healthApi, healthKeys } from '../../api/health';
import { enumLabel } from '../../components/resource/labels';
import { translateKey } from '../../i18n';
import { isToday, LIVE_REFRESH_MS } from '../../components/report/period';
import { CHECK_CHART } from './health-format';
import { ReachOverviewCard } from '../../components/report/reach/ReachOverviewCard';
import { useReachLayout } from '../../components/report/reach/useReachLayout';
import { TEXT_COLORS } from '../../app/theme';

type CountKey = keyof HealthReachCounts;
const COUNT_KEYS: readonly CountKey[] = ['expected', 'checked', 'notChecked', 'abnormal', 'pendingReview'];
const COUNT_COLORS: Partial<Record<CountKey, string>> = { notChecked: TEXT_COLORS.warning, abnormal: TEXT_COLORS.error, pendingReview: TEXT_COLORS.info };

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
  const sessionLabel = enumLabel(healthCheckEntity, 'session', session);
  const byArea = layout.groupBy === 'area';
  return (
    <ReachOverviewCard
      layout={layout}
      overview={overview}
      title={byArea ? t('healthScreens.reach.areaTitle', { session: sessionLabel }) : t('healthScreens.overview.title', { session: sessionLabel })}
      hint={byArea ? t('healthScreens.reach.areaHint') : t('healthScreens.overview.hint')}
      chart={CHECK_CHART}
      axis={t('healthScreens.daily.people')}
      keys={COUNT_KEYS}
      label={countLabel}
      colors={COUNT_COLORS}
      onChoose={onChoose}
      testId="health-overview"
    />
  );
}
