import { ReloadOutlined } from '@ant-design/icons';
import type { ClassCounts, DailyAttendance } from '@kg/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Alert, Button, Card, Flex, Table, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import dayjs from 'dayjs';
import { type HTMLAttributes, useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { attendanceApi, attendanceKeys } from '../../api/attendance';
import { BackToOverview } from '../health/ReachLayoutBar';
import { dateOrToday, formatRate, isToday, LIVE_REFRESH_MS, noCheckHref, reportHref, todayString } from './attendance-format';
import { ChosenReport, CountCards, DayField, KindergartenPicker, useCountColumns, useNoCheckPath, useReportPath } from './attendance-parts';
import { AttendanceOverview } from './AttendanceOverview';
import { useKindergartenChoice } from './useKindergartenChoice';
import { DataTable } from '../../components/table/DataTable';

/** Attendance -> Daily (componentUrl 'attendance/daily'): a day's counts of children and staff, and by class. */
export function DailyPage() {
  const { t } = useTranslation();
  const choice = useKindergartenChoice();
  const [params, setParams] = useSearchParams();
  const date = dateOrToday(params.get('date'));
  const setDate = (next: string) =>
    setParams(
      (prev) => {
        const copy = new URLSearchParams(prev);
        if (next === todayString()) copy.delete('date');
        else copy.set('date', next);
        return copy;
      },
      { replace: true },
    );
  const live = isToday(date);
  const query = { kigId: choice.kigId, date };
  const daily = useQuery({
    queryKey: attendanceKeys.daily(query),
    // Live counts: asked again whenever the screen shows them (a leave approved elsewhere counts at once).
    staleTime: 0,
    queryFn: ({ signal }) => attendanceApi.daily(query, signal),
    enabled: choice.ready,
    // Today's counts change as children arrive; a past day's do not.
    refetchInterval: live ? LIVE_REFRESH_MS : false,
    placeholderData: keepPreviousData,
  });

  return (
    <Flex vertical gap={16} data-testid="attendance-daily-page">
      <Card size="small">
        <Flex wrap gap={16} align="center">
          {choice.scope?.kind === 'group' && choice.ready && <BackToOverview onBack={() => choice.choose(undefined)} />}
          <KindergartenPicker choice={choice} />
          <DayField label={t('attendanceReport.date')} value={date} onChange={(next) => setDate(next)} testId="attendance-daily-date" />
          <Button
            icon={<ReloadOutlined />}
            disabled={!choice.ready}
            loading={daily.isFetching}
            onClick={() => void daily.refetch()}
            data-testid="attendance-daily-refresh"
          >
            {t('resource.actions.reload')}
          </Button>
          {daily.dataUpdatedAt > 0 && (
            <Typography.Text type="secondary">
              {t('attendanceReport.updatedAt', { time: dayjs(daily.dataUpdatedAt).format('HH:mm:ss') })}
              {live ? ` · ${t('attendanceReport.liveHint')}` : ''}
            </Typography.Text>
          )}
        </Flex>
      </Card>
      <ChosenReport
        choice={choice}
        query={daily}
        beforeChoice={choice.scope?.kind === 'group' ? <AttendanceOverview from={date} to={date} kind="day" onChoose={choice.choose} /> : undefined}
      >
        {(data) => <DailyContent data={data} kigId={choice.kigId} loading={daily.isPlaceholderData} />}
      </ChosenReport>
    </Flex>
  );
}

function DailyContent({ data, kigId, loading }: { data: DailyAttendance; kigId: string | undefined; loading: boolean }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const noCheckPath = useNoCheckPath();
  const reportPath = useReportPath();
  // A class's name leads to its children, each with the day's status and times.
  const classHref = useCallback(
    (row: ClassCounts) => (reportPath ? reportHref(reportPath, { from: data.date, to: data.date, classId: row.classId, kigId }) : null),
    [reportPath, data.date, kigId],
  );
  const countColumns = useCountColumns({ classHref, classLinkTestId: 'attendance-daily-children' });

  const toNoCheck = (classId?: string) => {
    if (noCheckPath) void navigate(noCheckHref(noCheckPath, { date: data.date, classId, kigId }));
  };
  const noCheckButton = (classId: string | undefined, testId: string) =>
    noCheckPath ? (
      <Button type="link" size="small" onClick={() => toNoCheck(classId)} data-testid={testId}>
        {t('attendanceReport.daily.noCheck')}
      </Button>
    ) : null;

  const columns: ColumnsType<ClassCounts> = [
    ...countColumns,
    ...(noCheckPath
      ? [
          {
            key: 'noCheck',
            title: t('resource.table.actions'),
            width: 110,
            fixed: 'right' as const,
            render: (_: unknown, row: ClassCounts) => noCheckButton(row.classId, `attendance-daily-nocheck-${row.classId}`),
          },
        ]
      : []),
  ];

  const { students } = data;
  return (
    // The day the figures are of (the previous day's stay on screen while the next one loads).
    <Flex vertical gap={16} data-testid="attendance-daily-content" data-date={data.date}>
      {!data.workDay && <Alert type="info" showIcon title={t('attendanceReport.daily.notWorkDay', { date: data.date })} data-testid="attendance-daily-rest" />}
      {(['student', 'teacher'] as const)
        .filter((kind) => !data.hasRule[kind])
        .map((kind) => (
          <Alert
            key={kind}
            type="warning"
            showIcon
            title={t(kind === 'student' ? 'attendanceReport.daily.noRuleStudent' : 'attendanceReport.daily.noRuleTeacher')}
            description={t('attendance.noRule')}
            data-testid={`attendance-daily-norule-${kind}`}
          />
        ))}
      <CountCards
        title={t('attendanceReport.students')}
        counts={students}
        testIdPrefix="attendance-daily"
        extra={noCheckButton(undefined, 'attendance-daily-nocheck-total')}
      />
      <CountCards title={t('attendanceReport.teachers')} counts={data.teachers} testIdPrefix="attendance-daily-teacher" />
      <Card
        title={t('attendanceReport.daily.byClass')}
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
          onRow={(row) => ({ 'data-testid': `attendance-daily-class-row-${row.classId}` }) as HTMLAttributes<HTMLElement>}
          summary={() =>
            data.classes.length ? (
              <Table.Summary fixed>
                <Table.Summary.Row data-testid="attendance-daily-total-row">
                  <Table.Summary.Cell index={0}>
                    <Typography.Text strong>{t('attendanceReport.total')}</Typography.Text>
                  </Table.Summary.Cell>
                  {(['expected', 'present', 'late', 'leftEarly', 'absent', 'leave', 'pending'] as const).map((key, i) => (
                    <Table.Summary.Cell key={key} index={i + 1} align="right">
                      <Typography.Text strong>{students[key]}</Typography.Text>
                    </Table.Summary.Cell>
                  ))}
                  <Table.Summary.Cell index={8} align="right">
                    <Typography.Text strong>{formatRate(students.rate)}</Typography.Text>
                  </Table.Summary.Cell>
                  {noCheckPath && <Table.Summary.Cell index={9}>{noCheckButton(undefined, 'attendance-daily-nocheck-all')}</Table.Summary.Cell>}
                </Table.Summary.Row>
              </Table.Summary>
            ) : null
          }
        />
      </Card>
    </Flex>
  );
}
