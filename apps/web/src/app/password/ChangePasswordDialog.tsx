import type { PasswordChangeReason } from '@kg/domain';
import { Form, Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import { signOut } from '../session/sign-out';
import { ChangePasswordForm, type ChangePasswordValues } from './ChangePasswordForm';
import { ForcedChangeHint } from './ForcedChangeHint';
import { useChangePassword } from './useChangePassword';

interface Props {
  open: boolean;
  /**
   * Why the change is forced (an easy password, or one an administrator chose): no close button, no
   * mask or Escape; Cancel signs out. Null: the person asked for it.
   */
  forced: PasswordChangeReason | null;
  onClose: () => void;
}

export function ChangePasswordDialog({ open, forced, onClose }: Props) {
  const { t } = useTranslation();
  const [form] = Form.useForm<ChangePasswordValues>();
  const change = useChangePassword(form);
  const cancel = forced ? signOut : onClose;

  return (
    <Modal
      open={open}
      title={forced ? t('password.forcedTitle') : t('password.title')}
      footer={null}
      closable={!forced}
      mask={{ closable: !forced }}
      keyboard={!forced}
      onCancel={onClose}
      destroyOnHidden
      width={440}
    >
      <div data-testid="change-password-dialog" data-forced={Boolean(forced)} data-reason={forced ?? undefined}>
        {forced && <ForcedChangeHint reason={forced} />}
        <ChangePasswordForm
          form={form}
          submitting={change.isPending}
          cancelText={forced ? t('password.signOut') : t('common.actions.cancel')}
          onSubmit={(values) => change.mutate(values)}
          onCancel={cancel}
        />
      </div>
    </Modal>
  );
}
