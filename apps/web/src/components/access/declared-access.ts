import { type AnyEntity, type EndpointAccess, entityPermission, type PermissionAction } from '@kg/domain';
import { useCallback } from 'react';
import { type Access, useAccess } from './access-context';

/**
 * Whether a session may call an endpoint, by the access its declaration gives (the rule of the server's
 * access plugin): a public one always, a signed-in one when signed in, a permission one when any of its
 * codes is held, a machine's or a family's never (a staff session is neither's token).
 */
export function allowsCall(access: EndpointAccess, session: Pick<Access, 'can' | 'signedIn'>): boolean {
  if ('public' in access) return true;
  if ('device' in access || 'family' in access) return false;
  if (!session.signedIn) return false;
  if ('signedIn' in access) return true;
  const codes = typeof access.permission === 'string' ? [access.permission] : access.permission;
  return codes.some((code) => session.can(code));
}

/** Only the access of a declaration is read: a light map of endpoint to access would do as well. */
export type CanCall = (endpoint: { readonly access: EndpointAccess }) => boolean;

/** Whether the session may call a declared endpoint: a button that gates one asks this, so it agrees with the server. */
export function useCanCall(): CanCall {
  const access = useAccess();
  return useCallback<CanCall>((endpoint) => allowsCall(endpoint.access, access), [access]);
}

/** Whether the session may perform an entity's declared call or transition (`view`, `edit`, a status move). */
export type CanDo = <E extends AnyEntity>(entity: E, action: PermissionAction<E['permission']>) => boolean;

export function useCanDo(): CanDo {
  const { can } = useAccess();
  return useCallback<CanDo>((entity, action) => can(entityPermission(entity, action)), [can]);
}
