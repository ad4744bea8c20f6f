import { useMutation } from '@tanstack/react-query';
import { App, Form, Input, Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../api/api-error';
import type { ResourceRecord } from '../../api/resource-api';
import { activityApi } from '../../api/school-activity';
import { applyFieldErrors } from '../../components/form/apply-field-errors';

/** The longest reason the server takes. */
const REASON_MAX = 200;

/** Not passing an activity asks its reason (required), which its author reads to correct it. */
export function NotPassModal({ activity, onClose, onDone }: { activity: ResourceRecord | null; onClose: () => void; onDone: () => Promise<unknown> }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [form] = Form.useForm<{ reason: string }>();
  const mutation = useMutation({
    mutationFn: (reason: string) => activityApi.notPass(activity!.id, reason),
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
      open={Boolean(activity)}
      title={t('schoolActivity.notPass.title', { title: String(activity?.title ?? '') })}
      onCancel={onClose}
      onOk={() => form.submit()}
      okText={t('schoolActivity.notPass.submit')}
      cancelText={t('common.actions.cancel')}
      okButtonProps={{ loading: mutation.isPending, 'data-testid': 'activity-notpass-submit' }}
      destroyOnHidden
    >
      <Form form={form} layout="vertical" preserve={false} disabled={mutation.isPending} onFinish={(values) => mutation.mutate((values.reason ?? '').trim())}>
        <Form.Item
          name="reason"
          label={t('schoolActivity.notPass.reason')}
          rules={[
            { required: true, whitespace: true, message: t('schoolActivity.notPass.required') },
            { max: REASON_MAX, message: t('schoolActivity.notPass.tooLong', { max: REASON_MAX }) },
          ]}
        >
          <Input.TextArea maxLength={REASON_MAX} showCount autoSize={{ minRows: 3, maxRows: 8 }} data-testid="activity-notpass-reason" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
