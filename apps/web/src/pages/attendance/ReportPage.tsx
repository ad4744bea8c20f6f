import { ReloadOutlined, SearchOutlined } from '@ant-design/icons';
import { classEntity, DAY_STATUSES, type DayRecord, type DayStatus, type PersonKind, type RecordsQuery } from '@kg/domain';
import { Button, Card, Col, DatePicker, Flex, Form, Input, Row, Segmented, Select, Tag } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import dayjs, { type Dayjs } from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { attendanceApi, attendanceKeys } from '../../api/attendance';
import { DownloadButton } from '../../components/report/DownloadButton';
import { ReportFrame } from '../../components/report/ReportFrame';
import { usePagedList } from '../../components/report/usePagedList';
import { useKindergartenChoice } from '../../components/report/useKindergartenChoice';
import { RefSelect } from '../../components/resource/RefSelect';
import { DataTable } from '../../components/table/DataTable';
import { DATE_FORMAT, defaultRange, isRangeAllowed, isRangeDayDisabled, rangeFromParams, STATUS_COLORS, timeOfDay } from './attendance-format';
import { AttendanceOverview } from './AttendanceOverview';

interface FilterValues {
  personKind: PersonKind;
  range: [Dayjs, Dayjs];
  classId?: string | null;
  status?: DayStatus | null;
  keyword?: string;
}

/** The filters of a search, without paging or kindergarten. */
type Filters = Pick<RecordsQuery, 'personKind' | 'from' | 'to' | 'classId' | 'status' | 'keyword'>;

const DEFAULT_PAGE_SIZE = 20;

/**
 * The filters a search starts from: the last seven days, or the range and class of the address (a
 * class's children reached from the daily or monthly counts).
 */
function initialValues(params?: URLSearchParams): FilterValues {
  const [from, to] = rangeFromParams(params?.get('from'), params?.get('to')) ?? defaultRange();
  return { personKind: 'student', range: [dayjs(from), dayjs(to)], classId: params?.get('classId') || undefined };
}

function toFilters(values: FilterValues): Filters {
  const keyword = values.keyword?.trim();
  return {
    personKind: values.personKind,
    from: values.range[0].format(DATE_FORMAT),
    to: values.range[1].format(DATE_FORMAT),
    classId: values.personKind === 'student' && values.classId ? values.classId : undefined,
    status: values.status ?? undefined,
    keyword: keyword || undefined,
  };
}

/** Attendance -> Reports (componentUrl 'attendance/report'): each person's day over at most 31 days, screened. */
export function ReportPage() {
  const { t } = useTranslation();
  const choice = useKindergartenChoice();
  const [params] = useSearchParams();
  const [initial] = useState(() => initialValues(params));
  const [form] = Form.useForm<FilterValues>();
  const personKind = Form.useWatch('personKind', form) ?? 'student';
  const bodyOf = ({ filters, pageNumber, pageSize }: { filters: Filters; pageNumber: number; pageSize: number }): RecordsQuery => ({
    ...filters,
    pageNumber,
    pageSize,
    kigId: choice.kigId,
  });
  const list = usePagedList({
    filters: toFilters(initial),
    pageSize: DEFAULT_PAGE_SIZE,
    queryKey: (state) => attendanceKeys.records(bodyOf(state)),
    fetch: (state, signal) => attendanceApi.records(bodyOf(state), signal),
    enabled: choice.ready,
    // Live counts: asked again whenever the screen shows them (a leave approved elsewhere counts at once).
    staleTime: 0,
  });
  const { query: records, state } = list;
  const filters = state.filters;

  // Another kindergarten: the class chosen was the previous one's.
  const choose = (kigId: string | undefined) => {
    choice.choose(kigId);
    form.setFieldValue('classId', null);
    list.updateFilters((f) => ({ ...f, classId: undefined }));
  };

  const search = (values: FilterValues) => list.search(toFilters(values));
  // Back to the last seven days of every class (not to the range the address came with).
  const reset = () => {
    const values = initialValues();
    form.setFieldsValue({ ...values, classId: null, status: null, keyword: undefined });
    search(values);
  };

  const children = filters.personKind === 'student';
  const columns: ColumnsType<DayRecord> = [
    { key: 'date', title: t('attendanceReport.report.columns.date'), dataIndex: 'date', width: 120 },
    { key: 'name', title: t('attendanceReport.report.columns.name'), dataIndex: 'name' },
    ...(children
      ? ([
          { key: 'className', title: t('attendanceReport.report.columns.className'), dataIndex: 'className', render: (v: string | null) => v ?? '-' },
          { key: 'number', title: t('attendanceReport.report.columns.number'), dataIndex: 'studentNumber', render: (v: string | null) => v ?? '-' },
        ] satisfies ColumnsType<DayRecord>)
      : []),
    {
      key: 'status',
      title: t('attendanceReport.report.columns.status'),
      dataIndex: 'status',
      width: 140,
      render: (status: DayStatus) => (
        <Tag color={STATUS_COLORS[status]} data-testid={`attendance-report-status-${status}`}>
          {t(`attendance.status.${status}`)}
        </Tag>
      ),
    },
    { key: 'firstIn', title: t('attendanceReport.report.columns.firstIn'), dataIndex: 'firstIn', width: 110, render: (v: string | null) => timeOfDay(v, records.data?.timeZone) },
    { key: 'lastOut', title: t('attendanceReport.report.columns.lastOut'), dataIndex: 'lastOut', width: 110, render: (v: string | null) => timeOfDay(v, records.data?.timeZone) },
  ];

  return (
    <ReportFrame
      testId="attendance-report-page"
      choice={choice}
      query={records}
      reload={false}
      onChoose={choose}
      beforeChoice={choice.scope?.kind === 'group' ? <AttendanceOverview from={filters.from} to={filters.to} kind="report" onChoose={choose} /> : undefined}
      above={
        <Card size="small">
          <Form<FilterValues> form={form} layout="vertical" initialValues={initial} onFinish={search} data-testid="attendance-report-filters">
            <Row gutter={16}>
              <Col xs={24} sm={12} lg={8} xxl={4}>
                <Form.Item name="personKind" label={t('attendanceReport.report.personKind')} style={{ marginBottom: 12 }}>
                  <Segmented<PersonKind>
                    options={[
                      { value: 'student', label: t('attendanceReport.personKind.student') },
                      { value: 'teacher', label: t('attendanceReport.personKind.teacher') },
                    ]}
                    data-testid="attendance-report-person-kind"
                  />
                </Form.Item>
              </Col>
              <Col xs={24} sm={12} lg={8} xxl={6}>
                <Form.Item
                  name="range"
                  label={t('attendanceReport.report.range')}
                  tooltip={t('attendanceReport.report.rangeHint')}
                  style={{ marginBottom: 12 }}
                  rules={[
                    { required: true, message: t('attendanceReport.report.rangeHint') },
                    {
                      validator: (_, value: [Dayjs, Dayjs] | null) =>
                        !value || isRangeAllowed(value[0].format(DATE_FORMAT), value[1].format(DATE_FORMAT))
                          ? Promise.resolve()
                          : Promise.reject(new Error(t('attendanceReport.report.rangeHint'))),
                    },
                  ]}
                >
                  <DatePicker.RangePicker
                    allowClear={false}
                    disabledDate={(current, info) => isRangeDayDisabled(current, info.from)}
                    style={{ width: '100%' }}
                    data-testid="attendance-report-range"
                  />
                </Form.Item>
              </Col>
              {personKind === 'student' && (
                <Col xs={24} sm={12} lg={8} xxl={4}>
                  <Form.Item name="classId" label={t('attendanceReport.report.className')} style={{ marginBottom: 12 }}>
                    <RefSelect
                      target={classEntity}
                      filters={choice.scope?.kind === 'group' ? { kigId: choice.current } : undefined}
                      disabled={!choice.ready}
                      data-testid="attendance-report-class-filter"
                    />
                  </Form.Item>
                </Col>
              )}
              <Col xs={24} sm={12} lg={8} xxl={4}>
                <Form.Item name="status" label={t('attendanceReport.report.status')} style={{ marginBottom: 12 }}>
                  <Select<DayStatus>
                    allowClear
                    placeholder={t('attendanceReport.report.allStatuses')}
                    options={DAY_STATUSES.map((status) => ({ value: status, label: t(`attendance.status.${status}`) }))}
                    data-testid="attendance-report-status-filter"
                  />
                </Form.Item>
              </Col>
              <Col xs={24} sm={12} lg={8} xxl={4}>
                <Form.Item name="keyword" label={t('attendanceReport.report.keyword')} style={{ marginBottom: 12 }}>
                  <Input allowClear maxLength={32} placeholder={t('attendanceReport.report.keywordPlaceholder')} data-testid="attendance-report-keyword" />
                </Form.Item>
              </Col>
              <Col flex="auto">
                <Flex justify="flex-end" align="flex-end" gap={8} style={{ height: '100%', paddingBottom: 12 }}>
                  <Button icon={<ReloadOutlined />} onClick={reset} data-testid="attendance-report-reset">
                    {t('resource.actions.reset')}
                  </Button>
                  <Button type="primary" htmlType="submit" icon={<SearchOutlined />} disabled={!choice.ready} loading={records.isFetching} data-testid="attendance-report-search">
                    {t('resource.actions.search')}
                  </Button>
                </Flex>
              </Col>
            </Row>
          </Form>
        </Card>
      }
    >
      {(data) => (
        <Card
          size="small"
          extra={
            <DownloadButton
              fetch={(onProgress) => attendanceApi.recordsExport(bodyOf(state), onProgress)}
              fallbackName={`${filters.from}-${filters.to}.xlsx`}
              testId="attendance-report-export"
            />
          }
        >
          <DataTable<DayRecord>
            rowKey={(r) => `${r.personKind}-${r.personId}-${r.date}`}
            size="small"
            loading={records.isPlaceholderData}
            columns={columns}
            dataSource={data.records}
            scroll={{ x: 'max-content' }}
            locale={{ emptyText: t('attendanceReport.report.empty') }}
            data-testid="attendance-report-table"
            onChange={list.onTableChange}
            pagination={list.pagination}
          />
        </Card>
      )}
    </ReportFrame>
  );
}
