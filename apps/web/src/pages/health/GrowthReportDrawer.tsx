import { FilePdfOutlined, PrinterOutlined } from '@ant-design/icons';
import { eyeTestEntity, type GrowthReportContent, healthCheckEntity, measurementEntity, studentEntity, termEntity } from '@kg/domain';
import { useMutation, useQuery } from '@tanstack/react-query';
import { App, Button, Card, Col, Descriptions, Drawer, Empty, Flex, List, Row, Skeleton, Space, Statistic, Tag, Typography } from 'antd';
import dayjs from 'dayjs';
import { lazy, type ReactNode, Suspense, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../api/api-error';
import { growthApi, growthKeys } from '../../api/growth';
import type { ResourceRecord } from '../../api/resource-api';
import { saveFile } from '../../components/download';
import { LoadError } from '../../components/LoadError';
import { enumLabel, fieldLabel } from '../../components/resource/labels';
import { translateKey } from '../../i18n';
import { formatRate } from '../../components/report/counts';
import { tenths } from './growth-format';
import { TEXT_COLORS } from '../../app/theme';
import { DataTable } from '../../components/table/DataTable';

// ECharts is large: the chart loads after the report's figures, and only when a report is opened.
const GrowthKindsChart = lazy(() => import('./GrowthCharts').then((m) => ({ default: m.GrowthKindsChart })));
const GrowthTemperatureChart = lazy(() => import('./GrowthCharts').then((m) => ({ default: m.GrowthTemperatureChart })));

/** The class on <body> while a report prints: the print styles then show the report alone (styles.css). */
const PRINTING_CLASS = 'kg-print-growth';

const DATE_TIME = 'YYYY-MM-DD HH:mm';

export interface GrowthReportDrawerProps {
  /** The generated report (from the list), or null when closed. */
  record: ResourceRecord | null;
  onClose: () => void;
}

/** Prints the report alone: marks <body> for the print styles until the browser is done. */
function printReport() {
  const body = document.body;
  const done = () => {
    body.classList.remove(PRINTING_CLASS);
    window.removeEventListener('afterprint', done);
  };
  body.classList.add(PRINTING_CLASS);
  window.addEventListener('afterprint', done);
  window.print();
}

/** A generated growth report in a drawer, with its PDF and a print-friendly layout. */
export function GrowthReportDrawer({ record, onClose }: GrowthReportDrawerProps) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const id = record?.id;
  const content = useQuery({
    queryKey: growthKeys.content(id ?? ''),
    queryFn: ({ signal }) => growthApi.content(id!, signal),
    enabled: Boolean(id),
  });
  // Never leave the print mark behind (the drawer closed while the print dialog was open).
  useEffect(() => () => document.body.classList.remove(PRINTING_CLASS), []);
  const ready = content.isSuccess && Boolean(record);
  const pdf = useMutation({
    mutationFn: () => growthApi.pdf(id!),
    onSuccess: ({ blob, fileName }) => saveFile(blob, fileName || `${content.data?.student.name ?? 'report'}.pdf`),
    onError: (error) => void message.error(isApiError(error) ? error.txt : t('common.network.offline')),
  });
  return (
    <Drawer
      open={Boolean(record)}
      onClose={onClose}
      title={t('healthScreens.growth.title')}
      size={820}
      destroyOnHidden
      rootClassName="kg-growth-drawer"
      extra={
        <Space>
          <Button icon={<FilePdfOutlined />} disabled={!ready} loading={pdf.isPending} onClick={() => pdf.mutate()} data-testid="growth-report-pdf">
            {t('healthScreens.growth.pdf')}
          </Button>
          <Button icon={<PrinterOutlined />} disabled={!ready} onClick={printReport} data-testid="growth-report-print">
            {t('healthScreens.growth.print')}
          </Button>
        </Space>
      }
    >
      {content.isError ? (
        <LoadError error={content.error} onRetry={() => void content.refetch()} retrying={content.isFetching} />
      ) : !ready ? (
        <Skeleton active paragraph={{ rows: 12 }} />
      ) : (
        <GrowthReportView content={content.data} />
      )}
    </Drawer>
  );
}

function Section({ title, children, testId }: { title: ReactNode; children: ReactNode; testId?: string }) {
  return (
    <Card size="small" title={title} className="kg-growth-section" data-testid={testId}>
      {children}
    </Card>
  );
}

/** The report itself: the child and term, then attendance, checks, doctor messages, eye tests and measurements. */
export function GrowthReportView({ content }: { content: GrowthReportContent }) {
  const { t } = useTranslation();
  const { student, term, attendance, checks } = content;
  const g = (key: string) => translateKey(`healthScreens.growth.${key}`);
  const semester = enumLabel(termEntity, 'semester', term.semester);
  const stat = (title: string, value: ReactNode, testId: string, color?: string) => (
    <Col xs={12} sm={8} md={6}>
      <Statistic title={title} value={value as string} styles={{ content: color ? { color } : undefined }} valueRender={(node) => <span data-testid={testId}>{node}</span>} />
    </Col>
  );

  return (
    <Flex vertical gap={16} className="kg-growth-print" data-testid="growth-report-view">
      <div>
        <Typography.Title level={4} style={{ marginTop: 0 }} data-testid="growth-report-student">
          {student.name} · {term.schoolYear} {semester}
        </Typography.Title>
        <Descriptions size="small" column={{ xs: 1, sm: 2, md: 3 }}>
          <Descriptions.Item label={g('kindergarten')}>{content.kindergarten}</Descriptions.Item>
          <Descriptions.Item label={g('className')}>{student.className ?? '-'}</Descriptions.Item>
          <Descriptions.Item label={g('studentNumber')}>{student.studentNumber}</Descriptions.Item>
          <Descriptions.Item label={g('gender')}>{student.gender ? enumLabel(studentEntity, 'gender', student.gender) : '-'}</Descriptions.Item>
          <Descriptions.Item label={g('birthDate')}>{student.birthDate}</Descriptions.Item>
          <Descriptions.Item label={g('term')}>{t('healthScreens.growth.period', { begin: term.beginDate, end: term.endDate })}</Descriptions.Item>
        </Descriptions>
        <Typography.Text type="secondary">{t('healthScreens.growth.generatedAt', { time: dayjs(content.generatedAt).format(DATE_TIME) })}</Typography.Text>
      </div>

      <Section title={g('attendance')} testId="growth-report-attendance">
        {attendance.countedFrom !== undefined && (
          <Typography.Paragraph type="secondary" data-testid="growth-attendance-span">
            {attendance.countedFrom ? t('health.pdf.countedFrom', { date: attendance.countedFrom }) : t('health.pdf.noAttendance')}
          </Typography.Paragraph>
        )}
        <Row gutter={[12, 12]}>
          {stat(g('schoolDays'), attendance.schoolDays, 'growth-attendance-schoolDays')}
          {stat(translateKey('attendance.counts.present'), attendance.present, 'growth-attendance-present', TEXT_COLORS.success)}
          {stat(translateKey('attendance.counts.late'), attendance.late, 'growth-attendance-late', TEXT_COLORS.warning)}
          {stat(translateKey('attendance.counts.leftEarly'), attendance.leftEarly, 'growth-attendance-leftEarly', TEXT_COLORS.caution)}
          {stat(translateKey('attendance.counts.absent'), attendance.absent, 'growth-attendance-absent', TEXT_COLORS.error)}
          {stat(translateKey('attendance.counts.leave'), attendance.leave, 'growth-attendance-leave', TEXT_COLORS.info)}
          {stat(translateKey('attendance.counts.rate'), formatRate(attendance.rate), 'growth-attendance-rate')}
        </Row>
      </Section>

      <Section title={g('checks')} testId="growth-report-checks">
        <Flex vertical gap={12}>
          <Row gutter={[12, 12]}>
            {stat(g('checkCount'), checks.count, 'growth-checks-count')}
            {stat(g('abnormalCount'), checks.abnormal, 'growth-checks-abnormal', checks.abnormal > 0 ? TEXT_COLORS.error : undefined)}
            {stat(g('maxTemperature'), checks.maxTemperature === null ? '-' : `${tenths(checks.maxTemperature)} °C`, 'growth-checks-maxTemperature')}
          </Row>
          {Boolean(checks.temperatureByWeek?.length) && (
            <>
              <Typography.Text strong>{g('temperatureByWeek')}</Typography.Text>
              <Suspense fallback={<Skeleton active paragraph={{ rows: 4 }} title={false} />}>
                <GrowthTemperatureChart weeks={checks.temperatureByWeek!} />
              </Suspense>
            </>
          )}
          {checks.abnormal > 0 && (
            <>
              <Typography.Text strong>{g('byKind')}</Typography.Text>
              <Suspense fallback={<Skeleton active paragraph={{ rows: 4 }} title={false} />}>
                <GrowthKindsChart byKind={checks.byKind} />
              </Suspense>
            </>
          )}
          <Typography.Text strong>{g('abnormalList')}</Typography.Text>
          <DataTable
            size="small"
            rowKey={(row) => `${row.date}-${row.session}`}
            dataSource={checks.abnormalList}
            pagination={false}
            locale={{ emptyText: g('noAbnormal') }}
            columns={[
              { key: 'date', title: fieldLabel(healthCheckEntity, 'schoolDay'), dataIndex: 'date', width: 120 },
              {
                key: 'session',
                title: fieldLabel(healthCheckEntity, 'session'),
                dataIndex: 'session',
                width: 90,
                render: (s: string) => enumLabel(healthCheckEntity, 'session', s),
              },
              {
                key: 'temperature',
                title: fieldLabel(healthCheckEntity, 'temperature'),
                dataIndex: 'temperature',
                width: 100,
                render: (v: number | null) => (v === null ? '-' : `${tenths(v)} °C`),
              },
              {
                key: 'reasons',
                title: fieldLabel(healthCheckEntity, 'reasons'),
                dataIndex: 'reasons',
                render: (reasons: string[]) =>
                  reasons.map((r) => (
                    <Tag key={r} color="error">
                      {enumLabel(healthCheckEntity, 'reasons', r)}
                    </Tag>
                  )),
              },
            ]}
            data-testid="growth-report-abnormal-list"
          />
        </Flex>
      </Section>

      <Section title={g('messages')} testId="growth-report-messages">
        {content.messages.length === 0 ? (
          <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={g('noMessages')} />
        ) : (
          <List
            size="small"
            dataSource={content.messages}
            renderItem={(m) => (
              <List.Item>
                <Flex vertical gap={4} style={{ width: '100%' }}>
                  <Typography.Text type="secondary">{dayjs(m.sentAt).format(DATE_TIME)}</Typography.Text>
                  <Typography.Paragraph style={{ margin: 0, whiteSpace: 'pre-wrap' }}>{m.content}</Typography.Paragraph>
                  <Typography.Text type={m.reply ? undefined : 'secondary'} style={{ whiteSpace: 'pre-wrap' }}>
                    {t('punctuation.labelled', { label: g('reply'), value: m.reply ?? g('noReply') })}
                  </Typography.Text>
                </Flex>
              </List.Item>
            )}
          />
        )}
      </Section>

      <Section title={g('eyeTests')} testId="growth-report-eyes">
        <DataTable
          size="small"
          rowKey={(row) => row.testDate}
          dataSource={content.eyeTests}
          pagination={false}
          locale={{ emptyText: g('noEyeTests') }}
          columns={[
            { key: 'testDate', title: fieldLabel(eyeTestEntity, 'testDate'), dataIndex: 'testDate' },
            { key: 'leftEye', title: fieldLabel(eyeTestEntity, 'leftEye'), dataIndex: 'leftEye', align: 'right', render: (v: number) => tenths(v) },
            { key: 'rightEye', title: fieldLabel(eyeTestEntity, 'rightEye'), dataIndex: 'rightEye', align: 'right', render: (v: number) => tenths(v) },
          ]}
        />
      </Section>

      <Section title={g('measurements')} testId="growth-report-measurements">
        <DataTable
          size="small"
          rowKey={(row) => row.measuredOn}
          dataSource={content.measurements}
          pagination={false}
          locale={{ emptyText: g('noMeasurements') }}
          columns={[
            { key: 'measuredOn', title: fieldLabel(measurementEntity, 'measuredOn'), dataIndex: 'measuredOn' },
            { key: 'height', title: fieldLabel(measurementEntity, 'height'), dataIndex: 'height', align: 'right', render: (v: number) => `${tenths(v)} cm` },
            { key: 'weight', title: fieldLabel(measurementEntity, 'weight'), dataIndex: 'weight', align: 'right', render: (v: number) => `${tenths(v)} kg` },
          ]}
        />
      </Section>
    </Flex>
  );
}
