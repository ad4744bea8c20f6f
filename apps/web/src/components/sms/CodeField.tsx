import type { CodePurpose } from '@kg/domain';
import { Form, Input, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { SendCodeButton } from './SendCodeButton';

/** A form's verification code: six digits typed beside the button that sends them. */
export function CodeField({ purpose, onSent }: { purpose: CodePurpose; onSent?: () => void }) {
  const { t } = useTranslation();
  return (
    <Form.Item label={t('smsScreens.code.label')} required>
      <Space.Compact style={{ width: '100%' }}>
        <Form.Item
          name="code"
          noStyle
          rules={[
            { required: true, message: t('smsScreens.code.required') },
            { pattern: /^\d{6}$/, message: t('smsScreens.code.format') },
          ]}
        >
          <Input placeholder={t('smsScreens.code.placeholder')} maxLength={6} inputMode="numeric" autoComplete="one-time-code" data-testid="sms-code" />
        </Form.Item>
        <SendCodeButton purpose={purpose} {...(onSent ? { onSent } : {})} />
      </Space.Compact>
    </Form.Item>
  );
}
