import { noticeReaderEndpoints, type NoticeReaders } from '@kg/domain';
import { useQuery } from '@tanstack/react-query';
import { Alert, Drawer, Flex, Spin, Statistic, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../api/api-error';
import { noticeReadersApi } from '../../api/notice-readers';
import { useCanCall } from '../../components/access/declared-access';
import { DownloadButton } from '../../components/report/DownloadButton';
import { formatDateValue } from '../../components/resource/dates';
import { DataTable } from '../../components/table/DataTable';

type Reader = NoticeReaders['readers'][number];
type Unread = NoticeReaders['unread'][number];

/**
 * Who has read a published notice (issue 15): each family reader with its child, class and when, and the
 * audience's children whose families have not opened it yet, with the counts and the sheet.
 */
export function NoticeReadersDrawer({ notice, onClose }: { notice: { id: string; title: string } | null; onClose: () => void }) {
  const { t } = useTranslation();
  const canCall = useCanCall();
  const query = useQuery({
    queryKey: ['school', 'notice', 'readers', notice?.id],
    queryFn: ({ signal }) => noticeReadersApi.readers(notice!.id, signal),
    enabled: notice !== null,
  });
  const data = query.data;
  return (
    <Drawer open={notice !== null} onClose={onClose} size="large" title={t('noticeReaders.title', { title: notice?.title ?? '' })} destroyOnHidden data-testid="notice-readers">
      {query.isError && <Alert type="error" message={isApiError(query.error) ? query.error.txt : t('common.network.offline')} />}
      {query.isLoading && <Spin />}
      {data && (
        <Flex vertical gap={16}>
          <Flex gap={32} align="center" wrap>
            <div data-testid="notice-readers-read">
              <Statistic title={t('noticeReaders.readCount')} value={data.readCount} />
            </div>
            <div data-testid="notice-readers-unread">
              <Statistic title={t('noticeReaders.unreadCount')} value={data.unread.length} />
            </div>
            <Statistic title={t('noticeReaders.audience')} value={data.audience} />
            {canCall(noticeReaderEndpoints.readersExport) && (
              <DownloadButton fetch={(onProgress) => noticeReadersApi.exportReaders(data.id, onProgress)} fallbackName={`${data.title}.xlsx`} testId="notice-readers-export" />
            )}
          </Flex>
          <Typography.Title level={5}>{t('school.noticeReaders.readers', { n: data.readCount })}</Typography.Title>
          <div data-testid="notice-readers-table">
            <DataTable<Reader>
              rowKey={(r) => `${r.parentId}/${r.studentName}`}
              size="small"
              pagination={false}
              dataSource={data.readers}
              columns={[
                { key: 'parent', title: t('school.noticeReaders.parent'), dataIndex: 'parentName' },
                { key: 'child', title: t('school.noticeReaders.child'), dataIndex: 'studentName' },
                { key: 'class', title: t('school.noticeReaders.class'), dataIndex: 'className' },
                { key: 'readAt', title: t('school.noticeReaders.readAt'), dataIndex: 'readAt', render: (v: string) => formatDateValue(v, 'datetime') },
              ]}
            />
          </div>
          <Typography.Title level={5}>{t('school.noticeReaders.notRead', { n: data.unread.length })}</Typography.Title>
          <DataTable<Unread>
            rowKey="studentId"
            size="small"
            pagination={false}
            dataSource={data.unread}
            columns={[
              { key: 'child', title: t('school.noticeReaders.child'), dataIndex: 'studentName' },
              { key: 'class', title: t('school.noticeReaders.class'), dataIndex: 'className' },
            ]}
          />
        </Flex>
      )}
    </Drawer>
  );
}
