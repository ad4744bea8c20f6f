import type { AppType, Locale, OrgKind, PermissionCode } from '@kg/domain';

/** Who is asking, derived on the server from the session; passed into every service as `ctx`. */
export interface SessionContext {
  sessionId: string;
  userId: string;
  userName: string;
  nickName: string;
  appType: AppType;
  orgId: string;
  orgKind: OrgKind;
  orgPath: string;
  orgCode: string;
  orgName: string;
  orgParentId: string | null;
  shardNum: string;
  locale: Locale;
  ip: string;
}

/** The machine calling a `device` route, resolved from its token by the access check. */
export interface DeviceContext {
  id: string;
  kigId: string;
  kind: string;
  serialNo: string;
}

/** How a route may be reached. Every API route declares one; none is exempted by its URL. */
export type Access =
  | { public: true }
  | { signedIn: true }
  | { permission: PermissionCode | readonly PermissionCode[] }
  /** A machine, by its own token (`Authorization: Device <token>`): never a person's session. */
  | { device: true };

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: Access;
  }
  interface FastifyRequest {
    session: SessionContext | null;
    /** The session's permission codes, loaded once per request when a check needs them. */
    permissionCache: Set<string> | null;
  }
}
