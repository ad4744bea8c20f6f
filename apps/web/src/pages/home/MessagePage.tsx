import type { InboxMessage, InboxPage } from '@kg/domain';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Card, Drawer, Empty, Spin, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../api/api-error';
import { INBOX_KEY, inboxPageQuery, readInboxMessage } from '../../api/inbox';
import { formatDateValue } from '../../components/resource/dates';
import { DataTable } from '../../components/table/DataTable';

type Item = InboxPage['records'][number];
const PAGE_SIZE = 10;

/**
 * `/message` (componentUrl 'home/message'): the system messages operations addressed to the session,
 * newest first, the unread ones marked; one opened shows in full and counts as read (the header's bell
 * goes down with it).
 */
export function MessagePage() {
  const { t } = useTranslation();
  const client = useQueryClient();
  const [pageNumber, setPageNumber] = useState(1);
  const page = useQuery({ ...inboxPageQuery(pageNumber, PAGE_SIZE), placeholderData: (previous) => previous });
  const [open, setOpen] = useState<{ item: Item; message?: InboxMessage; error?: string } | null>(null);

  const openMessage = async (item: Item) => {
    setOpen({ item });
    try {
      const message = await readInboxMessage(item.id);
      setOpen((current) => (current?.item.id === item.id ? { item, message } : current));
      await client.invalidateQueries({ queryKey: INBOX_KEY });
    } catch (error) {
      setOpen((current) => (current?.item.id === item.id ? { item, error: isApiError(error) ? error.txt : t('common.network.offline') } : current));
    }
  };

  return (
    <Card title={t('operations.inbox.title')} data-testid="inbox">
      {page.isError && <Alert type="error" message={isApiError(page.error) ? page.error.txt : t('common.network.offline')} />}
      <DataTable<Item>
        rowKey="id"
        loading={page.isFetching}
        dataSource={page.data?.records ?? []}
        locale={{ emptyText: <Empty description={t('operations.inbox.empty')} /> }}
        pagination={{ current: pageNumber, pageSize: PAGE_SIZE, total: page.data?.total ?? 0, onChange: setPageNumber, showSizeChanger: false }}
        onRow={(item) => ({ 'data-testid': `inbox-row-${item.id}`, 'data-read': item.readAt ? 'true' : 'false' }) as React.HTMLAttributes<HTMLElement>}
        columns={[
          {
            key: 'title',
            title: t('entity.sysMessage.fields.title'),
            render: (_: unknown, item: Item) => (
              <Button type="link" style={{ padding: 0, fontWeight: item.readAt ? undefined : 600 }} onClick={() => void openMessage(item)} data-testid="inbox-open">
                {item.title}
              </Button>
            ),
          },
          { key: 'shownAt', title: t('operations.inbox.shownAt'), dataIndex: 'shownAt', width: 180, render: (v: string) => formatDateValue(v, 'datetime') },
          {
            key: 'state',
            title: t('entity.sysMessage.fields.state'),
            width: 100,
            render: (_: unknown, item: Item) => (item.readAt ? <Tag>{t('operations.inbox.read')}</Tag> : <Tag color="processing">{t('operations.inbox.unread')}</Tag>),
          },
        ]}
      />
      <Drawer open={open !== null} onClose={() => setOpen(null)} size="large" title={open?.item.title} destroyOnHidden data-testid="inbox-message">
        {open?.error && <Alert type="error" message={open.error} />}
        {open && !open.message && !open.error && <Spin />}
        {open?.message && (
          <>
            <Typography.Text type="secondary">{formatDateValue(open.message.shownAt, 'datetime')}</Typography.Text>
            <Typography.Paragraph style={{ whiteSpace: 'pre-wrap', marginTop: 16 }} data-testid="inbox-message-content">
              {open.message.content}
            </Typography.Paragraph>
          </>
        )}
      </Drawer>
    </Card>
  );
}
