import type { CodePurpose } from '@kg/domain';
import { App, Button } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../api/api-error';
import { smsApi } from '../../api/sms';

/**
 * Sends a verification code for one purpose (spec section 4: disabled for 60 seconds after use, the
 * seconds counting down); a failed send re-enables it and shows why (spec section 8).
 */
export function SendCodeButton({ purpose, onSent }: { purpose: CodePurpose; onSent?: () => void }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [left, setLeft] = useState(0);
  const [sending, setSending] = useState(false);

  useEffect(() => {
    if (left <= 0) return;
    const timer = setTimeout(() => setLeft((n) => n - 1), 1000);
    return () => clearTimeout(timer);
  }, [left]);

  const send = async () => {
    setSending(true);
    try {
      const sent = await smsApi.sendCode(purpose);
      setLeft(sent.resendSeconds);
      message.success(t('smsScreens.code.sentTo', { phone: sent.phone }));
      onSent?.();
    } catch (error) {
      message.error(isApiError(error) ? error.txt : t('common.network.offline'));
    } finally {
      setSending(false);
    }
  };

  return (
    <Button onClick={() => void send()} loading={sending} disabled={left > 0} data-testid="sms-send-code">
      {left > 0 ? t('smsScreens.code.resend', { seconds: left }) : t('smsScreens.code.send')}
    </Button>
  );
}
