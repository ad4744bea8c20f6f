import type { ChangePasswordBody, LoginBody, LoginResult, PublicChangePasswordBody, UserInfo } from '@kg/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from './client';

/** The session calls of spec section 7. */
export const authApi = {
  login: (body: LoginBody) => api.post<LoginResult>('/sys/login/login', body, { skipUnauthorized: true }),
  getInfo: () => api.get<UserInfo>('/sys/login/get_info'),
  changePassword: (body: ChangePasswordBody) => api.post<unknown>('/sys/changePassword', body),
  /** The public /changePsd: signed out, the account named by its user name and old password. */
  changePasswordSignedOut: (body: PublicChangePasswordBody) =>
    api.post<unknown>('/sys/login/changePassword', body, { skipUnauthorized: true }),
  logout: (token: string) => api.post<unknown>('/sys/login/logout', { token }, { skipUnauthorized: true }),
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
