import { Card, Flex, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LanguageSwitch } from '../../components/LanguageSwitch';

/** The centred card of the public screens (login, change password), with the language switch. */
export function AuthFrame({ title, children }: { title: string; children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <Flex
      vertical
      align="center"
      justify="center"
      style={{
        minHeight: '100vh',
        padding: '48px 16px',
        boxSizing: 'border-box',
        background: 'linear-gradient(160deg, #e6f4ff 0%, #f5f7fa 55%, #fff7e6 100%)',
        position: 'relative',
      }}
    >
      <div style={{ position: 'absolute', top: 16, right: 24 }}>
        <LanguageSwitch />
      </div>
      <Flex vertical align="center" style={{ marginBottom: 24, textAlign: 'center' }}>
        <img src="/favicon.svg" alt="" width={48} height={48} />
        <Typography.Title level={2} style={{ margin: '12px 0 4px' }}>
          {t('common.app.title')}
        </Typography.Title>
        <Typography.Text type="secondary">{t('common.app.slogan')}</Typography.Text>
      </Flex>
      <Card title={title} style={{ width: '100%', maxWidth: 420 }} styles={{ body: { paddingTop: 16 } }}>
        {children}
      </Card>
    </Flex>
  );
}
