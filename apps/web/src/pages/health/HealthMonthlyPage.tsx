import { DownloadOutlined, ReloadOutlined } from '@ant-design/icons';
import { CHECK_SESSIONS, type CheckSession, healthCheckEntity, type HealthMonthly } from '@kg/domain';
import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import { App, Button, Card, Col, Flex, Row, Segmented, Skeleton, Statistic, Table, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import dayjs from 'dayjs';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../api/api-error';
import { healthApi, healthKeys, type HealthMonthQuery } from '../../api/health';
import { usePermissions } from '../../app/session/usePermissions';
import { saveFile } from '../../components/download';
import { enumLabel } from '../../components/resource/labels';
import { translateKey } from '../../i18n';
import { formatRate, MONTH_FORMAT } from '../attendance/attendance-format';
import { ChosenReport, KindergartenPicker, MonthField } from '../attendance/attendance-parts';
import { useKindergartenChoice } from '../attendance/useKindergartenChoice';
import { checkedRate, checkedRateColumn } from './health-format';
import { HealthMonthlyOverview } from './HealthMonthlyOverview';
import { BackToOverview } from './ReachLayoutBar';
import { DataTable } from '../../components/table/DataTable';
import { TEXT_COLORS } from '../../app/theme';

// ECharts is large: it loads after the figures, and only on this page.
const HealthMonthlyChart = lazy(() => import('./HealthMonthlyChart').then((m) => ({ default: m.HealthMonthlyChart })));

const EXPORT_MESSAGE_KEY = 'health-monthly-export';

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
  const can = usePermissions();
  const [month, setMonth] = useState(() => dayjs().format(MONTH_FORMAT));
  const [session, setSession] = useState<CheckSession>('morning');
  const query: HealthMonthQuery = { kigId: choice.kigId, month, session };
  const monthly = useQuery({
    queryKey: healthKeys.monthly(query),
    staleTime: 0,
    queryFn: ({ signal }) => healthApi.monthly(query, signal),
    enabled: choice.ready,
    placeholderData: keepPreviousData,
  });

  return (
    <Flex vertical gap={16} data-testid="health-monthly-page">
      <Card size="small">
        <Flex wrap gap={16} align="center">
          {choice.scope?.kind === 'group' && choice.ready && <BackToOverview onBack={() => choice.choose(undefined)} />}
          <KindergartenPicker choice={choice} />
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
          <Button icon={<ReloadOutlined />} disabled={!choice.ready} loading={monthly.isFetching} onClick={() => void monthly.refetch()}>
            {t('resource.actions.reload')}
          </Button>
          {can('health:stats:export') && (
            <div style={{ marginLeft: 'auto' }}>
              <ExportButton query={query} disabled={!choice.ready} />
            </div>
          )}
        </Flex>
      </Card>
      <ChosenReport choice={choice} query={monthly} beforeChoice={choice.scope?.kind === 'group' ? <HealthMonthlyOverview month={month} session={session} onChoose={choice.choose} /> : undefined}>
        {(data) => <MonthlyContent data={data} loading={monthly.isPlaceholderData} />}
      </ChosenReport>
    </Flex>
  );
}

function ExportButton({ query, disabled }: { query: HealthMonthQuery; disabled: boolean }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const run = useMutation({
    mutationFn: () => healthApi.monthlyExport(query),
    onMutate: () => void message.loading({ key: EXPORT_MESSAGE_KEY, content: t('resource.export.running'), duration: 0 }),
    onSuccess: ({ blob, fileName }) => {
      const name = fileName || t('healthScreens.monthly.fileName', { month: query.month });
      saveFile(blob, name);
      void message.success({ key: EXPORT_MESSAGE_KEY, content: t('resource.export.done', { name }) });
    },
    onError: (error) => void message.error({ key: EXPORT_MESSAGE_KEY, content: isApiError(error) ? error.txt : t('common.network.offline') }),
  });
  return (
    <Button icon={<DownloadOutlined />} disabled={disabled} loading={run.isPending} onClick={() => run.mutate()} data-testid="health-monthly-export">
      {t('healthScreens.monthly.export')}
    </Button>
  );
}

function MonthlyContent({ data, loading }: { data: HealthMonthly; loading: boolean }) {
  const { t } = useTranslation();
  const sessionLabel = enumLabel(healthCheckEntity, 'session', data.session);
  const columns: ColumnsType<ClassRow> = [
    { key: 'className', title: t('healthScreens.monthly.className'), dataIndex: 'className', fixed: 'left', width: 160 },
    ...COUNT_KEYS.map((key) => ({
      key,
      title: countLabel(key),
      dataIndex: key,
      align: 'right' as const,
      width: 110,
      sorter: (a: ClassRow, b: ClassRow) => a[key] - b[key],
      render: (value: number) =>
        value > 0 && key !== 'checked' && COUNT_COLORS[key] ? <Typography.Text style={{ color: COUNT_COLORS[key] }}>{value}</Typography.Text> : value,
    })),
    checkedRateColumn(countLabel('rate')),
  ];

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
            <Statistic
              title={countLabel('rate')}
              value={formatRate(checkedRate(data.totals))}
              valueRender={(node) => <span data-testid="health-monthly-rate">{node}</span>}
            />
          </Col>
        </Row>
      </Card>
      <Card size="small" title={t('healthScreens.monthly.byDay', { session: sessionLabel })}>
        <Suspense fallback={<Skeleton active paragraph={{ rows: 5 }} />}>
          <HealthMonthlyChart days={data.days} />
        </Suspense>
      </Card>
      <Card size="small" title={t('healthScreens.monthly.byClass', { session: sessionLabel })}>
        <DataTable<ClassRow>
          rowKey="classId"
          size="small"
          loading={loading}
          columns={columns}
          dataSource={data.classes}
          pagination={false}
          scroll={{ x: 'max-content' }}
          locale={{ emptyText: t('healthScreens.monthly.noClasses') }}
          summary={() =>
            data.classes.length ? (
              <Table.Summary fixed>
                <Table.Summary.Row data-testid="health-monthly-total-row">
                  <Table.Summary.Cell index={0}>
                    <Typography.Text strong>{t('healthScreens.monthly.total')}</Typography.Text>
                  </Table.Summary.Cell>
                  {COUNT_KEYS.map((key, i) => (
                    <Table.Summary.Cell key={key} index={i + 1} align="right">
                      <Typography.Text strong>{data.totals[key]}</Typography.Text>
                    </Table.Summary.Cell>
                  ))}
                  <Table.Summary.Cell index={COUNT_KEYS.length + 1} align="right">
                    <Typography.Text strong>{formatRate(checkedRate(data.totals))}</Typography.Text>
                  </Table.Summary.Cell>
                </Table.Summary.Row>
              </Table.Summary>
            ) : null
          }
        />
      </Card>
    </>
  );
}
