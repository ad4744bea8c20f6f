import { ReloadOutlined } from '@ant-design/icons';
import { CHECK_SESSIONS, healthCheckEntity, isReviewable } from '@kg/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Button, Card, Col, Empty, Flex, Row, Segmented, Switch, Typography } from 'antd';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { healthApi, healthKeys, type CheckPhotoQuery } from '../../../api/health';
import { useParamSetter } from '../../../app/router/useParamSetter';
import { enumLabel } from '../../../components/resource/labels';
import { dateOrToday } from '../../../components/report/period';
import { ChosenReport } from '../../../components/report/ReportFrame';
import { ClassFilter, DayField, KindergartenPicker } from '../../../components/report/ReportPickers';
import { useKindergartenChoice } from '../../../components/report/useKindergartenChoice';
import { sessionOr } from '../health-format';
import { CheckPhotoCard } from './CheckPhotoCard';
import { PHOTO_PATHS, photoHref } from './photo-paths';

/**
 * preparePhoto: a day's check photos as a wall, by class, to prepare the manual review; by default
 * only the checks a teacher should look at (abnormal or unsure). A card opens its review.
 */
export function PhotoWallPage() {
  const { t } = useTranslation();
  const flaggedId = useId();
  const choice = useKindergartenChoice();
  const [params] = useSearchParams();
  const setParam = useParamSetter();
  const date = dateOrToday(params.get('date'));
  const session = sessionOr(params.get('session'));
  const classId = params.get('classId') || undefined;
  const flagged = params.get('flagged') !== 'false';
  const query: CheckPhotoQuery = { kigId: choice.kigId, classId, from: date, to: date, session, flagged };
  const list = useQuery({
    queryKey: healthKeys.photos(query),
    queryFn: ({ signal }) => healthApi.photos(query, signal),
    enabled: choice.ready,
    staleTime: 0,
    placeholderData: keepPreviousData,
  });
  const pending = list.data?.filter((c) => c.review === 'pending').length ?? 0;
  const reviewHref = (id: string) => photoHref(PHOTO_PATHS.review, { id, kigId: choice.kigId, date, session, classId, flagged: flagged ? undefined : 'false' });

  return (
    <Flex vertical gap={16} data-testid="photo-wall-page">
      <Typography.Title level={4} style={{ margin: 0 }}>
        {t('healthPhotos.wall.title')}
      </Typography.Title>
      <Card size="small">
        <Flex wrap gap={16} align="center">
          <KindergartenPicker choice={choice} />
          <DayField label={t('attendanceReport.date')} value={date} onChange={(next) => setParam('date', next)} testId="photo-wall-date" />
          <Segmented
            value={session}
            options={CHECK_SESSIONS.map((s) => ({ value: s, label: enumLabel(healthCheckEntity, 'session', s) }))}
            onChange={(value) => setParam('session', String(value))}
            data-testid="photo-wall-session"
          />
          <ClassFilter choice={choice} value={classId} onChange={(next) => setParam('classId', next)} testId="photo-wall-class" />
          <Flex align="center" gap={8}>
            <Switch id={flaggedId} checked={flagged} onChange={(on) => setParam('flagged', on ? undefined : 'false')} data-testid="photo-wall-flagged" />
            <Typography.Text>
              <label htmlFor={flaggedId}>{t('healthPhotos.wall.flagged')}</label>
            </Typography.Text>
          </Flex>
          <Button icon={<ReloadOutlined />} disabled={!choice.ready} loading={list.isFetching} onClick={() => void list.refetch()}>
            {t('resource.actions.reload')}
          </Button>
        </Flex>
      </Card>
      <ChosenReport choice={choice} query={list}>
        {(data) =>
          data.length === 0 ? (
            <Card>
              <Empty description={flagged ? t('healthPhotos.wall.noneFlagged') : t('healthPhotos.wall.none')} data-testid="photo-wall-empty" />
            </Card>
          ) : (
            <>
              <Typography.Text data-testid="photo-wall-summary">{t('healthPhotos.wall.summary', { count: data.length, pending })}</Typography.Text>
              <Row gutter={[12, 12]}>
                {data.map((check) => (
                  <Col key={check.id} xs={24} sm={12} lg={8} xxl={6}>
                    <CheckPhotoCard
                      check={check}
                      title={isReviewable(check.review) ? <Link to={reviewHref(check.id)}>{check.studentName}</Link> : check.studentName}
                      extra={<Link to={photoHref(PHOTO_PATHS.history, { studentId: check.studentId, month: date.slice(0, 7) })}>{t('healthPhotos.history.link')}</Link>}
                    />
                  </Col>
                ))}
              </Row>
            </>
          )
        }
      </ChosenReport>
    </Flex>
  );
}
