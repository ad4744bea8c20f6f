import { ArrowLeftOutlined } from '@ant-design/icons';
import { App as AntApp, Button, Flex, Layout, theme, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Outlet, useNavigate } from 'react-router';
import { LanguageSwitch } from '../../components/LanguageSwitch';
import { PATHS } from '../paths';
import { AccessHost } from '../session/AccessHost';

/**
 * The frame of the top-level pages of spec section 2 (photo review, photo history, a doctor's
 * message): signed in, full width, without the menu, with a way back and the language switch.
 */
export function StandaloneFrame() {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  const navigate = useNavigate();
  // Opened from a link inside the app there is somewhere to go back to; opened directly, home.
  const back = () => ((window.history.state as { idx?: number } | null)?.idx ? navigate(-1) : navigate(PATHS.home));
  // antd's App holds the pages' messages (sign-in goes without it).
  return (
    <AntApp>
      <Layout style={{ minHeight: '100vh' }}>
        <Layout.Header style={{ height: 56, lineHeight: '56px', padding: '0 16px', background: token.colorBgContainer, borderBottom: `1px solid ${token.colorBorderSecondary}` }}>
          <Flex align="center" gap={12} style={{ height: '100%' }}>
            <Button icon={<ArrowLeftOutlined />} onClick={back} data-testid="standalone-back">
              {t('shell.standalone.back')}
            </Button>
            <img src="/favicon.svg" alt="" width={24} height={24} />
            <Typography.Text strong style={{ flex: 1 }}>
              {t('common.app.brand')}
            </Typography.Text>
            <LanguageSwitch />
          </Flex>
        </Layout.Header>
        <Layout.Content style={{ padding: 16 }}>
          <AccessHost>
            <Outlet />
          </AccessHost>
        </Layout.Content>
      </Layout>
    </AntApp>
  );
}
