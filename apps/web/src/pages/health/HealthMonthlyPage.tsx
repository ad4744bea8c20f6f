import { CHECK_SESSIONS, type CheckSession, healthCheckEntity, healthEndpoints, type HealthMonthly } from '@kg/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Card, Col, Flex, Row, Segmented, Skeleton, Statistic, Typography } from 'antd';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { healthApi, healthKeys, type HealthMonthQuery } from '../../api/health';
import { useCanCall } from '../../components/access/declared-access';
import { enumLabel } from '../../components/resource/labels';
import { translateKey } from '../../i18n';
import { formatRate } from '../../components/report/counts';
import { CountsTable } from '../../components/report/CountsTable';
import { DownloadButton } from '../../components/report/DownloadButton';
import { ReportFrame } from '../../components/report/ReportFrame';
import { MonthField } from '../../components/report/ReportPickers';
import { useKindergartenChoice } from '../../components/report/useKindergartenChoice';
import { useChoiceParam, useMonthParam } from '../../components/report/useReportParams';
import { checkedRate } from './health-format';
import { HealthMonthlyOverview } from './HealthMonthlyOverview';
import { TEXT_COLORS } from '../../app/theme';

// ECharts is large: it loads after the figures, and only on this page.
const HealthMonthlyChart = lazy(() => import('./HealthMonthlyChart').then((m) => ({ default: m.HealthMonthlyChart })));

type CountKey = 'expected' | 'checked' | 'abnormal' | 'fever';
const COUNT_KEYS: readonly CountKey[] = ['expected', 'checked', 'abnormal', 'fever'];
const COUNT_COLORS: Partial<Record<CountKey | 'rate', string>> = { checked: TEXT_COLORS.success, abnormal: TEXT_COLORS.error, fever: TEXT_COLORS.warning };

function countLabel(key: CountKey | 'rate'): string {
  // translateKey: a computed key on the typed `t` gives up on the grown dictionary (TS2589).
  return translateKey(`healthScreens.monthly.${key}`);
}

type ClassRow = HealthMonthly['classes'][number];

/** Health -> Monthly statistics (componentUrl 'health/monthly'): a month's checks by school day and by class, and its sheet. */
export function HealthMonthlyPage() {
  const { t } = useTranslation();
  const choice = useKindergartenChoice();
  const canCall = useCanCall();
  const [month, setMonth] = useMonthParam();
  const [session, setSession] = useChoiceParam<CheckSession>('session', CHECK_SESSIONS);
  const query: HealthMonthQuery = { kigId: choice.kigId, month, session };
  const monthly = useQuery({
    queryKey: healthKeys.monthly(query),
    staleTime: 0,
    queryFn: ({ signal }) => healthApi.monthly(query, signal),
    enabled: choice.ready,
    placeholderData: keepPreviousData,
  });

  return (
    <ReportFrame
      testId="health-monthly-page"
      choice={choice}
      query={monthly}
      filters={
        <>
          <MonthField label={t('healthScreens.monthly.month')} value={month} onChange={setMonth} testId="health-monthly-month" />
          <Flex align="center" gap={8}>
            <Typography.Text>{t('healthScreens.session')}</Typography.Text>
            <Segmented<CheckSession>
              value={session}
              options={CHECK_SESSIONS.map((s) => ({ value: s, label: enumLabel(healthCheckEntity, 'session', s) }))}
              onChange={setSession}
              data-testid="health-monthly-session"
            />
          </Flex>
        </>
      }
      actions={
        canCall(healthEndpoints.monthlyExport) && (
          <DownloadButton
            fetch={(onProgress) => healthApi.monthlyExport(query, onProgress)}
            fallbackName={t('healthScreens.monthly.fileName', { month })}
            label={t('healthScreens.monthly.export')}
            disabled={!choice.ready}
            testId="health-monthly-export"
          />
        )
      }
      beforeChoice={choice.scope?.kind === 'group' ? <HealthMonthlyOverview month={month} session={session} onChoose={choice.choose} /> : undefined}
    >
      {(data) => <MonthlyContent data={data} loading={monthly.isPlaceholderData} />}
    </ReportFrame>
  );
}

function MonthlyContent({ data, loading }: { data: HealthMonthly; loading: boolean }) {
  const { t } = useTranslation();
  const sessionLabel = enumLabel(healthCheckEntity, 'session', data.session);
  return (
    <>
      <Card size="small" title={t('healthScreens.monthly.totals', { session: sessionLabel })}>
        <Row gutter={[12, 12]}>
          {COUNT_KEYS.map((key) => (
            <Col key={key} xs={12} sm={8} md={4}>
              <Statistic
                title={countLabel(key)}
                value={data.totals[key]}
                styles={{ content: COUNT_COLORS[key] ? { color: COUNT_COLORS[key] } : undefined }}
                valueRender={(node) => <span data-testid={`health-monthly-${key}`}>{node}</span>}
              />
            </Col>
          ))}
          <Col xs={12} sm={8} md={4}>
            <Statistic title={countLabel('rate')} value={formatRate(checkedRate(data.totals))} valueRender={(node) => <span data-testid="health-monthly-rate">{node}</span>} />
          </Col>
        </Row>
      </Card>
      <Card size="small" title={t('healthScreens.monthly.byDay', { session: sessionLabel })}>
        <Suspense fallback={<Skeleton active paragraph={{ rows: 5 }} />}>
          <HealthMonthlyChart days={data.days} />
        </Suspense>
      </Card>
      <Card size="small" title={t('healthScreens.monthly.byClass', { session: sessionLabel })}>
        <CountsTable<ClassRow>
          rows={data.classes}
          rowKey="classId"
          nameColumn={{ title: t('healthScreens.monthly.className'), dataIndex: 'className' }}
          // Checked in plain colour: only what wants attention stands out.
          counts={[
            ...COUNT_KEYS.map((key) => ({ key, title: countLabel(key), width: 110, color: key === 'checked' ? undefined : COUNT_COLORS[key] })),
            { key: 'rate', title: countLabel('rate'), width: 110, value: checkedRate, format: formatRate },
          ]}
          totals={{ label: t('healthScreens.monthly.total'), values: { ...data.totals, rate: checkedRate(data.totals) } }}
          loading={loading}
          emptyText={t('healthScreens.monthly.noClasses')}
          testIdPrefix="health-monthly"
        />
      </Card>
    </>
  );
}
