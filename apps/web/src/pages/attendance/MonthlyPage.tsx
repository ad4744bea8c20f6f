import { attendanceEndpoints, type ClassCounts, type MonthlyAttendance, type PersonKind } from '@kg/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Card, Flex, Segmented, Tooltip, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import dayjs from 'dayjs';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { attendanceApi, attendanceKeys, type MonthQuery } from '../../api/attendance';
import { useCanCall } from '../../components/access/declared-access';
import { CountsTable } from '../../components/report/CountsTable';
import { DownloadButton } from '../../components/report/DownloadButton';
import { ReportFrame } from '../../components/report/ReportFrame';
import { MonthField } from '../../components/report/ReportPickers';
import { useKindergartenChoice } from '../../components/report/useKindergartenChoice';
import { useMonthParam } from '../../components/report/useReportParams';
import { DataTable } from '../../components/table/DataTable';
import { barHeight, formatRate, monthSoFar, reportHref } from './attendance-format';
import { classNameCell, CountCards, useCountColumns, useReportPath } from './attendance-parts';
import { AttendanceOverview } from './AttendanceOverview';

/** Attendance -> Monthly (componentUrl 'attendance/monthly'): a month's person-days by class and by day, and its sheet. */
export function MonthlyPage() {
  const { t } = useTranslation();
  const choice = useKindergartenChoice();
  const canCall = useCanCall();
  const [month, setMonth] = useMonthParam();
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
    <ReportFrame
      testId="attendance-monthly-page"
      choice={choice}
      query={monthly}
      filters={<MonthField label={t('attendanceReport.month')} value={month} onChange={setMonth} testId="attendance-monthly-month" />}
      actions={
        canCall(attendanceEndpoints.monthlyExport) && (
          <>
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
            <DownloadButton
              fetch={(onProgress) => attendanceApi.monthlyExport(query, personKind, onProgress)}
              fallbackName={t('attendanceReport.monthly.fileName', { month })}
              label={t('attendanceReport.monthly.export')}
              disabled={!choice.ready}
              testId="attendance-monthly-export"
            />
          </>
        )
      }
      beforeChoice={choice.scope?.kind === 'group' ? <AttendanceOverview from={`${month}-01`} to={monthSoFar(month)[1]} kind="month" onChoose={choice.choose} /> : undefined}
    >
      {(data) => <MonthlyContent data={data} kigId={choice.kigId} loading={monthly.isPlaceholderData} />}
    </ReportFrame>
  );
}

function MonthlyContent({ data, kigId, loading }: { data: MonthlyAttendance; kigId: string | undefined; loading: boolean }) {
  const { t } = useTranslation();
  const labels = useMemo(() => ({ expected: t('attendanceReport.monthly.expectedDays'), present: t('attendanceReport.monthly.presentDays') }), [t]);
  const reportPath = useReportPath();
  const [from, to] = monthSoFar(data.month);
  // A class's name leads to its children's month so far, each day with its status.
  const classHref = (row: ClassCounts) => (reportPath ? reportHref(reportPath, { from, to, classId: row.classId, kigId }) : null);
  const counts = useCountColumns({ pending: false, labels });
  const [dayView, setDayView] = useState<DayView>('bars');
  return (
    <>
      <Typography.Text type="secondary" data-testid="attendance-monthly-workdays">
        {t('attendanceReport.monthly.workDays', { count: data.workDays })}
      </Typography.Text>
      <CountCards title={t('attendanceReport.students')} counts={data.students} pending={false} labels={labels} testIdPrefix="attendance-monthly" />
      <CountCards title={t('attendanceReport.teachers')} counts={data.teachers} pending={false} labels={labels} testIdPrefix="attendance-monthly-teacher" />
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
        <CountsTable<ClassCounts>
          rows={data.classes}
          rowKey="classId"
          nameColumn={{
            title: t('attendanceReport.className'),
            dataIndex: 'className',
            render: (name, row) => classNameCell(classHref(row), name, `attendance-monthly-children-${row.classId}`),
          }}
          counts={counts}
          totals={{ label: t('attendanceReport.total'), values: { ...data.students } }}
          loading={loading}
          emptyText={t('attendanceReport.daily.noClasses')}
          testIdPrefix="attendance-monthly"
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
    // On a phone the month is wider than the screen and scrolls sideways: it takes the keyboard's focus, to be scrolled without a mouse (WCAG 2.1.1).
    <Flex gap={4} align="flex-end" style={{ overflowX: 'auto', paddingBottom: 4 }} tabIndex={0} data-testid="attendance-monthly-days">
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
