import type { IdentityPort } from '../../platform/access-ports.js';
import { loadPermissions, resolveSession, revokeAllSessions, revokeOrganisationSessions } from './session.service.js';

/** Sessions and permissions as the platform and the other areas reach them (wired in app.ts). */
export const identity: IdentityPort = {
  session: resolveSession,
  permissions: loadPermissions,
  revokeUser: revokeAllSessions,
  revokeOrganisation: revokeOrganisationSessions,
};
