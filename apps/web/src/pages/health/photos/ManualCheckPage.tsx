import { isReviewable } from '@kg/domain';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Card, Empty, Flex, Form, Skeleton, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { healthApi, healthKeys, type CheckPhotoQuery } from '../../../api/health';
import { LoadError } from '../../../components/LoadError';
import { CheckFindings } from '../CheckFindings';
import { sessionOr } from '../health-format';
import { ReviewBody, useReviewSave } from '../ReviewDrawer';
import type { ReviewValues } from '../review-body';
import { PHOTO_PATHS, photoHref } from './photo-paths';

/**
 * manualCheckPhotoDetail: one check's photos and findings with the review form. Opened from the photo
 * wall (which names the day, session and class), it moves on to the next check waiting for review.
 */
export function ManualCheckPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [form] = Form.useForm<ReviewValues>();
  const id = params.get('id') ?? '';
  const date = params.get('date');
  const wallParams = {
    kigId: params.get('kigId'),
    date,
    session: params.get('session'),
    classId: params.get('classId'),
    flagged: params.get('flagged'),
  };
  const detail = useQuery({ queryKey: healthKeys.detail(id), queryFn: ({ signal }) => healthApi.detail(id, signal), enabled: Boolean(id) });
  const queueQuery: CheckPhotoQuery | null = date
    ? { kigId: wallParams.kigId ?? undefined, classId: wallParams.classId ?? undefined, from: date, to: date, session: sessionOr(wallParams.session), review: 'pending' }
    : null;
  const queue = useQuery({
    queryKey: healthKeys.photos(queueQuery ?? { from: '', to: '' }),
    queryFn: ({ signal }) => healthApi.photos(queueQuery!, signal),
    enabled: Boolean(queueQuery),
    staleTime: 0,
  });
  const next = queue.data?.find((c) => c.id !== id);
  const remaining = queue.data?.filter((c) => c.id !== id).length ?? 0;
  // On to the next check waiting for review; when none is left, back to the wall (or wherever it was opened from).
  const go = (nextId: string | undefined) => {
    if (nextId) void navigate(photoHref(PHOTO_PATHS.review, { ...wallParams, id: nextId }), { replace: true });
    else if (date) void navigate(photoHref(PHOTO_PATHS.wall, wallParams));
    else void navigate(-1);
  };
  const save = useReviewSave(detail.data?.record, form, () => go(next?.id));
  // A check the machine found clear and sure has nothing to review: it is shown, not offered for review.
  const reviewable = detail.data ? isReviewable(detail.data.record.review) : true;

  if (!id) {
    return (
      <Card>
        <Empty description={t('healthPhotos.review.noCheck')} />
      </Card>
    );
  }
  return (
    <Card
      title={t('healthScreens.review.title')}
      extra={
        queueQuery && (
          <Typography.Text type="secondary" data-testid="manual-check-remaining">
            {t('healthPhotos.review.remaining', { count: remaining })}
          </Typography.Text>
        )
      }
      style={{ maxWidth: 960, margin: '0 auto' }}
      data-testid="manual-check-page"
      actions={[
        <Flex key="actions" justify="flex-end" gap={8} style={{ padding: '0 16px' }}>
          {queueQuery && (
            <Button disabled={!next} onClick={() => go(next?.id)} data-testid="manual-check-skip">
              {t('healthPhotos.review.skip')}
            </Button>
          )}
          <Button type="primary" disabled={!detail.isSuccess || !reviewable} loading={save.isPending} onClick={() => form.submit()} data-testid="health-review-submit">
            {t('healthScreens.review.submit')}
          </Button>
        </Flex>,
      ]}
    >
      {detail.isError ? (
        <LoadError error={detail.error} onRetry={() => void detail.refetch()} retrying={detail.isFetching} />
      ) : !detail.data ? (
        <Skeleton active paragraph={{ rows: 10 }} />
      ) : !reviewable ? (
        <Flex vertical gap={16}>
          <Alert type="info" showIcon title={t('health.review.nothingToReview')} data-testid="manual-check-nothing-to-review" />
          <CheckFindings detail={detail.data} />
        </Flex>
      ) : (
        <ReviewBody key={detail.data.record.id} detail={detail.data} form={form} saving={save.isPending} onFinish={(values) => save.mutate(values)} />
      )}
    </Card>
  );
}
