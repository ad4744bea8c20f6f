import { FEEDBACK_ANSWER_MAX, feedbackEndpoints, feedbackEntity } from '@kg/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { App, Button, Form, Input, Modal, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../api/api-error';
import { feedbackApi } from '../../api/feedback';
import { type ResourceRecord, resourceKeys } from '../../api/resource-api';
import { useCanCall } from '../../components/access/declared-access';
import { applyFieldErrors } from '../../components/form/apply-field-errors';
import { ResourcePage } from '../../components/resource/ResourcePage';

/**
 * Feedback (componentUrl 'operations/feedback'): a kindergarten files its own and reads the answers
 * (Kindergarten settings -> Feedback); operations list every kindergarten's and family's, answer an open
 * one from its row and close it once answered (the list's `close`).
 */
export function FeedbackPage() {
  const { t } = useTranslation();
  const canCall = useCanCall();
  const [answering, setAnswering] = useState<ResourceRecord | null>(null);
  const mayAnswer = canCall(feedbackEndpoints.answer);
  return (
    <>
      <ResourcePage
        entity={feedbackEntity}
        rowActions={(record: ResourceRecord) =>
          mayAnswer && record.state === 'open' ? [{ key: 'answer', label: t('entity.feedback.actions.answer'), onClick: () => setAnswering(record) }] : []
        }
        hideAction={(key, record) => key === 'close' && record.state !== 'answered'}
      />
      {answering && <AnswerModal record={answering} onClose={() => setAnswering(null)} />}
    </>
  );
}

/** The answer to one open feedback: what it says, and the answer its filer reads back. */
function AnswerModal({ record, onClose }: { record: ResourceRecord; onClose: () => void }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const [form] = Form.useForm<{ answer: string }>();
  const answer = useMutation({
    mutationFn: (text: string) => feedbackApi.answer(record.id, text),
    onSuccess: async (done) => {
      message.success(done.txt || t('resource.done'));
      await queryClient.invalidateQueries({ queryKey: resourceKeys.all(feedbackEntity) });
      onClose();
    },
    onError: (error) => {
      if (!isApiError(error)) return void message.error(t('common.network.offline'));
      if (!applyFieldErrors(form, error.fieldErrors)) message.error(error.txt);
    },
  });
  return (
    <Modal
      open
      title={t('operations.feedback.answerTitle')}
      onCancel={onClose}
      width={640}
      footer={
        <Button type="primary" loading={answer.isPending} onClick={() => form.submit()} data-testid="feedback-answer-submit">
          {t('entity.feedback.actions.answer')}
        </Button>
      }
    >
      <Typography.Paragraph style={{ whiteSpace: 'pre-wrap' }} data-testid="feedback-content">
        {String(record.content ?? '')}
      </Typography.Paragraph>
      <Form form={form} layout="vertical" onFinish={(v) => answer.mutate(v.answer)}>
        <Form.Item name="answer" label={t('entity.feedback.fields.answer')} rules={[{ required: true, whitespace: true, message: t('validation.required') }]}>
          <Input.TextArea rows={4} maxLength={FEEDBACK_ANSWER_MAX} showCount data-testid="feedback-answer-input" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
