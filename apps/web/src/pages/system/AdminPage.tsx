import { useTranslation } from 'react-i18next';
import { useUserInfo } from '../../api/auth';
import { UserManagement } from './UserManagement';

/**
 * System management -> Administrators (componentUrl 'system/admin'): the accounts of the signed-in
 * organisation itself (the platform's staff), new ones created there.
 */
export function AdminPage() {
  const { t } = useTranslation();
  const { data: user } = useUserInfo();
  // The route guard loads user info before any page, so baseId is known here.
  if (!user) return null;
  return <UserManagement fixedOrgId={user.baseId} title={t('system.admin.title', { org: user.orgName })} />;
}
