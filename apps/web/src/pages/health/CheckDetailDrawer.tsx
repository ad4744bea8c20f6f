import { useQuery } from '@tanstack/react-query';
import { Drawer, Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import { healthApi, healthKeys } from '../../api/health';
import type { ResourceRecord } from '../../api/resource-api';
import { LoadError } from '../../components/LoadError';
import { CheckFindings } from './CheckFindings';

/** A check read-only, with its photos and the machine's findings (a specialist reads; only the kindergarten reviews). */
export function CheckDetailDrawer({ record, onClose }: { record: ResourceRecord | null; onClose: () => void }) {
  const { t } = useTranslation();
  const id = record?.id;
  const detail = useQuery({
    queryKey: healthKeys.detail(id ?? ''),
    queryFn: ({ signal }) => healthApi.detail(id!, signal),
    enabled: Boolean(id),
  });
  return (
    <Drawer open={Boolean(record)} onClose={onClose} title={t('healthScreens.abnormal.detailTitle')} size={720} destroyOnHidden data-testid="health-check-detail">
      {detail.isError ? (
        <LoadError error={detail.error} onRetry={() => void detail.refetch()} retrying={detail.isFetching} />
      ) : !detail.isSuccess ? (
        <Skeleton active paragraph={{ rows: 10 }} />
      ) : (
        <CheckFindings
          detail={detail.data}
          shown={['kigId', 'studentId', 'classId', 'session', 'checkedAt', 'temperature', 'hand', 'mouth', 'trauma', 'nails', 'reasons', 'review', 'photosWithheld']}
        />
      )}
    </Drawer>
  );
}
