import { UserManagement } from './UserManagement';

/** System management -> Users (componentUrl 'system/user'): every account the user may see. */
export function UserPage() {
  return <UserManagement />;
}
