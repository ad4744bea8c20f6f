import type { ReactNode } from 'react';
import { useMemo } from 'react';
import { useUserInfo } from '../../api/auth';
import { type Access, AccessContext } from '../../components/access/access-context';
import { kindergartenScope } from '../../components/report/report-scope';

/** Gives the screens and shared pieces the signed-in user's permission codes and kindergarten reach. */
export function AccessHost({ children }: { children: ReactNode }) {
  const { data: user } = useUserInfo();
  const access = useMemo((): Access => {
    const held = new Set(user?.permissions ?? []);
    return { can: (code: string) => held.has(code), signedIn: user !== undefined, reach: kindergartenScope(user) };
  }, [user]);
  return <AccessContext value={access}>{children}</AccessContext>;
}
