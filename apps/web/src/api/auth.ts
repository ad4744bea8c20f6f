import { authEndpoints, type ChangePasswordBody, type LoginBody, type PublicChangePasswordBody } from '@kg/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from './endpoint';

const e = authEndpoints;

/** The session calls of spec section 7 (declared in `authEndpoints`). */
export const authApi = {
  login: (body: LoginBody) => callEndpoint(e.login, body, { skipUnauthorized: true }),
  getInfo: () => callEndpoint(e.getInfo, {}),
  changePassword: (body: ChangePasswordBody) => callEndpoint(e.changePassword, body),
  /** The public /changePsd: signed out, the account named by its user name and old password. */
  changePasswordSignedOut: (body: PublicChangePasswordBody) => callEndpoint(e.changePasswordSignedOut, body, { skipUnauthorized: true }),
  logout: (token: string) => callEndpoint(e.logout, { token }, { skipUnauthorized: true }),
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
