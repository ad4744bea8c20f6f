import { activityApplicationEntity } from '@kg/domain';
import { Button, Empty } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { ResourcePage } from '../../components/resource/ResourcePage';

/**
 * activity-count (hidden page, reached from an activity's applied count): who applied for which child,
 * the child's class, the parent and phone, and when; exported with the same filter.
 */
export function ActivityCountPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const activityId = params.get('activityId') ?? '';
  const fixed = useMemo(() => ({ activityId }), [activityId]);
  const back = <Button onClick={() => navigate('/school/activity')}>{t('schoolActivity.count.back')}</Button>;
  if (!activityId) return <Empty description={back} />;
  return <ResourcePage entity={activityApplicationEntity} fixedFilters={fixed} hiddenColumns={['activityId']} toolbarExtra={back} />;
}
