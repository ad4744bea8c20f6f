import { type DayCheck, healthCheckEntity, type HealthDayDetail } from '@kg/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Card, Flex, Tag, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { healthApi, healthKeys } from '../../api/health';
import type { ResourceRecord } from '../../api/resource-api';
import { useParamSetter } from '../../app/router/useParamSetter';
import { enumLabel } from '../../components/resource/labels';
import { dateOrToday, timeOfDay } from '../../components/report/period';
import { ChosenReport } from '../../components/report/ReportFrame';
import { ClassFilter, DayField, KindergartenPicker } from '../../components/report/ReportPickers';
import { useKindergartenChoice } from '../../components/report/useKindergartenChoice';
import { temperatureCell } from './health-cells';
import { PHOTO_PATHS, photoHref } from './photos/photo-paths';
import { DataTable } from '../../components/table/DataTable';

type Row = HealthDayDetail['students'][number];

/** A session's check in a cell: time, temperature, reasons, review; its photos open the review. */
function CheckCell({ check, href }: { check: DayCheck | null; href: string }) {
  const { t } = useTranslation();
  if (!check) return <Typography.Text type="secondary">{t('healthPhotos.day.notChecked')}</Typography.Text>;
  return (
    <Flex gap={6} wrap align="center">
      <Typography.Text type="secondary">{timeOfDay(check.checkedAt)}</Typography.Text>
      <span>{temperatureCell(check as unknown as ResourceRecord)}</span>
      {check.reasons.map((r) => (
        <Tag key={r} color="red">
          {enumLabel(healthCheckEntity, 'reasons', r)}
        </Tag>
      ))}
      {check.review === 'pending' && <Tag color="blue">{enumLabel(healthCheckEntity, 'review', 'pending')}</Tag>}
      <Link to={href} data-testid="day-detail-photos">
        {t('healthPhotos.day.photos', { count: check.photoCount })}
      </Link>
    </Flex>
  );
}

/** mon-aft-healthDetail (hidden page): each child of a day with the morning and afternoon check side by side. */
export function DayDetailPage() {
  const { t } = useTranslation();
  const choice = useKindergartenChoice();
  const [params] = useSearchParams();
  const setParam = useParamSetter();
  const date = dateOrToday(params.get('date'));
  const classId = params.get('classId') || undefined;
  const query = { kigId: choice.kigId, date, classId };
  const detail = useQuery({
    queryKey: healthKeys.dayDetail(query),
    queryFn: ({ signal }) => healthApi.dayDetail(query, signal),
    enabled: choice.ready,
    staleTime: 0,
    placeholderData: keepPreviousData,
  });
  const reviewHref = (check: DayCheck) => photoHref(PHOTO_PATHS.review, { id: check.id });
  const columns: ColumnsType<Row> = [
    { key: 'name', title: t('healthPhotos.day.child'), render: (_, r) => <Link to={photoHref(PHOTO_PATHS.history, { studentId: r.id, month: date.slice(0, 7) })}>{r.name}</Link> },
    { key: 'number', title: t('healthPhotos.day.number'), dataIndex: 'studentNumber', width: 110 },
    { key: 'class', title: t('attendanceReport.className'), dataIndex: 'className', width: 120 },
    ...(['morning', 'afternoon'] as const).map((session) => ({
      key: session,
      title: enumLabel(healthCheckEntity, 'session', session),
      render: (_: unknown, r: Row) => <CheckCell check={r[session]} href={r[session] ? reviewHref(r[session]!) : ''} />,
    })),
  ];

  return (
    <Flex vertical gap={16} data-testid="day-detail-page">
      <Card size="small">
        <Flex wrap gap={16} align="center">
          <KindergartenPicker choice={choice} />
          <DayField label={t('attendanceReport.date')} value={date} onChange={(next) => setParam('date', next)} testId="day-detail-date" />
          <ClassFilter choice={choice} value={classId} onChange={(next) => setParam('classId', next)} testId="day-detail-class" />
          <Link to={photoHref(PHOTO_PATHS.wall, { kigId: choice.kigId, date, classId })}>{t('healthPhotos.wall.title')}</Link>
        </Flex>
      </Card>
      <ChosenReport choice={choice} query={detail}>
        {(data) => (
          <Card size="small">
            <DataTable<Row>
              rowKey="id"
              size="small"
              columns={columns}
              dataSource={data.students}
              pagination={{ pageSize: 50, hideOnSinglePage: true }}
              data-testid="day-detail-table"
            />
          </Card>
        )}
      </ChosenReport>
    </Flex>
  );
}
