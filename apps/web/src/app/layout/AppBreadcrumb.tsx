import { Breadcrumb } from 'antd';
import { useTranslation } from 'react-i18next';
import { useMenuTrail } from '../menu/useMenuEntries';
import { menuName } from '../menu/menu-tree';
import { currentLocale } from '../../i18n';

/** The current page's place in the menu tree. */
export function AppBreadcrumb() {
  const { t } = useTranslation();
  const trail = useMenuTrail();
  if (!trail.length) return null;
  return (
    <nav aria-label={t('shell.header.breadcrumb')} data-testid="breadcrumb">
      <Breadcrumb items={trail.map((entry) => ({ key: entry.item.id, title: menuName(entry.item, currentLocale()) }))} />
    </nav>
  );
}
