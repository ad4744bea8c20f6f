import { isEasyPassword, type AppType, type LoginResult } from '@kg/domain';
import { authApi, userInfoQuery } from '../../api/auth';
import { queryClient } from '../../api/query-client';
import { navigateTo } from '../navigation';
import { PATHS } from '../paths';
import { returnPathWithin } from './return-path';
import { session } from './session-store';
import { clearLocalSession } from './sign-out';

export interface SignInValues {
  userName: string;
  password: string;
  appType: AppType;
}

/** The server decides; an older server that only judged the password is read the same way. */
function passwordChangeOf(result: LoginResult, password: string): LoginResult['passwordChange'] {
  if (result.passwordChange) return result.passwordChange;
  return result.easyPassword || isEasyPassword(password) ? 'easy' : null;
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
