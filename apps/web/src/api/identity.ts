import type { UserInfo } from '@kg/domain';

/**
 * The identity fields spec section 6 adds to generic calls, by the system signed into. The server
 * never trusts them (scope comes from the session); they are sent because the spec's contract has them.
 * Ids are the account's organisation (baseId), codes its organisation code (userCode).
 */
export function identityFor(appType: number | null, user: Pick<UserInfo, 'baseId' | 'userCode'> | undefined): Record<string, string> {
  if (appType === null || !user) return {};
  const { baseId, userCode } = user;
  switch (appType) {
    case 3:
      return { kigId: baseId, kigCode: userCode };
    case 5:
      return { agentId: baseId, agenId: baseId, agentCode: userCode };
    case 16:
    case 18:
      return { expertId: baseId };
    case 17:
      return { expertPersonId: baseId };
    default:
      return {};
  }
}
