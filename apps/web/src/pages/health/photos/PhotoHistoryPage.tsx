import { type CheckWithPhotos, studentEntity } from '@kg/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Card, Empty, Flex, Typography } from 'antd';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { healthApi, healthKeys, type CheckPhotoQuery } from '../../../api/health';
import { useParamSetter } from '../../../app/router/useParamSetter';
import { LoadError } from '../../../components/LoadError';
import { LabeledControl } from '../../../components/LabeledControl';
import { RefSelect } from '../../../components/resource/RefSelect';
import { MONTH_FORMAT, todayString } from '../../../components/report/period';
import { LoadingCard } from '../../../components/report/ReportFrame';
import { MonthField } from '../../../components/report/ReportPickers';
import { CheckPhotoCard } from './CheckPhotoCard';

/** The first and last day of a month, never after today. */
function monthSpan(month: string): { from: string; to: string } {
  const start = dayjs(`${month}-01`);
  const end = start.endOf('month').format('YYYY-MM-DD');
  const today = todayString();
  return { from: start.format('YYYY-MM-DD'), to: end < today ? end : today };
}

/** Checks by day, newest day first (the server answers newest first). */
function byDay(checks: CheckWithPhotos[]): [string, CheckWithPhotos[]][] {
  const days = new Map<string, CheckWithPhotos[]>();
  for (const c of checks) days.set(c.schoolDay, [...(days.get(c.schoolDay) ?? []), c]);
  return [...days.entries()];
}

/** historyMorningCheckPhotos: one child's check photos over a month, day by day, morning and afternoon. */
export function PhotoHistoryPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const setParam = useParamSetter();
  const studentId = params.get('studentId') || undefined;
  const monthParam = params.get('month');
  const month = monthParam && /^\d{4}-\d{2}$/.test(monthParam) ? monthParam : dayjs().format(MONTH_FORMAT);
  const query: CheckPhotoQuery = { studentId, ...monthSpan(month) };
  const list = useQuery({
    queryKey: healthKeys.photos(query),
    queryFn: ({ signal }) => healthApi.photos(query, signal),
    enabled: Boolean(studentId) && query.from <= query.to,
    placeholderData: keepPreviousData,
  });
  const days = byDay(list.data ?? []);

  return (
    <Flex vertical gap={16} data-testid="photo-history-page">
      <Typography.Title level={4} style={{ margin: 0 }}>
        {t('healthPhotos.history.title')}
      </Typography.Title>
      <Card size="small">
        <Flex wrap gap={16} align="center">
          <LabeledControl label={t('healthPhotos.history.child')}>
            {(id) => (
              <div style={{ width: 260 }}>
                <RefSelect
                  id={id}
                  target={studentEntity}
                  value={studentId ?? null}
                  onChange={(value) => setParam('studentId', typeof value === 'string' && value ? value : undefined)}
                  placeholder={t('healthPhotos.history.chooseChild')}
                  data-testid="photo-history-student"
                />
              </div>
            )}
          </LabeledControl>
          <MonthField label={t('attendanceReport.month')} value={month} onChange={(next) => setParam('month', next)} testId="photo-history-month" />
        </Flex>
      </Card>
      {!studentId ? (
        <Card>
          <Empty description={t('healthPhotos.history.chooseChild')} />
        </Card>
      ) : list.isError ? (
        <LoadError error={list.error} onRetry={() => void list.refetch()} retrying={list.isFetching} />
      ) : !list.data ? (
        <LoadingCard />
      ) : days.length === 0 ? (
        <Card>
          <Empty description={t('healthPhotos.history.none')} data-testid="photo-history-empty" />
        </Card>
      ) : (
        days.map(([day, checks]) => (
          <Card key={day} size="small" title={day} data-testid="photo-history-day">
            <Flex wrap gap={12}>
              {checks.map((check) => (
                <div key={check.id} style={{ width: 340 }}>
                  <CheckPhotoCard check={check} />
                </div>
              ))}
            </Flex>
          </Card>
        ))
      )}
    </Flex>
  );
}
