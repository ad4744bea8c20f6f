import { Flex, theme } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LanguageSwitch } from '../../components/LanguageSwitch';

/**
 * The centred card of the public screens (login, change password), with the language switch. The card
 * and the titles are drawn as antd's Card and Typography draw them, from the same tokens, without them:
 * antd's Card brings its Tabs and Menu (about 20 kB of the sign-in route with Typography).
 */
export function AuthFrame({ title, children }: { title: string; children: ReactNode }) {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  const line = `${token.lineWidth}px ${token.lineType} ${token.colorBorderSecondary}`;
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
      <Flex vertical align="center" style={{ marginBottom: 24, textAlign: 'center', fontFamily: token.fontFamily }}>
        <img src="/favicon.svg" alt="" width={48} height={48} />
        <h2
          style={{
            margin: '12px 0 4px',
            color: token.colorTextHeading,
            fontWeight: token.fontWeightStrong,
            fontSize: token.fontSizeHeading2,
            lineHeight: token.lineHeightHeading2,
            wordBreak: 'break-word',
          }}
        >
          {t('common.app.title')}
        </h2>
        <span style={{ color: token.colorTextDescription, fontSize: token.fontSize, lineHeight: token.lineHeight, wordBreak: 'break-word' }}>{t('common.app.slogan')}</span>
      </Flex>
      <div
        style={{
          boxSizing: 'border-box',
          width: '100%',
          maxWidth: 420,
          color: token.colorText,
          fontSize: token.fontSize,
          lineHeight: token.lineHeight,
          fontFamily: token.fontFamily,
          position: 'relative',
          background: token.colorBgContainer,
          borderRadius: token.borderRadiusLG,
          border: line,
        }}
      >
        <div
          style={{
            boxSizing: 'border-box',
            display: 'flex',
            alignItems: 'center',
            minHeight: token.fontSizeLG * token.lineHeightLG + token.padding * 2,
            marginBottom: -1,
            padding: `0 ${token.paddingLG}px`,
            color: token.colorTextHeading,
            fontWeight: token.fontWeightStrong,
            fontSize: token.fontSizeLG,
            borderBottom: line,
            borderRadius: `${token.borderRadiusLG}px ${token.borderRadiusLG}px 0 0`,
          }}
        >
          <div style={{ flex: 1, overflow: 'hidden', whiteSpace: 'nowrap', textOverflow: 'ellipsis' }}>{title}</div>
        </div>
        <div style={{ boxSizing: 'border-box', padding: token.paddingLG, paddingTop: 16 }}>{children}</div>
      </div>
    </Flex>
  );
}
