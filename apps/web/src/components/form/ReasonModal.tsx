import { useMutation } from '@tanstack/react-query';
import { App, Form, Input, Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../api/api-error';
import { applyFieldErrors } from './apply-field-errors';

/** The longest reason the server takes. */
const REASON_MAX = 200;

export interface ReasonTexts {
  title: string;
  submit: string;
  reason: string;
  required: string;
  /** Said when the reason passes REASON_MAX; `{{max}}` in it is filled. */
  tooLong: (max: number) => string;
}

/**
 * An action that needs its reason (required, at most 200 characters), which the author reads to correct
 * what was refused: an activity not passed, an opening request rejected. `testId` names its reason and
 * its submit button (`<testId>-reason`, `<testId>-submit`).
 */
export function ReasonModal({
  open,
  texts,
  testId,
  submit,
  onClose,
  onDone,
}: {
  open: boolean;
  texts: ReasonTexts;
  testId: string;
  submit: (reason: string) => Promise<{ txt?: string }>;
  onClose: () => void;
  onDone: () => Promise<unknown>;
}) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [form] = Form.useForm<{ reason: string }>();
  const mutation = useMutation({
    mutationFn: submit,
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
      open={open}
      title={texts.title}
      onCancel={onClose}
      onOk={() => form.submit()}
      okText={texts.submit}
      cancelText={t('common.actions.cancel')}
      okButtonProps={{ loading: mutation.isPending, 'data-testid': `${testId}-submit` }}
      destroyOnHidden
    >
      <Form form={form} layout="vertical" preserve={false} disabled={mutation.isPending} onFinish={(values) => mutation.mutate((values.reason ?? '').trim())}>
        <Form.Item
          name="reason"
          label={texts.reason}
          rules={[
            { required: true, whitespace: true, message: texts.required },
            { max: REASON_MAX, message: texts.tooLong(REASON_MAX) },
          ]}
        >
          <Input.TextArea maxLength={REASON_MAX} showCount autoSize={{ minRows: 3, maxRows: 8 }} data-testid={`${testId}-reason`} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
