import { type AuthorityKind, type Opened, translate } from '@kg/domain';
import type { SessionContext } from '../../platform/context.js';
import type { Db } from '../../platform/db.js';
import { openOrganisation } from '../system/open-organisation.service.js';
import { supervisionAuthorities } from './supervision.tables.js';

/**
 * Operations open an authority (issue 18): its organisation (kind `supervision`) bound to an area, its
 * kind of authority, its built-in role holding every menu of the supervision system, and its first account.
 */
export async function createAuthority(
  db: Db,
  ctx: SessionContext,
  input: { name: string; code: string; authorityKind: AuthorityKind; areaCode: string; userName: string },
): Promise<Opened> {
  const { authorityKind, ...org } = input;
  return openOrganisation(
    db,
    ctx,
    { ...org, kind: 'supervision', appType: 20, roleName: translate(ctx.locale, 'supervision.builtInRole'), detail: { authorityKind } },
    (tx, orgId) => tx.insert(supervisionAuthorities).values({ orgId, authorityKind }),
  );
}
