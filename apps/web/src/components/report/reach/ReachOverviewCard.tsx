import type { ReachRows } from '@kg/domain';
import type { UseQueryResult } from '@tanstack/react-query';
import { Card, Skeleton, Typography } from 'antd';
import { lazy, Suspense, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadError } from '../../LoadError';
import { reachRows } from './reach-rows';
import { ReachLayoutBar } from './ReachLayoutBar';
import { ReachTable, type ReachTableProps } from './ReachTable';
import type { ReachLayoutState } from './useReachLayout';

// ECharts is large: it loads after the figures.
const ReachBarChart = lazy(() => import('./ReachBarChart').then((m) => ({ default: m.ReachBarChart })));

export interface ReachOverviewCardProps<K extends string> extends Pick<ReachTableProps<K>, 'keys' | 'label' | 'colors' | 'format' | 'extra' | 'testId'> {
  layout: ReachLayoutState;
  overview: UseQueryResult<ReachRows<Record<K, number>>>;
  title: string;
  hint: string;
  /** The counts the chart draws side by side, each with its colour (named by `label`). */
  chart: readonly { key: K; color: string }[];
  /** The chart's value axis (people on a day, times in a month). */
  axis: string;
  onChoose: (kigId: string) => void;
}

/**
 * The kindergartens in reach (or their areas) before one is chosen: the layout switch and the area
 * trail, a bar chart of some counts, and the table; an area drills down, a kindergarten is chosen.
 * Shared by the health and attendance statistics.
 */
export function ReachOverviewCard<K extends string>(props: ReachOverviewCardProps<K>) {
  const { layout, overview, title, hint, chart, axis, onChoose, keys, label, colors, format, extra, testId } = props;
  const { t } = useTranslation();
  const unknownArea = t('report.reach.unknownArea');
  const rows = useMemo(() => (overview.data ? reachRows(overview.data, unknownArea) : []), [overview.data, unknownArea]);
  const series = useMemo(() => chart.map((c) => ({ ...c, name: label(c.key) })), [chart, label]);
  return (
    <Card size="small" title={title} extra={<Typography.Text type="secondary">{hint}</Typography.Text>} data-testid={testId}>
      <ReachLayoutBar layout={layout} view={overview.data} />
      {overview.isPending ? (
        <Skeleton active paragraph={{ rows: 6 }} />
      ) : overview.isError ? (
        <LoadError error={overview.error} onRetry={() => void overview.refetch()} retrying={overview.isFetching} />
      ) : (
        <>
          {rows.length > 0 && (
            <Suspense fallback={<Skeleton active paragraph={{ rows: 5 }} />}>
              <ReachBarChart rows={rows} series={series} axis={axis} onPick={(row) => (row.kind === 'area' ? layout.drill(row.id) : onChoose(row.id))} />
            </Suspense>
          )}
          <ReachTable
            view={overview.data}
            keys={keys}
            label={label}
            colors={colors}
            format={format}
            extra={extra}
            loading={overview.isPlaceholderData}
            onArea={layout.drill}
            onKindergarten={onChoose}
            testId={testId}
          />
        </>
      )}
    </Card>
  );
}
