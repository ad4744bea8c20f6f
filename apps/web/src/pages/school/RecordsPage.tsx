import { RECORD_KINDS, type RecordKind, SCHOOL_RECORD_COLUMNS, type SchoolRecord, type SchoolRecordsQuery } from '@kg/domain';
import { Card, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { schoolRecordsApi, schoolRecordsKeys } from '../../api/school-records';
import { LabeledControl } from '../../components/LabeledControl';
import { DownloadButton } from '../../components/report/DownloadButton';
import { ReportFrame } from '../../components/report/ReportFrame';
import { useKindergartenChoice } from '../../components/report/useKindergartenChoice';
import { usePagedList } from '../../components/report/usePagedList';
import { useReportParam } from '../../components/report/useReportParams';
import { DataTable } from '../../components/table/DataTable';
import { allKindergartens, declaredColumns, PeriodField, showsKindergarten, usePeriodParams } from './records-parts';

type Filters = Pick<SchoolRecordsQuery, 'kigId' | 'from' | 'to' | 'kind' | 'personId'>;

/** School -> Records: what was published in a period, who drafted, reviewed and published it, and when. */
export function RecordsPage() {
  const { t } = useTranslation();
  const choice = allKindergartens(useKindergartenChoice());
  const period = usePeriodParams();
  const [kindParam, setKind] = useReportParam('kind');
  const [personId, setPerson] = useReportParam('personId');
  const kind = RECORD_KINDS.find((k) => k === kindParam);
  const filters: Filters = { kigId: choice.kigId, from: period.from, to: period.to, kind, personId };
  const bodyOf = (s: { pageNumber: number; pageSize: number }): SchoolRecordsQuery => ({ ...filters, pageNumber: s.pageNumber, pageSize: s.pageSize });
  const list = usePagedList({
    filters,
    pageSize: 20,
    queryKey: (state) => schoolRecordsKeys.records({ ...state.filters, pageNumber: state.pageNumber, pageSize: state.pageSize }),
    fetch: (state, signal) => schoolRecordsApi.records({ ...state.filters, pageNumber: state.pageNumber, pageSize: state.pageSize }, signal),
    enabled: choice.ready,
  });
  // The address holds the filters; a change starts again from the first page (set while rendering, so
  // the previous filters are never asked for).
  if (JSON.stringify(list.state.filters) !== JSON.stringify(filters)) list.search(filters);
  const query = list.query;
  const group = showsKindergarten(choice);
  return (
    <ReportFrame
      testId="school-records-page"
      choice={choice}
      query={query}
      filters={
        <>
          <PeriodField from={period.from} to={period.to} onChange={period.set} testId="school-records-period" />
          <LabeledControl label={t('school.records.columns.kind')}>
            {(id) => (
              <Select<RecordKind>
                id={id}
                allowClear
                style={{ width: 140 }}
                value={kind}
                placeholder={t('school.records.allKinds')}
                onChange={(v) => setKind(v)}
                options={RECORD_KINDS.map((k) => ({ value: k, label: t(`school.records.kind.${k}`) }))}
                data-testid="school-records-kind"
              />
            )}
          </LabeledControl>
          <LabeledControl label={t('school.records.person')}>
            {(id) => (
              <Select<string>
                id={id}
                allowClear
                showSearch
                optionFilterProp="label"
                style={{ width: 180 }}
                value={personId}
                placeholder={t('school.records.allPeople')}
                onChange={(v) => setPerson(v)}
                options={(query.data?.people ?? []).map((p) => ({ value: p.id, label: p.name }))}
                data-testid="school-records-person"
              />
            )}
          </LabeledControl>
        </>
      }
      actions={
        <DownloadButton
          fetch={(onProgress) => schoolRecordsApi.recordsExport(bodyOf(list.state), onProgress)}
          fallbackName={`${period.from}-${period.to}.xlsx`}
          testId="school-records-export"
        />
      }
    >
      {(data) => (
        <Card size="small">
          <DataTable<SchoolRecord>
            rowKey="id"
            size="small"
            loading={query.isPlaceholderData}
            columns={declaredColumns<SchoolRecord>(SCHOOL_RECORD_COLUMNS, group, false)}
            dataSource={data.records}
            scroll={{ x: 'max-content' }}
            locale={{ emptyText: t('school.records.empty') }}
            onChange={list.onTableChange}
            pagination={list.pagination}
            data-testid="school-records-table"
          />
        </Card>
      )}
    </ReportFrame>
  );
}
