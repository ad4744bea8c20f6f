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

/** A child a family may see: one of its parent rows' children, with where the child is now. */
export interface FamilyChild {
  studentId: string;
  name: string;
  kigId: string;
  classId: string;
  gradeId: string;
  /** The parent row (of the child's kindergarten) through which the family sees the child. */
  parentId: string;
  relationship: string;
}

/**
 * Who is asking on `/app/v1`, built on the server from the family's token alone (never from what the
 * client sends): its parent rows (one per kindergarten, linked by phone) and their children.
 */
export interface FamilyContext {
  accountId: string;
  sessionId: string;
  phone: string;
  /** Its `parents` rows, with their kindergarten. */
  parents: { id: string; kigId: string; name: string }[];
  children: FamilyChild[];
  /** The kindergartens of its children (each once). */
  kigIds: string[];
  mustChangePassword: boolean;
  locale: Locale;
  ip: string;
}

/** How a route may be reached. Every API route declares one; none is exempted by its URL. */
export type Access =
  | { public: true }
  | { signedIn: true }
  | { permission: PermissionCode | readonly PermissionCode[] }
  /** A machine, by its own token (`Authorization: Device <token>`): never a person's session. */
  | { device: true }
  /** A family of the parents' app, by its own token (never a staff session): see FamilyContext. */
  | { family: true; whilePasswordIssued?: true };

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: Access;
  }
  interface FastifyRequest {
    session: SessionContext | null;
    /** The family of a `/app/v1` route, resolved from its token by the access check. */
    family: FamilyContext | null;
    /** The session's permission codes, loaded once per request when a check needs them. */
    permissionCache: Set<string> | null;
  }
}
