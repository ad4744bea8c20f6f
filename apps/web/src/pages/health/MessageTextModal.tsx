import { useMutation } from '@tanstack/react-query';
import { App, Form, Input, Modal, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../api/api-error';
import type { ApiAnswer } from '../../api/client';
import { applyFieldErrors } from '../../components/form/apply-field-errors';

/** The longest message or reply the server takes. */
export const MESSAGE_MAX = 500;

export interface MessageTextModalProps {
  open: boolean;
  title: ReactNode;
  /** What the text is about (the child and the check, or the doctor's message), shown above it. */
  context?: ReactNode;
  /** The body field the server names in its errors ('content' or 'reply'). */
  name: string;
  label: ReactNode;
  submitText: ReactNode;
  /** Test ids of the text and the submit button. */
  testIds: { input: string; submit: string };
  send: (text: string) => Promise<ApiAnswer<unknown>>;
  onClose: () => void;
  /** After a successful send (the modal then closes). */
  onSent?: () => void | Promise<unknown>;
}

/**
 * A modal with one required text of at most 500 characters (a doctor's message or the kindergarten's
 * reply): the server's message is shown on success, its field errors under the text, else its txt.
 */
export function MessageTextModal({ open, title, context, name, label, submitText, testIds, send, onClose, onSent }: MessageTextModalProps) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [form] = Form.useForm<Record<string, string>>();
  const mutation = useMutation({
    mutationFn: (text: string) => send(text),
    onSuccess: async (answer) => {
      message.success(answer.txt || t('resource.done'));
      await onSent?.();
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
      title={title}
      onCancel={onClose}
      onOk={() => form.submit()}
      okText={submitText}
      cancelText={t('common.actions.cancel')}
      okButtonProps={{ loading: mutation.isPending, 'data-testid': testIds.submit }}
      destroyOnHidden
    >
      {context && <Typography.Paragraph type="secondary">{context}</Typography.Paragraph>}
      <Form form={form} layout="vertical" preserve={false} disabled={mutation.isPending} onFinish={(values) => mutation.mutate((values[name] ?? '').trim())}>
        <Form.Item
          name={name}
          label={label}
          rules={[
            { required: true, whitespace: true, message: t('healthScreens.message.required') },
            { max: MESSAGE_MAX, message: t('healthScreens.message.tooLong', { max: MESSAGE_MAX }) },
          ]}
        >
          <Input.TextArea maxLength={MESSAGE_MAX} showCount autoSize={{ minRows: 4, maxRows: 10 }} data-testid={testIds.input} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
