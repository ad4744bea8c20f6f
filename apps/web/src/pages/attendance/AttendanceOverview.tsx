import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { ColumnType } from 'antd/es/table';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { attendanceApi, attendanceKeys } from '../../api/attendance';
import type { ReachRow } from '../../components/report/reach/reach-rows';
import { ReachOverviewCard } from '../../components/report/reach/ReachOverviewCard';
import { useReachLayout } from '../../components/report/reach/useReachLayout';
import { formatRate, isToday, LIVE_REFRESH_MS } from './attendance-format';
import { COUNT_COLORS, countLabel, type CountKey } from './attendance-parts';

/** Which screen the overview stands in front of: its period, counts and hint. */
export type OverviewKind = 'day' | 'month' | 'noCheck' | 'report';

/** The counts of a row (the rate is a column of its own, after them). */
type Shown = Exclude<CountKey, 'late' | 'leftEarly'>;
const DAY_KEYS: readonly Shown[] = ['expected', 'present', 'absent', 'leave', 'pending'];
// A month or a range of days counts person-days; those not yet arrived are today's only.
const PERIOD_KEYS: readonly Shown[] = ['expected', 'present', 'absent', 'leave'];
const CHART = [
  { key: 'present', color: COUNT_COLORS.present! },
  { key: 'absent', color: COUNT_COLORS.absent! },
] as const;

const rateColumn = (title: string): ColumnType<ReachRow<Record<Shown, number>>> => ({
  key: 'rate',
  title,
  dataIndex: 'rate',
  align: 'right',
  width: 110,
  sorter: (a, b) => a.rate - b.rate,
  render: (rate: number) => formatRate(rate),
});

/**
 * The children's attendance of the kindergartens in reach over a day, a month or a report's range,
 * before one is chosen (a group's, an agent's), by kindergarten or by area: the health statistics'
 * overview with attendance's counts. A kindergarten's row chooses it, whose classes the page then shows.
 */
export function AttendanceOverview({ from, to, kind, onChoose }: { from: string; to: string; kind: OverviewKind; onChoose: (kigId: string) => void }) {
  const { t } = useTranslation();
  const layout = useReachLayout();
  const query = { from, to, groupBy: layout.groupBy, areaCode: layout.areaCode };
  const overview = useQuery({
    queryKey: attendanceKeys.overview(query),
    // Live counts: asked again whenever the screen shows them, and every minute while today is in.
    staleTime: 0,
    queryFn: ({ signal }) => attendanceApi.overview(query, signal),
    refetchInterval: isToday(to) ? LIVE_REFRESH_MS : false,
    placeholderData: keepPreviousData,
  });
  const oneDay = from === to;
  const byArea = layout.groupBy === 'area';
  const label = useCallback(
    (key: Shown) => {
      if (!oneDay && key === 'expected') return t('attendanceReport.monthly.expectedDays');
      if (!oneDay && key === 'present') return t('attendanceReport.monthly.presentDays');
      return countLabel(key);
    },
    [oneDay, t],
  );
  const titles = {
    day: byArea ? t('attendanceReport.overview.areaDayTitle') : t('attendanceReport.overview.dayTitle'),
    month: byArea ? t('attendanceReport.overview.areaMonthTitle', { month: from.slice(0, 7) }) : t('attendanceReport.overview.monthTitle', { month: from.slice(0, 7) }),
    range: byArea ? t('attendanceReport.overview.areaRangeTitle', { from, to }) : t('attendanceReport.overview.rangeTitle', { from, to }),
  };
  const hints: Record<OverviewKind, string> = {
    day: t('attendanceReport.overview.dayHint'),
    month: t('attendanceReport.overview.monthHint'),
    noCheck: t('attendanceReport.overview.noCheckHint'),
    report: t('attendanceReport.overview.reportHint'),
  };
  return (
    <ReachOverviewCard<Shown>
      layout={layout}
      overview={overview}
      title={kind === 'month' ? titles.month : kind === 'report' && !oneDay ? titles.range : titles.day}
      hint={byArea ? t('attendanceReport.overview.areaHint') : hints[kind]}
      chart={CHART}
      axis={oneDay ? t('attendanceReport.overview.people') : t('attendanceReport.overview.times')}
      keys={oneDay ? DAY_KEYS : PERIOD_KEYS}
      label={label}
      colors={COUNT_COLORS}
      extra={{ column: rateColumn(countLabel('rate')), total: overview.data ? formatRate(overview.data.totals.rate) : null }}
      onChoose={onChoose}
      testId="attendance-overview"
    />
  );
}
