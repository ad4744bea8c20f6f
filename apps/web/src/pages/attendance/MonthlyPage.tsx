import { DownloadOutlined, ReloadOutlined } from '@ant-design/icons';
import type { ClassCounts, MonthlyAttendance, PersonKind } from '@kg/domain';
import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import { App, Button, Card, Flex, Segmented, Tooltip, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import dayjs from 'dayjs';
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { attendanceApi, attendanceKeys, type MonthQuery } from '../../api/attendance';
import { isApiError } from '../../api/api-error';
import { usePermissions } from '../../app/session/usePermissions';
import { saveFile } from '../../components/download';
import { BackToOverview } from '../health/ReachLayoutBar';
import { barHeight, formatRate, MONTH_FORMAT, monthSoFar, reportHref } from './attendance-format';
import { ChosenReport, CountCards, KindergartenPicker, MonthField, useCountColumns, useReportPath } from './attendance-parts';
import { AttendanceOverview } from './AttendanceOverview';
import { useKindergartenChoice } from './useKindergartenChoice';
import { DataTable } from '../../components/table/DataTable';

const EXPORT_MESSAGE_KEY = 'attendance-monthly-export';

/** Attendance -> Monthly (componentUrl 'attendance/monthly'): a month's person-days by class and by day, and its sheet. */
export function MonthlyPage() {
  const { t } = useTranslation();
  const choice = useKindergartenChoice();
  const can = usePermissions();
  const [month, setMonth] = useState(() => dayjs().format(MONTH_FORMAT));
  const [personKind, setPersonKind] = useState<PersonKind>('student');
  const query: MonthQuery = { kigId: choice.kigId, month };
  const monthly = useQuery({
    queryKey: attendanceKeys.monthly(query),
    // Live counts: asked again whenever the screen shows them (a leave approved elsewhere counts at once).
    staleTime: 0,
    queryFn: ({ signal }) => attendanceApi.monthly(query, signal),
    enabled: choice.ready,
    placeholderData: keepPreviousData,
  });

  return (
    <Flex vertical gap={16} data-testid="attendance-monthly-page">
      <Card size="small">
        <Flex wrap gap={16} align="center">
          {choice.scope?.kind === 'group' && choice.ready && <BackToOverview onBack={() => choice.choose(undefined)} />}
          <KindergartenPicker choice={choice} />
          <MonthField label={t('attendanceReport.month')} value={month} onChange={setMonth} testId="attendance-monthly-month" />
          <Button icon={<ReloadOutlined />} disabled={!choice.ready} loading={monthly.isFetching} onClick={() => void monthly.refetch()}>
            {t('resource.actions.reload')}
          </Button>
          {can('attendance:monthly:export') && (
            <Flex align="center" gap={8} style={{ marginLeft: 'auto' }}>
              <Typography.Text>{t('attendanceReport.monthly.exportFor')}</Typography.Text>
              <Segmented<PersonKind>
                value={personKind}
                onChange={setPersonKind}
                options={[
                  { value: 'student', label: t('attendanceReport.personKind.student') },
                  { value: 'teacher', label: t('attendanceReport.personKind.teacher') },
                ]}
                data-testid="attendance-monthly-person-kind"
              />
              <ExportButton query={query} personKind={personKind} disabled={!choice.ready} />
            </Flex>
          )}
        </Flex>
      </Card>
      <ChosenReport
        choice={choice}
        query={monthly}
        beforeChoice={choice.scope?.kind === 'group' ? <AttendanceOverview from={`${month}-01`} to={monthSoFar(month)[1]} kind="month" onChoose={choice.choose} /> : undefined}
      >
        {(data) => <MonthlyContent data={data} kigId={choice.kigId} loading={monthly.isPlaceholderData} />}
      </ChosenReport>
    </Flex>
  );
}

function ExportButton({ query, personKind, disabled }: { query: MonthQuery; personKind: PersonKind; disabled: boolean }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const run = useMutation({
    mutationFn: () => attendanceApi.monthlyExport(query, personKind),
    onMutate: () => void message.loading({ key: EXPORT_MESSAGE_KEY, content: t('resource.export.running'), duration: 0 }),
    onSuccess: ({ blob, fileName }) => {
      const name = fileName || t('attendanceReport.monthly.fileName', { month: query.month });
      saveFile(blob, name);
      void message.success({ key: EXPORT_MESSAGE_KEY, content: t('resource.export.done', { name }) });
    },
    onError: (error) => void message.error({ key: EXPORT_MESSAGE_KEY, content: isApiError(error) ? error.txt : t('common.network.offline') }),
  });
  return (
    <Button icon={<DownloadOutlined />} disabled={disabled} loading={run.isPending} onClick={() => run.mutate()} data-testid="attendance-monthly-export">
      {t('attendanceReport.monthly.export')}
    </Button>
  );
}

function MonthlyContent({ data, kigId, loading }: { data: MonthlyAttendance; kigId: string | undefined; loading: boolean }) {
  const { t } = useTranslation();
  const labels = useMemo(
    () => ({ expected: t('attendanceReport.monthly.expectedDays'), present: t('attendanceReport.monthly.presentDays') }),
    [t],
  );
  const reportPath = useReportPath();
  const [from, to] = monthSoFar(data.month);
  // A class's name leads to its children's month so far, each day with its status.
  const classHref = useCallback(
    (row: ClassCounts) => (reportPath ? reportHref(reportPath, { from, to, classId: row.classId, kigId }) : null),
    [reportPath, from, to, kigId],
  );
  const columns = useCountColumns({ pending: false, labels, classHref, classLinkTestId: 'attendance-monthly-children' });
  const [dayView, setDayView] = useState<DayView>('bars');
  return (
    <>
      <Typography.Text type="secondary" data-testid="attendance-monthly-workdays">
        {t('attendanceReport.monthly.workDays', { count: data.workDays })}
      </Typography.Text>
      <CountCards title={t('attendanceReport.students')} counts={data.students} pending={false} labels={labels} testIdPrefix="attendance-monthly" />
      <CountCards
        title={t('attendanceReport.teachers')}
        counts={data.teachers}
        pending={false}
        labels={labels}
        testIdPrefix="attendance-monthly-teacher"
      />
      <Card
        title={t('attendanceReport.monthly.byDay')}
        size="small"
        extra={
          <Segmented<DayView>
            size="small"
            value={dayView}
            onChange={setDayView}
            options={[
              { value: 'bars', label: t('attendanceReport.monthly.viewBars') },
              { value: 'table', label: t('attendanceReport.monthly.viewTable') },
            ]}
            data-testid="attendance-monthly-day-view"
          />
        }
      >
        {dayView === 'bars' ? <DayStrip days={data.days} /> : <DayTable days={data.days} />}
      </Card>
      <Card
        title={t('attendanceReport.monthly.byClass')}
        size="small"
        extra={reportPath ? <Typography.Text type="secondary">{t('attendanceReport.classHint')}</Typography.Text> : undefined}
      >
        <DataTable<ClassCounts>
          rowKey="classId"
          size="small"
          loading={loading}
          columns={columns}
          dataSource={data.classes}
          pagination={false}
          scroll={{ x: 'max-content' }}
          locale={{ emptyText: t('attendanceReport.daily.noClasses') }}
        />
      </Card>
    </>
  );
}

type DayView = 'bars' | 'table';
type MonthDay = MonthlyAttendance['days'][number];

/** The month's days as a compact table: date, present of expected, rate. */
function DayTable({ days }: { days: MonthDay[] }) {
  const { t } = useTranslation();
  const columns: ColumnsType<MonthDay> = [
    {
      key: 'date',
      title: t('attendanceReport.date'),
      dataIndex: 'date',
      render: (date: string, day) => (day.workDay ? date : <Typography.Text type="secondary">{date}</Typography.Text>),
    },
    {
      key: 'present',
      title: `${t('attendance.counts.present')} / ${t('attendance.counts.expected')}`,
      align: 'right',
      render: (_, day) => (day.workDay ? `${day.present} / ${day.expected}` : t('attendance.status.rest')),
    },
    { key: 'late', title: t('attendance.counts.late'), dataIndex: 'late', align: 'right' },
    { key: 'absent', title: t('attendance.counts.absent'), dataIndex: 'absent', align: 'right' },
    { key: 'leave', title: t('attendance.counts.leave'), dataIndex: 'leave', align: 'right' },
    { key: 'rate', title: t('attendance.counts.rate'), align: 'right', render: (_, day) => (day.workDay ? formatRate(day.rate) : '-') },
  ];
  return <DataTable<MonthDay> rowKey="date" size="small" columns={columns} dataSource={days} pagination={false} scroll={{ y: 360 }} />;
}

const STRIP_HEIGHT = 120;

function barColor(rate: number): string {
  if (rate >= 90) return '#52c41a';
  if (rate >= 70) return '#faad14';
  return '#f5222d';
}

/** The month's days as CSS bars: the height is the children's rate; a day off is a grey stub. */
function DayStrip({ days }: { days: MonthDay[] }) {
  const { t } = useTranslation();
  return (
    <Flex gap={4} align="flex-end" style={{ overflowX: 'auto', paddingBottom: 4 }} data-testid="attendance-monthly-days">
      {days.map((day) => {
        const tip = day.workDay
          ? t('attendanceReport.monthly.dayTip', { date: day.date, present: day.present, expected: day.expected, rate: formatRate(day.rate) })
          : t('attendanceReport.monthly.restDay', { date: day.date });
        const height = day.workDay ? barHeight(day.rate, day.expected) : 0;
        return (
          <Tooltip key={day.date} title={tip}>
            <Flex vertical align="center" gap={4} style={{ flex: '1 0 22px', minWidth: 22 }} data-testid={`attendance-monthly-day-${day.date}`} aria-label={tip}>
              <div style={{ height: STRIP_HEIGHT, width: '100%', display: 'flex', alignItems: 'flex-end', background: 'rgba(0,0,0,0.03)', borderRadius: 3 }}>
                <div
                  style={{
                    width: '100%',
                    height: day.workDay ? `${height}%` : 4,
                    background: day.workDay ? barColor(day.rate) : '#d9d9d9',
                    borderRadius: 3,
                  }}
                />
              </div>
              <Typography.Text type={day.workDay ? undefined : 'secondary'} style={{ fontSize: 12 }}>
                {dayjs(day.date).format('D')}
              </Typography.Text>
            </Flex>
          </Tooltip>
        );
      })}
    </Flex>
  );
}
