import fp from 'fastify-plugin';
import type { PermissionCode } from '@kg/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { FamilyPort, IdentityPort, MachinePort } from './access-ports.js';
import type { DeviceContext, FamilyContext, SessionContext } from './context.js';
import type { Db } from './db.js';
import { AppError, forbidden, unauthorized } from './errors.js';
import { requestLocale } from './i18n.js';
import { bearerToken } from './tokens.js';

declare module 'fastify' {
  interface FastifyRequest {
    /** The machine of a device route, resolved from its token. */
    device: DeviceContext | null;
    /** The session's permission codes, read once per request, so a role's change counts at the next request. */
    permissions(): Promise<Set<string>>;
  }
}

export interface AccessOptions {
  db: Db;
  /** Sessions and permissions by token (the auth area's). */
  identity: Pick<IdentityPort, 'session' | 'permissions'>;
  /** Machines by token (the device area's). */
  machines: MachinePort;
  /** Families by token (the families area's). */
  families: FamilyPort;
}

/**
 * Enforces each route's declared access: a route without a declaration cannot even be registered,
 * and the session (never the request body) decides who is asking.
 */
export const accessPlugin = fp<AccessOptions>(async (app: FastifyInstance, { db, identity, machines, families }) => {
  app.decorateRequest('session', null);
  app.decorateRequest('device', null);
  app.decorateRequest('family', null);
  app.decorateRequest('permissionCache', null);
  app.decorateRequest('permissions', async function (this: FastifyRequest) {
    this.permissionCache ??= await identity.permissions(db, sessionOf(this).userId);
    return this.permissionCache;
  });

  app.addHook('onRoute', (route) => {
    const access = route.config?.access;
    if (!access) throw new Error(`Route ${route.method} ${route.url} declares no access`);
    // The API description says how each route is reached: a machine's token, or nothing at all.
    if ('device' in access) route.schema = { ...route.schema, tags: ['device'], security: [{ device: [] }] };
    else if ('family' in access) route.schema = { ...route.schema, security: [{ family: [] }] };
    else if ('public' in access) route.schema = { ...route.schema, security: [] };
  });

  app.addHook('onRequest', async (request: FastifyRequest) => {
    const access = request.routeOptions.config.access;
    if (!access) return; // unmatched URL: the not-found handler answers 404
    if ('public' in access) return;
    if ('device' in access) {
      const match = /^Device\s+([A-Za-z0-9_-]{20,100})$/.exec(request.headers.authorization?.trim() ?? '');
      if (!match) throw unauthorized('error.deviceAuth');
      request.device = await machines.machine(db, match[1]!);
      return;
    }
    const token = bearerToken(request.headers.authorization);
    if (!token) throw unauthorized();
    if ('family' in access) {
      // A staff token opens no family (the tokens live in different tables), and a family's none of the staff routes.
      const family = await families.family(db, token, requestLocale(request), request.ip);
      if (family.mustChangePassword && !access.whilePasswordIssued) throw new AppError(403, 'families.error.passwordChangeRequired');
      request.family = family;
      return;
    }
    const session = await identity.session(db, token, requestLocale(request), request.ip);
    // The appType header is the client's claim; it must agree with the session's.
    const claimed = request.headers.apptype;
    if (claimed !== undefined && claimed !== '' && Number(claimed) !== session.appType) throw forbidden();
    request.session = session;
    if ('permission' in access) {
      const wanted = typeof access.permission === 'string' ? [access.permission] : access.permission;
      const granted = await request.permissions();
      if (!wanted.some((p) => granted.has(p))) throw forbidden();
    }
  });
});

/** Refuses unless the session holds the permission (for routes whose exact need depends on the body). */
export async function assertPermission(request: FastifyRequest, code: PermissionCode): Promise<void> {
  if (!(await request.permissions()).has(code)) throw forbidden();
}

/** The signed-in session of a route declared signedIn or with a permission. */
export function sessionOf(request: FastifyRequest): SessionContext {
  if (!request.session) throw unauthorized();
  return request.session;
}

/** The machine of a route declared `device`, resolved from its token by the access check. */
export function machineOf(request: FastifyRequest): DeviceContext {
  if (!request.device) throw unauthorized('error.deviceAuth');
  return request.device;
}

/** The family of a route declared `family`, resolved from its token by the access check. */
export function familyOf(request: FastifyRequest): FamilyContext {
  if (!request.family) throw unauthorized();
  return request.family;
}
