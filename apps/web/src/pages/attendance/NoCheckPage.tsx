import type { NotArrived } from '@kg/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Card, Flex, Result, Statistic, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import type { HTMLAttributes } from 'react';
import { useTranslation } from 'react-i18next';
import { attendanceApi, attendanceKeys } from '../../api/attendance';
import { DownloadButton } from '../../components/report/DownloadButton';
import { isToday, LIVE_REFRESH_MS } from '../../components/report/period';
import { ReportFrame } from '../../components/report/ReportFrame';
import { ClassFilter, DayField } from '../../components/report/ReportPickers';
import { useKindergartenChoice } from '../../components/report/useKindergartenChoice';
import { useDayParam, useReportParam } from '../../components/report/useReportParams';
import { DataTable } from '../../components/table/DataTable';
import { AttendanceOverview } from './AttendanceOverview';

type Student = NotArrived['students'][number];

/**
 * Attendance -> Not arrived (componentUrl 'attendance/noCheck', reached from the daily counts): the
 * children of a day, and optionally of a class, who have not arrived; those on approved leave apart.
 */
export function NoCheckPage() {
  const { t } = useTranslation();
  const choice = useKindergartenChoice();
  const [date, setDate] = useDayParam();
  const [classId, setClassId] = useReportParam('classId');

  const query = { kigId: choice.kigId, date, classId };
  const list = useQuery({
    queryKey: attendanceKeys.noCheck(query),
    // Live counts: asked again whenever the screen shows them (a leave approved elsewhere counts at once).
    staleTime: 0,
    queryFn: ({ signal }) => attendanceApi.noCheck(query, signal),
    enabled: choice.ready,
    refetchInterval: isToday(date) ? LIVE_REFRESH_MS : false,
    placeholderData: keepPreviousData,
  });

  const columns: ColumnsType<Student> = [
    { key: 'name', title: t('attendanceReport.noCheck.name'), dataIndex: 'name' },
    { key: 'studentNumber', title: t('attendanceReport.noCheck.studentNumber'), dataIndex: 'studentNumber', render: (v: string | null) => v ?? '-' },
    { key: 'className', title: t('attendanceReport.noCheck.className'), dataIndex: 'className' },
    {
      key: 'cardNo',
      title: t('attendanceReport.noCheck.cardNo'),
      dataIndex: 'cardNo',
      render: (v: string | null) => v ?? <Typography.Text type="secondary">{t('attendanceReport.noCheck.noCard')}</Typography.Text>,
    },
  ];

  return (
    <ReportFrame
      testId="attendance-nocheck-page"
      choice={choice}
      query={list}
      filters={
        <>
          <DayField label={t('attendanceReport.date')} value={date} onChange={setDate} testId="attendance-nocheck-date" />
          <ClassFilter choice={choice} value={classId} onChange={setClassId} testId="attendance-nocheck-class" />
        </>
      }
      actions={
        <DownloadButton
          fetch={(onProgress) => attendanceApi.noCheckExport(query, onProgress)}
          fallbackName={`${date}.xlsx`}
          disabled={!choice.ready}
          testId="attendance-nocheck-export"
        />
      }
      beforeChoice={choice.scope?.kind === 'group' ? <AttendanceOverview from={date} to={date} kind="noCheck" onChoose={choice.choose} /> : undefined}
    >
      {(data) => (
        <Card title={t('attendanceReport.noCheck.title')} size="small">
          <Flex gap={48} style={{ marginBottom: 16 }}>
            <Statistic title={t('attendance.status.pending')} value={data.students.length} valueRender={(node) => <span data-testid="attendance-nocheck-count">{node}</span>} />
            <Statistic title={t('attendance.status.leave')} value={data.onLeave} valueRender={(node) => <span data-testid="attendance-nocheck-leave">{node}</span>} />
          </Flex>
          {data.students.length ? (
            <DataTable<Student>
              rowKey="id"
              size="small"
              loading={list.isPlaceholderData}
              columns={columns}
              dataSource={data.students}
              pagination={data.students.length > 50 ? { pageSize: 50, showSizeChanger: false } : false}
              onRow={() => ({ 'data-testid': 'attendance-nocheck-row' }) as HTMLAttributes<HTMLElement>}
            />
          ) : (
            <Result
              status="success"
              title={t('attendanceReport.noCheck.allArrived')}
              subTitle={data.onLeave ? t('attendanceReport.noCheck.onLeave', { count: data.onLeave }) : undefined}
              data-testid="attendance-nocheck-empty"
            />
          )}
        </Card>
      )}
    </ReportFrame>
  );
}
