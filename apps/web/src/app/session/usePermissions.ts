import type { PermissionCode } from '@kg/domain';
import { useMemo } from 'react';
import { useUserInfo } from '../../api/auth';

/** Whether the signed-in user holds a permission code; screens hide what it forbids (the server refuses anyway). */
export type Can = (code: PermissionCode) => boolean;

export function usePermissions(): Can {
  const { data } = useUserInfo();
  return useMemo(() => {
    const held = new Set(data?.permissions ?? []);
    return (code: PermissionCode) => held.has(code);
  }, [data]);
}
