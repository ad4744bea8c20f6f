import type { AppType } from '@kg/domain';
import { authApi, userInfoQuery } from '../../api/auth';
import { queryClient } from '../../api/query-client';
import { navigateTo } from '../navigation';
import { PATHS } from '../paths';
import { returnPathWithin } from './return-path';
import { passwordChangeOf } from './session-keys';
import { session } from './session-store';
import { clearLocalSession } from './sign-out';

export interface SignInValues {
  userName: string;
  password: string;
  appType: AppType;
}

/**
 * Login (spec sections 4 and 7): store token and shard, load user info, then the menus (which rebuild
 * the routes) and open the page asked for before signing in (`returnTo`, when the new menu has it) or
 * home. A forced password change shows over that page. A failure rejects with the ApiError for the
 * login screen to show.
 */
export async function signIn(values: SignInValues, returnTo?: string | null): Promise<void> {
  session.rememberAppType(values.appType);
  const result = await authApi.login({ userName: values.userName.trim(), password: values.password, appType: values.appType });
  session.begin(result.token, result.shardNum, values.appType);
  try {
    await queryClient.fetchQuery(userInfoQuery);
  } catch (error) {
    clearLocalSession();
    throw error;
  }
  session.complete(result.menus, passwordChangeOf(result, values.password));
  navigateTo(returnPathWithin(returnTo, result.menus, window.location.origin) ?? PATHS.home);
}
