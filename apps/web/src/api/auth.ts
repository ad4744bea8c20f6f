import type { ChangePasswordBody, LoginBody, PublicChangePasswordBody } from '@kg/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from './endpoint';

/**
 * The declarations build their zod schemas when loaded: fetched with the first call, not with the
 * sign-in screen, whose JavaScript stays within its budget (the build's bundle check).
 */
const declared = () => import('@kg/domain/endpoints/auth.endpoints').then((m) => m.authEndpoints);

/** The session calls of spec section 7 (declared in `authEndpoints`). */
export const authApi = {
  login: async (body: LoginBody) => callEndpoint((await declared()).login, body, { skipUnauthorized: true }),
  getInfo: async () => callEndpoint((await declared()).getInfo, {}),
  changePassword: async (body: ChangePasswordBody) => callEndpoint((await declared()).changePassword, body),
  /** The public /changePsd: signed out, the account named by its user name and old password. */
  changePasswordSignedOut: async (body: PublicChangePasswordBody) => callEndpoint((await declared()).changePasswordSignedOut, body, { skipUnauthorized: true }),
  logout: async (token: string) => callEndpoint((await declared()).logout, { token }, { skipUnauthorized: true }),
};

/** User info is read once per session (the guard loads it) and dropped on sign-out. */
export const userInfoQuery = queryOptions({
  queryKey: ['session', 'userInfo'],
  queryFn: authApi.getInfo,
  staleTime: Infinity,
  retry: false,
});

export function useUserInfo() {
  return useQuery(userInfoQuery);
}
