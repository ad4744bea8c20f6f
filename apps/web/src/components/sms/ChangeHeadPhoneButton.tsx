import { MOBILE, smsEndpoints } from '@kg/domain';
import { App, Button, Form, Input } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { smsApi } from '../../api/sms';
import { useCanCall } from '../access/declared-access';
import { CodeDialog } from './CodeDialog';

/**
 * Changes the kindergarten's head phone, with a code sent to the current one (issue 16). Shown to who
 * may call it; the kindergarten's record screen may place it beside the read-only phone.
 */
export function ChangeHeadPhoneButton({ onChanged }: { onChanged?: () => void }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const canCall = useCanCall();
  const [open, setOpen] = useState(false);
  if (!canCall(smsEndpoints.changeHeadPhone)) return null;
  return (
    <>
      <Button onClick={() => setOpen(true)} data-testid="head-phone-change">
        {t('smsScreens.headPhone.button')}
      </Button>
      <CodeDialog
        open={open}
        purpose="kig_phone"
        title={t('smsScreens.headPhone.title')}
        onClose={() => setOpen(false)}
        onConfirm={async ({ phone, code }) => {
          const answer = await smsApi.changeHeadPhone(phone!, code);
          message.success(t('smsScreens.headPhone.done', { phone: answer.data.phone }));
          onChanged?.();
        }}
      >
        <Form.Item
          name="phone"
          label={t('smsScreens.headPhone.phone')}
          rules={[
            { required: true, message: t('smsScreens.headPhone.phoneFormat') },
            { pattern: MOBILE, message: t('smsScreens.headPhone.phoneFormat') },
          ]}
        >
          <Input maxLength={11} inputMode="tel" data-testid="head-phone-new" />
        </Form.Item>
      </CodeDialog>
    </>
  );
}
