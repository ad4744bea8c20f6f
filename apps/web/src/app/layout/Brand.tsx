import { Flex, Typography } from 'antd';
import { useTranslation } from 'react-i18next';

/** Logo and product name at the top of the side menu; the name hides when the menu is collapsed. */
export function Brand({ collapsed }: { collapsed: boolean }) {
  const { t } = useTranslation();
  return (
    <Flex align="center" justify={collapsed ? 'center' : 'flex-start'} gap={10} style={{ height: 56, padding: '0 16px', overflow: 'hidden' }}>
      <img src="/favicon.svg" alt="" width={28} height={28} style={{ flex: 'none' }} />
      {!collapsed && (
        <Typography.Text strong ellipsis style={{ color: '#fff', fontSize: 16 }}>
          {t('common.app.brand')}
        </Typography.Text>
      )}
    </Flex>
  );
}
