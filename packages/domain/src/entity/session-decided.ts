import type { OrgKind } from '../app-types.js';
import type { AnyEntity } from './define.js';

/**
 * The values a session decides for every row it creates, so that no form, import template or import
 * asks for them: a kindergarten's own rows belong to it (its `kigId`). A kindergarten has nothing
 * below it, so it is the only owner its rows can name; a group or an agent still chooses.
 */
export function sessionDecided(entity: AnyEntity, session: { orgKind: OrgKind; orgId: string }): Record<string, string> {
  if (session.orgKind !== 'kindergarten') return {};
  const owner = entity.scope === 'kindergarten' ? 'kigId' : entity.scope === 'organisation' ? 'orgId' : undefined;
  const f = owner ? entity.fields[owner] : undefined;
  return owner && f?.kind === 'ref' && f.entity === 'organization' ? { [owner]: session.orgId } : {};
}
