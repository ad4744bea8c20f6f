import type { ClassCounts, DailyAttendance } from '@kg/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Alert, Button, Card, Flex, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { attendanceApi, attendanceKeys } from '../../api/attendance';
import { CountsTable } from '../../components/report/CountsTable';
import { DownloadButton } from '../../components/report/DownloadButton';
import { isToday, LIVE_REFRESH_MS } from '../../components/report/period';
import { ReportFrame } from '../../components/report/ReportFrame';
import { DayField } from '../../components/report/ReportPickers';
import { useKindergartenChoice } from '../../components/report/useKindergartenChoice';
import { useDayParam } from '../../components/report/useReportParams';
import { noCheckHref, reportHref } from './attendance-format';
import { classNameCell, CountCards, useCountColumns, useNoCheckPath, useReportPath } from './attendance-parts';
import { AttendanceOverview } from './AttendanceOverview';

/** Attendance -> Daily (componentUrl 'attendance/daily'): a day's counts of children and staff, and by class, and its sheet. */
export function DailyPage() {
  const { t } = useTranslation();
  const choice = useKindergartenChoice();
  const [date, setDate] = useDayParam();
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
    <ReportFrame
      testId="attendance-daily-page"
      choice={choice}
      query={daily}
      filters={<DayField label={t('attendanceReport.date')} value={date} onChange={setDate} testId="attendance-daily-date" />}
      reload={{ testId: 'attendance-daily-refresh' }}
      freshness={{ updatedAt: (time) => t('attendanceReport.updatedAt', { time }), hint: live ? t('attendanceReport.liveHint') : undefined }}
      actions={
        <DownloadButton
          fetch={(onProgress) => attendanceApi.dailyExport(query, onProgress)}
          fallbackName={`${date}.xlsx`}
          disabled={!choice.ready}
          testId="attendance-daily-export"
        />
      }
      beforeChoice={choice.scope?.kind === 'group' ? <AttendanceOverview from={date} to={date} kind="day" onChoose={choice.choose} /> : undefined}
    >
      {(data) => <DailyContent data={data} kigId={choice.kigId} loading={daily.isPlaceholderData} />}
    </ReportFrame>
  );
}

function DailyContent({ data, kigId, loading }: { data: DailyAttendance; kigId: string | undefined; loading: boolean }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const noCheckPath = useNoCheckPath();
  const reportPath = useReportPath();
  const counts = useCountColumns();

  const noCheckButton = (classId: string | undefined, testId: string) =>
    noCheckPath ? (
      <Button type="link" size="small" onClick={() => void navigate(noCheckHref(noCheckPath, { date: data.date, classId, kigId }))} data-testid={testId}>
        {t('attendanceReport.daily.noCheck')}
      </Button>
    ) : null;
  // A class's name leads to its children, each with the day's status and times.
  const classHref = (row: ClassCounts) => (reportPath ? reportHref(reportPath, { from: data.date, to: data.date, classId: row.classId, kigId }) : null);

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
      <CountCards title={t('attendanceReport.students')} counts={students} testIdPrefix="attendance-daily" extra={noCheckButton(undefined, 'attendance-daily-nocheck-total')} />
      <CountCards title={t('attendanceReport.teachers')} counts={data.teachers} testIdPrefix="attendance-daily-teacher" />
      <Card
        title={t('attendanceReport.daily.byClass')}
        size="small"
        extra={reportPath ? <Typography.Text type="secondary">{t('attendanceReport.classHint')}</Typography.Text> : undefined}
      >
        <CountsTable<ClassCounts>
          rows={data.classes}
          rowKey="classId"
          nameColumn={{
            title: t('attendanceReport.className'),
            dataIndex: 'className',
            render: (name, row) => classNameCell(classHref(row), name, `attendance-daily-children-${row.classId}`),
          }}
          counts={counts}
          totals={{ label: t('attendanceReport.total'), values: { ...students } }}
          actions={
            noCheckPath
              ? {
                  title: t('resource.table.actions'),
                  width: 110,
                  render: (row) => noCheckButton(row.classId, `attendance-daily-nocheck-${row.classId}`),
                  total: noCheckButton(undefined, 'attendance-daily-nocheck-all'),
                }
              : undefined
          }
          loading={loading}
          emptyText={t('attendanceReport.daily.noClasses')}
          testIdPrefix="attendance-daily"
        />
      </Card>
    </Flex>
  );
}
