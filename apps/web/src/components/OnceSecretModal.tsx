import { CopyOutlined, WarningOutlined } from '@ant-design/icons';
import { Alert, App, Button, Flex, Modal, Typography } from 'antd';
import { useTranslation } from 'react-i18next';

export interface OnceSecret {
  title: string;
  /** What the secret is ('the password of demo-kig'). */
  label: string;
  secret: string;
  /** What is lost after closing (default: the password warning). */
  warning?: string;
  /** Test id of the secret's text (default `once-secret`). */
  testId?: string;
}

async function copyText(text: string): Promise<void> {
  if (navigator.clipboard?.writeText) return navigator.clipboard.writeText(text);
  // Older browsers and non-secure origins: the selection API.
  const area = document.createElement('textarea');
  area.value = text;
  area.style.position = 'fixed';
  area.style.opacity = '0';
  document.body.appendChild(area);
  area.select();
  const ok = document.execCommand('copy');
  area.remove();
  if (!ok) throw new Error('copy refused');
}

/**
 * A secret the server shows only once (a generated password): large, copyable, with a warning that
 * it cannot be seen again. Closing needs a deliberate click, not a stray one on the mask.
 */
export function OnceSecretModal({ value, onClose }: { value: OnceSecret | null; onClose: () => void }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const copy = () =>
    copyText(value?.secret ?? '').then(
      () => void message.success(t('resource.once.copied')),
      () => void message.error(t('resource.once.copyFailed')),
    );
  return (
    <Modal
      open={value !== null}
      title={value?.title}
      onCancel={onClose}
      mask={{ closable: false }}
      keyboard={false}
      footer={
        <Button type="primary" onClick={onClose} data-testid="once-secret-close">
          {t('resource.once.acknowledge')}
        </Button>
      }
    >
      <Flex vertical gap={16} data-testid="once-secret-modal">
        <Typography.Text type="secondary">{value?.label}</Typography.Text>
        <Flex align="center" gap={8}>
          <Typography.Text code strong style={{ fontSize: 22, letterSpacing: 1, padding: '4px 8px', userSelect: 'all' }} data-testid={value?.testId ?? 'once-secret'}>
            {value?.secret}
          </Typography.Text>
          <Button icon={<CopyOutlined />} onClick={() => void copy()} data-testid="once-secret-copy">
            {t('resource.once.copy')}
          </Button>
        </Flex>
        <Alert type="warning" showIcon icon={<WarningOutlined />} title={value?.warning ?? t('resource.once.warning')} />
      </Flex>
    </Modal>
  );
}
