import { TEACHER_COUNTS, TEACHER_TOTALS_COLUMNS, type TeacherTotalsQuery, type TeacherTotalsRow } from '@kg/domain';
import { useQuery } from '@tanstack/react-query';
import { Card, Table, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { schoolRecordsApi, schoolRecordsKeys } from '../../api/school-records';
import { DownloadButton } from '../../components/report/DownloadButton';
import { ReportFrame } from '../../components/report/ReportFrame';
import { useKindergartenChoice } from '../../components/report/useKindergartenChoice';
import { DataTable } from '../../components/table/DataTable';
import { allKindergartens, declaredColumns, PeriodField, showsKindergarten, usePeriodParams } from './records-parts';

/** School -> Teacher totals: per staff member (and kindergarten, for a group), what they drafted, published and answered in a period. */
export function TeacherTotalsPage() {
  const { t } = useTranslation();
  const choice = allKindergartens(useKindergartenChoice());
  const period = usePeriodParams();
  const body: TeacherTotalsQuery = { kigId: choice.kigId, from: period.from, to: period.to };
  const query = useQuery({
    queryKey: schoolRecordsKeys.teacherTotals(body),
    queryFn: ({ signal }) => schoolRecordsApi.teacherTotals(body, signal),
    enabled: choice.ready,
  });
  const group = showsKindergarten(choice);
  const columns = declaredColumns<TeacherTotalsRow>(TEACHER_TOTALS_COLUMNS, group, true);
  return (
    <ReportFrame
      testId="school-teacher-totals-page"
      choice={choice}
      query={query}
      filters={<PeriodField from={period.from} to={period.to} onChange={period.set} testId="school-teacher-totals-period" />}
      actions={
        <DownloadButton
          fetch={(onProgress) => schoolRecordsApi.teacherTotalsExport(body, onProgress)}
          fallbackName={`${period.from}-${period.to}.xlsx`}
          testId="school-teacher-totals-export"
        />
      }
    >
      {(data) => (
        <Card size="small">
          <DataTable<TeacherTotalsRow>
            rowKey={(r) => `${r.kigId}-${r.userId}`}
            size="small"
            loading={query.isFetching}
            columns={columns}
            dataSource={data.rows}
            pagination={false}
            scroll={{ x: 'max-content' }}
            locale={{ emptyText: t('school.teacherTotals.empty') }}
            data-testid="school-teacher-totals-table"
            summary={() =>
              data.rows.length ? (
                <Table.Summary fixed>
                  <Table.Summary.Row data-testid="school-teacher-totals-total-row">
                    {columns.map((c, i) => {
                      const key = String(c.key) as (typeof TEACHER_COUNTS)[number];
                      const count = TEACHER_COUNTS.includes(key);
                      return (
                        <Table.Summary.Cell key={String(c.key)} index={i} align={count ? 'right' : undefined}>
                          <Typography.Text strong>{count ? data.totals[key] : i === 0 ? t('school.teacherTotals.total') : ''}</Typography.Text>
                        </Table.Summary.Cell>
                      );
                    })}
                  </Table.Summary.Row>
                </Table.Summary>
              ) : null
            }
          />
        </Card>
      )}
    </ReportFrame>
  );
}
