import { CHECK_SESSIONS, type CheckSession, healthCheckEntity, type HealthCounts, type HealthDaily } from '@kg/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Button, Card, Col, Flex, Row, Segmented, Skeleton, Space, Statistic, Typography } from 'antd';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useMenuEntries } from '../../app/menu/useMenuEntries';
import { useCanDo } from '../../components/access/declared-access';
import { healthApi, healthKeys, type HealthDayQuery } from '../../api/health';
import { enumLabel } from '../../components/resource/labels';
import { translateKey } from '../../i18n';
import { CountsTable } from '../../components/report/CountsTable';
import { DownloadButton } from '../../components/report/DownloadButton';
import { isToday, LIVE_REFRESH_MS } from '../../components/report/period';
import { ReportFrame } from '../../components/report/ReportFrame';
import { DayField } from '../../components/report/ReportPickers';
import { useKindergartenChoice } from '../../components/report/useKindergartenChoice';
import { useChoiceParam, useDayParam } from '../../components/report/useReportParams';
import { CHECK_LIST_PATH, checkListHref, type QuickFilter } from './health-format';
import { HealthOverviewTable } from './HealthOverviewTable';
import { NotCheckedDrawer, type NotCheckedTarget } from './NotCheckedDrawer';
import { PHOTO_PATHS, photoHref } from './photos/photo-paths';
import { TEXT_COLORS } from '../../app/theme';

// ECharts is large: it loads after the figures, and only on this page.
const HealthCharts = lazy(() => import('./HealthCharts').then((m) => ({ default: m.HealthCharts })));

type CountKey = Exclude<keyof HealthCounts, 'byKind' | 'temperatures'>;
const COUNT_KEYS: readonly CountKey[] = ['expected', 'checked', 'notChecked', 'abnormal', 'pendingReview'];
const COUNT_COLORS: Partial<Record<CountKey, string>> = {
  checked: TEXT_COLORS.success,
  notChecked: TEXT_COLORS.warning,
  abnormal: TEXT_COLORS.error,
  pendingReview: TEXT_COLORS.info,
};

/** The shared label of a count (`health.counts.*`). */
function countLabel(key: CountKey): string {
  // translateKey: a computed key on the typed `t` gives up on the grown dictionary (TS2589).
  return translateKey(`health.counts.${key}`);
}

type ClassRow = HealthDaily['classes'][number];

/** The path of the check list when this user may open it, else null. */
function useCheckListPath(): string | null {
  const entries = useMenuEntries();
  const canDo = useCanDo();
  const entry = entries.find((e) => e.item.componentUrl === 'health/check');
  if (entry) return entry.path;
  return canDo(healthCheckEntity, 'view') ? CHECK_LIST_PATH : null;
}

/** Health -> Check statistics (componentUrl 'health/daily'): a day's morning or afternoon checks, by kind, band and class, and its sheet. */
export function HealthDailyPage() {
  const { t } = useTranslation();
  const choice = useKindergartenChoice();
  const [date, setDate] = useDayParam();
  const [session, setSession] = useChoiceParam<CheckSession>('session', CHECK_SESSIONS);
  const live = isToday(date);
  const query: HealthDayQuery = { kigId: choice.kigId, date, session };
  const daily = useQuery({
    queryKey: healthKeys.daily(query),
    // Live counts: asked again whenever the screen shows them (a leave approved elsewhere counts at once).
    staleTime: 0,
    queryFn: ({ signal }) => healthApi.daily(query, signal),
    enabled: choice.ready,
    // Today's checks keep arriving; a past day's do not.
    refetchInterval: live ? LIVE_REFRESH_MS : false,
    placeholderData: keepPreviousData,
  });

  return (
    <ReportFrame
      testId="health-daily-page"
      choice={choice}
      query={daily}
      filters={
        <>
          <DayField label={t('healthScreens.date')} value={date} onChange={setDate} testId="health-daily-date" />
          <Flex align="center" gap={8}>
            <Typography.Text>{t('healthScreens.session')}</Typography.Text>
            <Segmented<CheckSession>
              value={session}
              options={CHECK_SESSIONS.map((s) => ({ value: s, label: enumLabel(healthCheckEntity, 'session', s) }))}
              onChange={setSession}
              data-testid="health-daily-session"
            />
          </Flex>
        </>
      }
      reload={{ testId: 'health-daily-refresh' }}
      freshness={{ updatedAt: (time) => t('healthScreens.updatedAt', { time }), hint: live ? t('healthScreens.liveHint') : undefined }}
      actions={
        <DownloadButton fetch={(onProgress) => healthApi.dailyExport(query, onProgress)} fallbackName={`${date}.xlsx`} disabled={!choice.ready} testId="health-daily-export" />
      }
      beforeChoice={choice.scope?.kind === 'group' ? <HealthOverviewTable date={date} session={session} onChoose={choice.choose} /> : undefined}
    >
      {(data) => <DailyContent data={data} query={query} loading={daily.isPlaceholderData} />}
    </ReportFrame>
  );
}

function DailyContent({ data, query, loading }: { data: HealthDaily; query: HealthDayQuery; loading: boolean }) {
  const { t } = useTranslation();
  const checkListPath = useCheckListPath();
  const [notChecked, setNotChecked] = useState<NotCheckedTarget | null>(null);
  const sessionLabel = enumLabel(healthCheckEntity, 'session', data.session);

  const listLink = (quick: QuickFilter, label: string, testId: string, classId?: string) =>
    checkListPath ? (
      <Link to={checkListHref(checkListPath, { date: data.date, session: data.session, quick, classId, kigId: query.kigId })} data-testid={testId}>
        {label}
      </Link>
    ) : null;
  const notCheckedButton = (row: ClassRow | undefined, testId: string) => (
    <Button type="link" size="small" onClick={() => setNotChecked({ query: { ...query, classId: row?.classId }, className: row?.className })} data-testid={testId}>
      {t('healthScreens.daily.notChecked')}
    </Button>
  );

  const classActions = (row: ClassRow) => (
    <Space size={12}>
      {notCheckedButton(row, `health-daily-notchecked-${row.classId}`)}
      {listLink('all', t('healthScreens.daily.classChecks'), `health-daily-checks-${row.classId}`, row.classId)}
      {row.abnormal > 0 && listLink('abnormal', t('healthScreens.daily.abnormalList'), `health-daily-abnormal-${row.classId}`, row.classId)}
      <Link to={photoHref(PHOTO_PATHS.dayDetail, { date: data.date, classId: row.classId, kigId: query.kigId })} data-testid={`health-daily-daydetail-${row.classId}`}>
        {t('healthPhotos.day.title')}
      </Link>
    </Space>
  );

  return (
    // The day the figures are of (the previous day's stay on screen while the next one loads).
    <Flex vertical gap={16} data-testid="health-daily-content" data-date={data.date}>
      <Card
        size="small"
        title={t('healthScreens.daily.overview', { session: sessionLabel })}
        extra={
          <Space wrap>
            {notCheckedButton(undefined, 'health-daily-notchecked-total')}
            {listLink('abnormal', t('healthScreens.daily.abnormalList'), 'health-daily-abnormal-link')}
            {listLink('pending', t('healthScreens.daily.reviewList'), 'health-daily-review-link')}
            <Link to={photoHref(PHOTO_PATHS.wall, { date: data.date, session: data.session, kigId: query.kigId })} data-testid="health-daily-photo-wall">
              {t('healthPhotos.wall.title')}
            </Link>
          </Space>
        }
      >
        <Row gutter={[12, 12]}>
          {COUNT_KEYS.map((key) => (
            <Col key={key} xs={12} sm={8} md={4}>
              <Statistic
                title={countLabel(key)}
                value={data[key]}
                styles={{ content: COUNT_COLORS[key] ? { color: COUNT_COLORS[key] } : undefined }}
                valueRender={(node) => <span data-testid={`health-daily-${key}`}>{node}</span>}
              />
            </Col>
          ))}
        </Row>
      </Card>
      <Suspense
        fallback={
          <Card size="small" title={t('healthScreens.daily.chartLoading')}>
            <Skeleton active paragraph={{ rows: 5 }} />
          </Card>
        }
      >
        <HealthCharts counts={data} />
      </Suspense>
      <Card title={t('healthScreens.daily.byClass', { session: sessionLabel })} size="small">
        <CountsTable<ClassRow>
          rows={data.classes}
          rowKey="classId"
          nameColumn={{
            title: t('healthScreens.daily.className'),
            dataIndex: 'className',
            // The class's children's checks of the day: the check list, filtered to the class.
            render: (name, row) => listLink('all', name, `health-daily-class-link-${row.classId}`, row.classId) ?? name,
          }}
          // Checked in plain colour: only what wants attention stands out.
          counts={COUNT_KEYS.map((key) => ({ key, title: countLabel(key), color: key === 'checked' ? undefined : COUNT_COLORS[key] }))}
          totals={{ label: t('healthScreens.daily.total'), values: Object.fromEntries(COUNT_KEYS.map((key) => [key, data[key]])) }}
          actions={{ title: t('resource.table.actions'), width: 360, render: classActions, total: notCheckedButton(undefined, 'health-daily-notchecked-all') }}
          loading={loading}
          emptyText={t('healthScreens.daily.noClasses')}
          testIdPrefix="health-daily"
        />
      </Card>
      <NotCheckedDrawer target={notChecked} onClose={() => setNotChecked(null)} />
    </Flex>
  );
}
