import { useMutation } from '@tanstack/react-query';
import { App, Form, Input, Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import { openingApi } from '../../api/agency-opening';
import { isApiError } from '../../api/api-error';
import type { ResourceRecord } from '../../api/resource-api';
import { applyFieldErrors } from '../../components/form/apply-field-errors';

/** The longest reason the server takes. */
const REASON_MAX = 200;

/** Rejecting an opening request asks its reason (required), which the agent reads to correct it. */
export function RejectOpeningModal({ request, onClose, onDone }: { request: ResourceRecord | null; onClose: () => void; onDone: () => Promise<unknown> }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [form] = Form.useForm<{ reason: string }>();
  const mutation = useMutation({
    mutationFn: (reason: string) => openingApi.reject(request!.id, reason),
    onSuccess: async (answer) => {
      message.success(answer.txt || t('resource.done'));
      await onDone();
      onClose();
    },
    onError: (error) => {
      if (!isApiError(error)) return void message.error(t('common.network.offline'));
      if (!applyFieldErrors(form, error.fieldErrors)) message.error(error.txt);
    },
  });
  return (
    <Modal
      open={Boolean(request)}
      title={t('agencyOpening.reject.title', { name: String(request?.kigName ?? '') })}
      onCancel={onClose}
      onOk={() => form.submit()}
      okText={t('agencyOpening.reject.submit')}
      cancelText={t('common.actions.cancel')}
      okButtonProps={{ loading: mutation.isPending, 'data-testid': 'opening-reject-submit' }}
      destroyOnHidden
    >
      <Form form={form} layout="vertical" preserve={false} disabled={mutation.isPending} onFinish={(values) => mutation.mutate((values.reason ?? '').trim())}>
        <Form.Item
          name="reason"
          label={t('agencyOpening.reject.reason')}
          rules={[
            { required: true, whitespace: true, message: t('agencyOpening.reject.required') },
            { max: REASON_MAX, message: t('agencyOpening.reject.tooLong', { max: REASON_MAX }) },
          ]}
        >
          <Input.TextArea maxLength={REASON_MAX} showCount autoSize={{ minRows: 3, maxRows: 8 }} data-testid="opening-reject-reason" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
