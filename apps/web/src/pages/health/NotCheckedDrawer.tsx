import { useQuery } from '@tanstack/react-query';
import { Drawer, Empty, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { healthApi, healthKeys, type HealthDayQuery, type NotChecked } from '../../api/health';
import { LoadError } from '../../components/LoadError';
import { DataTable } from '../../components/table/DataTable';

type Student = NotChecked['students'][number];

export interface NotCheckedTarget {
  query: HealthDayQuery;
  /** The class's name, or undefined for the whole kindergarten. */
  className?: string;
}

/** The children of a day's session (of one class or all) expected but not checked yet. */
export function NotCheckedDrawer({ target, onClose }: { target: NotCheckedTarget | null; onClose: () => void }) {
  const { t } = useTranslation();
  const query = target?.query;
  const list = useQuery({
    queryKey: healthKeys.notChecked(query ?? { date: '', session: 'morning' }),
    // Live counts: asked again whenever the screen shows them (a leave approved elsewhere counts at once).
    staleTime: 0,
    queryFn: ({ signal }) => healthApi.notChecked(query!, signal),
    enabled: Boolean(query),
  });
  const students = list.data?.students ?? [];
  const scope = target?.className ?? t('healthScreens.notChecked.allClasses');
  return (
    <Drawer open={Boolean(target)} onClose={onClose} title={t('healthScreens.notChecked.title', { scope })} size={560} destroyOnHidden data-testid="health-notchecked-drawer">
      {list.isError ? (
        <LoadError error={list.error} onRetry={() => void list.refetch()} retrying={list.isFetching} />
      ) : (
        <>
          {list.isSuccess && students.length > 0 && (
            <Typography.Paragraph type="secondary" data-testid="health-notchecked-count">
              {t('healthScreens.notChecked.count', { count: students.length })}
            </Typography.Paragraph>
          )}
          <DataTable<Student>
            rowKey="id"
            size="small"
            loading={list.isFetching}
            dataSource={students}
            pagination={students.length > 50 ? { pageSize: 50, showSizeChanger: false } : false}
            columns={[
              { key: 'name', dataIndex: 'name', title: t('healthScreens.notChecked.name') },
              { key: 'studentNumber', dataIndex: 'studentNumber', title: t('healthScreens.notChecked.studentNumber'), render: (v: string | null) => v || '-' },
              ...(target?.className ? [] : [{ key: 'className', dataIndex: 'className', title: t('healthScreens.notChecked.className') }]),
            ]}
            locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('healthScreens.notChecked.allChecked')} /> }}
            data-testid="health-notchecked-table"
          />
        </>
      )}
    </Drawer>
  );
}
