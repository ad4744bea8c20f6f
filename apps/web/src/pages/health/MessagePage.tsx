import { doctorMessageEntity, healthEndpoints, MESSAGE_STATES } from '@kg/domain';
import { useQueryClient } from '@tanstack/react-query';
import { Flex, Spin } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useUserInfo } from '../../api/auth';
import { healthApi } from '../../api/health';
import { type ResourceRecord, resourceKeys } from '../../api/resource-api';
import { useCanCall } from '../../components/access/declared-access';
import { ResourcePage } from '../../components/resource/ResourcePage';
import type { RowAction } from '../../components/resource/RowActions';
import { useNavigate, useSearchParams } from 'react-router';
import { PHOTO_PATHS, photoHref } from './photos/photo-paths';
import { MESSAGE_CELLS } from './message-cells';
import { MessageTextModal } from './MessageTextModal';
import { isSpecialist } from './specialist';
import { SPECIALIST_FILTERS } from './SpecialistFilters';

function labelOf(record: ResourceRecord, name: string): string {
  const label = record._labels?.[name];
  return (Array.isArray(label) ? label[0] : label) || '-';
}

/**
 * Health -> Doctor messages (componentUrl 'health/message'), one page for two audiences: a kindergarten
 * (or its group) reads its inbox and answers an open message; an institution and its experts read the
 * messages they sent, with the answers.
 */
export function MessagePage() {
  const { data: user } = useUserInfo();
  if (!user) {
    return (
      <Flex justify="center" style={{ padding: 48 }}>
        <Spin />
      </Flex>
    );
  }
  return isSpecialist(user) ? <SentMessages /> : <Inbox />;
}

/** The list's opening filter from its address: `?state=open` (the home's unanswered messages). */
function useStateFromAddress(): Record<string, unknown> | undefined {
  const [params] = useSearchParams();
  const state = params.get('state');
  return state && (MESSAGE_STATES as readonly string[]).includes(state) ? { state } : undefined;
}

/** A row's detail: the message in full beside its check's photos (doctorMessagesDetail), in place of the generic drawer. */
function useDetailAction() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (record: ResourceRecord): RowAction => ({
    key: 'detail',
    label: t('healthPhotos.message.detail'),
    onClick: () => navigate(photoHref(PHOTO_PATHS.message, { id: record.id })),
  });
}

/** The messages the session's institution sent: whose child, which kindergarten, and the answer. */
function SentMessages() {
  const detail = useDetailAction();
  const initialSearch = useStateFromAddress();
  return (
    <ResourcePage
      entity={doctorMessageEntity}
      initialSearch={initialSearch}
      rowActions={(record) => [detail(record)]}
      renderCell={MESSAGE_CELLS}
      // The institution is their own, and a check is no thing to pick by.
      hiddenFilters={['institutionId', 'checkId']}
      filterInputs={SPECIALIST_FILTERS}
      hiddenColumns={['institutionId']}
    />
  );
}

/** A kindergarten's inbox: an open message is answered from its row. */
function Inbox() {
  const { t } = useTranslation();
  const canCall = useCanCall();
  const queryClient = useQueryClient();
  const [replying, setReplying] = useState<ResourceRecord | null>(null);
  const detail = useDetailAction();
  const mayReply = canCall(healthEndpoints.replyMessage);
  const initialSearch = useStateFromAddress();
  return (
    <>
      <ResourcePage
        entity={doctorMessageEntity}
        initialSearch={initialSearch}
        renderCell={MESSAGE_CELLS}
        // The institutions are not the kindergarten's organisations (their picker would offer nothing); a check is no thing to pick by.
        hiddenFilters={['institutionId', 'checkId']}
        rowActions={(record) => [
          detail(record),
          ...(mayReply && record.state === 'open' ? [{ key: 'reply', label: t('healthScreens.message.reply'), onClick: () => setReplying(record) }] : []),
        ]}
      />
      <MessageTextModal
        open={Boolean(replying)}
        title={t('healthScreens.message.replyTitle', { student: replying ? labelOf(replying, 'studentId') : '' })}
        context={typeof replying?.content === 'string' ? <span style={{ whiteSpace: 'pre-wrap' }}>{replying.content}</span> : undefined}
        name="reply"
        label={t('healthScreens.message.replyLabel')}
        submitText={t('healthScreens.message.send')}
        testIds={{ input: 'message-reply-input', submit: 'message-reply-submit' }}
        send={(reply) => healthApi.replyMessage({ id: replying!.id, reply })}
        onSent={() => queryClient.invalidateQueries({ queryKey: resourceKeys.all(doctorMessageEntity) })}
        onClose={() => setReplying(null)}
      />
    </>
  );
}
