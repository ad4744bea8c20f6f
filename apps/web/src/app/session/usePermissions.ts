import { type Can, useCan } from '../../components/access/access-context';

export type { Can };

/** Whether the signed-in user holds a permission code, as the shell's AccessHost says. */
export function usePermissions(): Can {
  return useCan();
}
