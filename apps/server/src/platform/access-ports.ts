import type { Locale } from '@kg/domain';
import type { DeviceContext, FamilyContext, SessionContext } from './context.js';
import type { Db } from './db.js';

/**
 * What the platform asks of the area that keeps accounts and sessions (auth implements it, app.ts
 * hands it over), so that the platform never imports an area.
 */
export interface IdentityPort {
  /** The session a bearer token opens, or a 401. */
  session(db: Db, token: string, locale: Locale, ip: string): Promise<SessionContext>;
  /** The permission codes a user's live roles grant. */
  permissions(db: Db, userId: string): Promise<Set<string>>;
  /** Ends every session of an account for good. */
  revokeUser(db: Db, userId: string): Promise<void>;
  /** Ends the sessions of every account of an organisation and of every organisation below it. */
  revokeOrganisation(db: Db, orgPath: string): Promise<void>;
}

/** What the platform asks of the area that keeps the machines (device implements it). */
export interface MachinePort {
  /** The registered, enabled machine a token belongs to, or a 401. */
  machine(db: Db, token: string): Promise<DeviceContext>;
}

/** What the platform asks of the area that keeps the families' accounts (families implements it). */
export interface FamilyPort {
  /** The family a `/app/v1` bearer token opens (its parents and children), or a 401. */
  family(db: Db, token: string, locale: Locale, ip: string): Promise<FamilyContext>;
}
