import { doctorMessageEntity, healthEndpoints } from '@kg/domain';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Card, Descriptions, Empty, Flex, Skeleton, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useUserInfo } from '../../../api/auth';
import { healthApi, healthKeys } from '../../../api/health';
import { type ResourceRecord, resourceApi, resourceKeys } from '../../../api/resource-api';
import { useCanCall } from '../../../components/access/declared-access';
import { LoadError } from '../../../components/LoadError';
import { renderFieldValue } from '../../../components/resource/FieldValue';
import { fieldLabel } from '../../../components/resource/labels';
import { CheckFindings } from '../CheckFindings';
import { MessageTextModal } from '../MessageTextModal';
import { isSpecialist } from '../specialist';

const messages = resourceApi(doctorMessageEntity);
const SHOWN = ['studentId', 'kigId', 'institutionId', 'authorId', 'sentAt', 'state', 'content', 'reply', 'repliedBy', 'repliedAt'] as const;

/**
 * doctorMessagesDetail: a doctor's message in full beside the check it is about (photos and findings);
 * the kindergarten answers an open one here.
 */
export function MessageDetailPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const id = params.get('id') ?? '';
  const canCall = useCanCall();
  const { data: user } = useUserInfo();
  const queryClient = useQueryClient();
  const [replying, setReplying] = useState(false);
  const message = useQuery({ queryKey: resourceKeys.get(doctorMessageEntity, id), queryFn: ({ signal }) => messages.get(id, signal), enabled: Boolean(id) });
  const checkId = typeof message.data?.checkId === 'string' ? message.data.checkId : '';
  const check = useQuery({ queryKey: healthKeys.detail(checkId), queryFn: ({ signal }) => healthApi.detail(checkId, signal), enabled: Boolean(checkId) });
  const record: ResourceRecord | undefined = message.data;
  const mayReply = Boolean(user && !isSpecialist(user)) && canCall(healthEndpoints.replyMessage) && record?.state === 'open';

  if (!id) {
    return (
      <Card>
        <Empty description={t('healthPhotos.message.none')} />
      </Card>
    );
  }
  return (
    <Flex vertical gap={16} style={{ maxWidth: 960, margin: '0 auto' }} data-testid="message-detail-page">
      <Card
        title={t('healthPhotos.message.title')}
        extra={
          mayReply && (
            <Button type="primary" onClick={() => setReplying(true)} data-testid="message-detail-reply">
              {t('healthScreens.message.reply')}
            </Button>
          )
        }
      >
        {message.isError ? (
          <LoadError error={message.error} onRetry={() => void message.refetch()} retrying={message.isFetching} />
        ) : !record ? (
          <Skeleton active />
        ) : (
          <Descriptions
            size="small"
            bordered
            column={2}
            items={SHOWN.map((name) => ({
              key: name,
              label: fieldLabel(doctorMessageEntity, name),
              span: name === 'content' || name === 'reply' ? 2 : 1,
              children:
                name === 'content' || name === 'reply' ? (
                  <Typography.Paragraph style={{ whiteSpace: 'pre-wrap', margin: 0 }} data-testid={`message-detail-${name}`}>
                    {typeof record[name] === 'string' && record[name] ? String(record[name]) : '-'}
                  </Typography.Paragraph>
                ) : (
                  renderFieldValue(doctorMessageEntity, name, doctorMessageEntity.fields[name], record, 'detail')
                ),
            }))}
          />
        )}
      </Card>
      {checkId && (
        <Card title={t('healthPhotos.message.check')}>
          {check.isError ? (
            <LoadError error={check.error} onRetry={() => void check.refetch()} retrying={check.isFetching} />
          ) : !check.data ? (
            <Skeleton active />
          ) : (
            <CheckFindings detail={check.data} />
          )}
        </Card>
      )}
      <MessageTextModal
        open={replying}
        title={t('healthScreens.message.replyTitle', { student: String(record?._labels?.studentId ?? '') })}
        context={typeof record?.content === 'string' ? <span style={{ whiteSpace: 'pre-wrap' }}>{record.content}</span> : undefined}
        name="reply"
        label={t('healthScreens.message.replyLabel')}
        submitText={t('healthScreens.message.send')}
        testIds={{ input: 'message-reply-input', submit: 'message-reply-submit' }}
        send={(reply) => healthApi.replyMessage({ id, reply })}
        onSent={() => queryClient.invalidateQueries({ queryKey: resourceKeys.all(doctorMessageEntity) })}
        onClose={() => setReplying(false)}
      />
    </Flex>
  );
}
