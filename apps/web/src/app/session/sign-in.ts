import { isEasyPassword, type AppType } from '@kg/domain';
import { authApi, userInfoQuery } from '../../api/auth';
import { queryClient } from '../../api/query-client';
import { navigateTo } from '../navigation';
import { PATHS } from '../paths';
import { session } from './session-store';
import { clearLocalSession } from './sign-out';

export interface SignInValues {
  userName: string;
  password: string;
  appType: AppType;
}

/**
 * Login (spec sections 4 and 7): store token and shard, load user info, then the menus (which rebuild
 * the routes) and open home. A failure rejects with the ApiError for the login screen to show.
 */
export async function signIn(values: SignInValues): Promise<void> {
  session.rememberAppType(values.appType);
  const result = await authApi.login({ userName: values.userName.trim(), password: values.password, appType: values.appType });
  session.begin(result.token, result.shardNum, values.appType);
  try {
    await queryClient.fetchQuery(userInfoQuery);
  } catch (error) {
    clearLocalSession();
    throw error;
  }
  session.complete(result.menus, result.easyPassword || isEasyPassword(values.password));
  navigateTo(PATHS.home);
}
