import { LETTER_REPLY_MAX, mailboxEndpoints, mailboxLetterEntity, type OpenedLetter } from '@kg/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { App, Badge, Button, Descriptions, Form, Input, Modal, Spin, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../api/api-error';
import { familiesApi } from '../../api/families';
import { type ResourceRecord, resourceKeys } from '../../api/resource-api';
import { useCanCall } from '../../components/access/declared-access';
import { applyFieldErrors } from '../../components/form/apply-field-errors';
import { formatDateValue } from '../../components/resource/dates';
import { renderFieldValue } from '../../components/resource/FieldValue';
import { ResourcePage } from '../../components/resource/ResourcePage';

const UNREAD_KEY = ['mailbox', 'unread'] as const;
const field = (name: keyof typeof mailboxLetterEntity.fields) => mailboxLetterEntity.fields[name];

/**
 * School -> Principal's mailbox (componentUrl 'school/mailbox'): letters families wrote through the
 * parents' app, filtered by state and date, with the unread count; opening one marks it read, a reply
 * (which the family reads back) comes before closing (the list's own `close` action).
 */
export function MailboxPage() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [openId, setOpenId] = useState<string | null>(null);
  const unread = useQuery({ queryKey: UNREAD_KEY, queryFn: ({ signal }) => familiesApi.unreadLetters(signal) });
  const refresh = () => Promise.all([queryClient.invalidateQueries({ queryKey: resourceKeys.all(mailboxLetterEntity) }), queryClient.invalidateQueries({ queryKey: UNREAD_KEY })]);
  return (
    <>
      <ResourcePage
        entity={mailboxLetterEntity}
        toolbarExtra={
          <Badge count={unread.data?.unread ?? 0} showZero color="#d4380d" data-testid="mailbox-unread" title={t('mailbox.unread', { count: unread.data?.unread ?? 0 })}>
            <Typography.Text>{t('mailbox.unread', { count: unread.data?.unread ?? 0 })}</Typography.Text>
          </Badge>
        }
        rowActions={(record: ResourceRecord) => [{ key: 'open', label: t('mailbox.open'), onClick: () => setOpenId(record.id) }]}
      />
      {openId && <LetterModal id={openId} onChanged={refresh} onClose={() => setOpenId(null)} />}
    </>
  );
}

/** A letter in full (opening it marks it read), and the reply form while it is unanswered. */
function LetterModal({ id, onChanged, onClose }: { id: string; onChanged: () => Promise<unknown>; onClose: () => void }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const canCall = useCanCall();
  const [form] = Form.useForm<{ reply: string }>();
  const letter = useQuery({
    queryKey: ['mailbox', 'open', id],
    queryFn: async () => {
      const opened = await familiesApi.openLetter(id);
      await onChanged();
      return opened;
    },
    staleTime: Infinity,
  });
  const reply = useMutation({
    mutationFn: (text: string) => familiesApi.replyLetter(id, text),
    onSuccess: async (answer) => {
      message.success(answer.txt || t('resource.done'));
      await onChanged();
      onClose();
    },
    onError: (error) => {
      if (!isApiError(error)) return void message.error(t('common.network.offline'));
      if (!applyFieldErrors(form, error.fieldErrors)) message.error(error.txt);
    },
  });
  const l: OpenedLetter | undefined = letter.data;
  const mayReply = l !== undefined && (l.state === 'unread' || l.state === 'read') && canCall(mailboxEndpoints.reply);
  const show = (name: 'state') => (l ? renderFieldValue(mailboxLetterEntity, name, field(name), l as unknown as ResourceRecord, 'detail') : null);
  return (
    <Modal
      open
      title={l ? t('mailbox.letterTitle', { subject: l.subject }) : ''}
      onCancel={onClose}
      width={640}
      footer={
        mayReply ? (
          <Button type="primary" loading={reply.isPending} onClick={() => form.submit()} data-testid="mailbox-reply-submit">
            {t('mailbox.send')}
          </Button>
        ) : null
      }
    >
      {!l ? (
        <Spin />
      ) : (
        <>
          <Descriptions column={1} size="small" bordered data-testid="mailbox-letter">
            <Descriptions.Item label={t('mailbox.from')}>{`${l.parentName} ${l.parentPhone}`}</Descriptions.Item>
            {l.studentName && <Descriptions.Item label={t('mailbox.about')}>{l.studentName}</Descriptions.Item>}
            <Descriptions.Item label={t('entity.mailboxLetter.fields.sentAt')}>{formatDateValue(l.sentAt, 'datetime')}</Descriptions.Item>
            <Descriptions.Item label={t('entity.mailboxLetter.fields.state')}>{show('state')}</Descriptions.Item>
            <Descriptions.Item label={t('entity.mailboxLetter.fields.content')}>
              <span style={{ whiteSpace: 'pre-wrap' }}>{l.content}</span>
            </Descriptions.Item>
            {l.reply && (
              <Descriptions.Item label={t('entity.mailboxLetter.fields.reply')}>
                <span style={{ whiteSpace: 'pre-wrap' }} data-testid="mailbox-reply">
                  {l.reply}
                </span>
              </Descriptions.Item>
            )}
          </Descriptions>
          {mayReply && (
            <Form form={form} layout="vertical" style={{ marginTop: 16 }} onFinish={(v) => reply.mutate(v.reply)}>
              <Form.Item name="reply" label={t('mailbox.replyLabel')} rules={[{ required: true, whitespace: true, message: t('validation.required') }]}>
                <Input.TextArea rows={4} maxLength={LETTER_REPLY_MAX} showCount data-testid="mailbox-reply-input" />
              </Form.Item>
            </Form>
          )}
        </>
      )}
    </Modal>
  );
}
