import type { CodePurpose } from '@kg/domain';
import { useQuery } from '@tanstack/react-query';
import { App, type ButtonProps, Form, Modal, Typography } from 'antd';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../api/api-error';
import { smsApi } from '../../api/sms';
import { CodeField } from './CodeField';

export interface CodeDialogProps {
  open: boolean;
  purpose: CodePurpose;
  title: ReactNode;
  intro?: ReactNode;
  /** Fields the operation needs besides the code (a new phone, a bank account). */
  children?: ReactNode;
  /** Does the operation with the form's values and the code; a refusal keeps the dialog open with its reason. */
  onConfirm: (values: Record<string, string> & { code: string }) => Promise<void>;
  onClose: () => void;
}

/** A protected operation's dialog: where the code goes (masked), its fields, and the code. */
export function CodeDialog({ open, purpose, title, intro, children, onConfirm, onClose }: CodeDialogProps) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [form] = Form.useForm<Record<string, string> & { code: string }>();
  const [busy, setBusy] = useState(false);
  const phone = useQuery({ queryKey: ['sms', 'checkMobile'], queryFn: () => smsApi.checkMobile(), enabled: open, retry: false });

  const submit = async () => {
    const values = await form.validateFields();
    setBusy(true);
    try {
      await onConfirm(values);
      form.resetFields();
      onClose();
    } catch (error) {
      message.error(isApiError(error) ? error.txt : t('common.network.offline'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal
      open={open}
      title={title}
      onCancel={onClose}
      onOk={() => void submit()}
      okText={t('smsScreens.code.confirm')}
      confirmLoading={busy}
      destroyOnHidden
      okButtonProps={{ 'data-testid': 'sms-confirm' } as ButtonProps}
    >
      {intro && <Typography.Paragraph>{intro}</Typography.Paragraph>}
      {phone.data && <Typography.Paragraph type="secondary">{t('smsScreens.code.goesTo', { phone: phone.data })}</Typography.Paragraph>}
      <Form form={form} layout="vertical" preserve={false}>
        {children}
        <CodeField purpose={purpose} />
      </Form>
    </Modal>
  );
}
