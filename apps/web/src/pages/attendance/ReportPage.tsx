import { ReloadOutlined, SearchOutlined } from '@ant-design/icons';
import { classEntity, DAY_STATUSES, type DayRecord, type DayStatus, type PersonKind, type RecordsQuery } from '@kg/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Button, Card, Col, DatePicker, Flex, Form, Input, Row, Segmented, Select, Tag } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import dayjs, { type Dayjs } from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { attendanceApi, attendanceKeys } from '../../api/attendance';
import { RefSelect } from '../../components/resource/RefSelect';
import { BackToOverview } from '../health/ReachLayoutBar';
import { DATE_FORMAT, defaultRange, isRangeAllowed, isRangeDayDisabled, rangeFromParams, STATUS_COLORS, timeOfDay } from './attendance-format';
import { ChosenReport, KindergartenPicker } from './attendance-parts';
import { AttendanceOverview } from './AttendanceOverview';
import { useKindergartenChoice } from './useKindergartenChoice';
import { DataTable } from '../../components/table/DataTable';

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
  const [filters, setFilters] = useState<Filters>(() => toFilters(initial));
  const [page, setPage] = useState({ pageNumber: 1, pageSize: DEFAULT_PAGE_SIZE });

  const body: RecordsQuery = { ...filters, ...page, kigId: choice.kigId };
  const records = useQuery({
    queryKey: attendanceKeys.records(body),
    // Live counts: asked again whenever the screen shows them (a leave approved elsewhere counts at once).
    staleTime: 0,
    queryFn: ({ signal }) => attendanceApi.records(body, signal),
    enabled: choice.ready,
    placeholderData: keepPreviousData,
  });

  // Another kindergarten: the class chosen was the previous one's.
  const choose = (kigId: string | undefined) => {
    choice.choose(kigId);
    form.setFieldValue('classId', null);
    setFilters((f) => ({ ...f, classId: undefined }));
    setPage((p) => ({ ...p, pageNumber: 1 }));
  };

  const search = (values: FilterValues) => {
    setFilters(toFilters(values));
    setPage((p) => ({ ...p, pageNumber: 1 }));
  };
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
    <Flex vertical gap={16} data-testid="attendance-report-page">
      {choice.scope?.kind === 'group' && (
        <Card size="small">
          <Flex wrap gap={16} align="center">
            {choice.ready && <BackToOverview onBack={() => choose(undefined)} />}
            <KindergartenPicker choice={{ ...choice, choose }} />
          </Flex>
        </Card>
      )}
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
                <Button
                  type="primary"
                  htmlType="submit"
                  icon={<SearchOutlined />}
                  disabled={!choice.ready}
                  loading={records.isFetching}
                  data-testid="attendance-report-search"
                >
                  {t('resource.actions.search')}
                </Button>
              </Flex>
            </Col>
          </Row>
        </Form>
      </Card>
      <ChosenReport
        choice={choice}
        query={records}
        beforeChoice={choice.scope?.kind === 'group' ? <AttendanceOverview from={filters.from} to={filters.to} kind="report" onChoose={choose} /> : undefined}
      >
        {(data) => (
          <Card size="small">
            <DataTable<DayRecord>
              rowKey={(r) => `${r.personKind}-${r.personId}-${r.date}`}
              size="small"
              loading={records.isPlaceholderData}
              columns={columns}
              dataSource={data.records}
              scroll={{ x: 'max-content' }}
              locale={{ emptyText: t('attendanceReport.report.empty') }}
              data-testid="attendance-report-table"
              pagination={{
                current: data.pageNumber,
                pageSize: data.pageSize,
                total: data.total,
                showSizeChanger: true,
                pageSizeOptions: [10, 20, 50, 100],
                showTotal: (total) => t('resource.table.total', { total }),
                onChange: (pageNumber, pageSize) =>
                  setPage((p) => ({ pageNumber: pageSize === p.pageSize ? pageNumber : 1, pageSize })),
              }}
            />
          </Card>
        )}
      </ChosenReport>
    </Flex>
  );
}
