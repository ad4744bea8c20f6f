import { userInfoQuery } from '../api/auth';
import { configureApiClient } from '../api/client';
import { identityFor } from '../api/identity';
import { queryClient } from '../api/query-client';
import { currentApiLang, translateKey } from '../i18n';
import { installErrorLog } from './error-log';
import { navigateTo } from './navigation';
import { currentLocation, loginPathFor } from './session/return-path';
import { session } from './session/session-store';
import { clearLocalSession } from './session/sign-out';

/**
 * Wires the API client to the session and the router (spec section 8: a 401 clears and goes to login,
 * which brings the person back to the page they were on).
 */
export function bootstrap(): void {
  installErrorLog();
  configureApiClient({
    token: () => session.get().token,
    shardNum: () => session.get().shardNum,
    appType: () => session.get().appType ?? session.lastAppType(),
    lang: currentApiLang,
    onUnauthorized: () => {
      const returnTo = currentLocation();
      clearLocalSession();
      navigateTo(loginPathFor(returnTo));
    },
    fallbackText: () => translateKey('error.server'),
    identity: () => identityFor(session.get().appType, queryClient.getQueryData(userInfoQuery.queryKey)),
  });
  // Reads belong to a session: a screen still mounted while signing out must not refetch without a token.
  queryClient.setDefaultOptions({
    ...queryClient.getDefaultOptions(),
    queries: { ...queryClient.getDefaultOptions().queries, enabled: () => Boolean(session.get().token) },
  });
}
