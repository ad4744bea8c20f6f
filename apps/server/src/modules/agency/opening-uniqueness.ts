import { and, eq, sql } from 'drizzle-orm';
import { causes } from '../../platform/db-errors.js';
import type { Db } from '../../platform/db.js';
import { AppError } from '../../platform/errors.js';
import { organisations } from '../../platform/tenancy/organization.table.js';
import { terminalLoginTaken } from '../device/terminal-account.service.js';
import { users } from '../system/user.table.js';

/** The names an opening request will take across the platform. */
export interface OpeningNames {
  kigCode?: unknown;
  adminUserName?: unknown;
  terminalLoginName?: unknown;
}

const taken = (field: string) => new AppError(409, 'error.duplicate', undefined, [{ field, message: 'validation.duplicate' }]);

/**
 * A request's kindergarten code, administrator user name and terminal login name must be free across
 * the platform (whatever their case): checked when it is filed or corrected, and again at approval,
 * where the unique indexes of organisations, users and terminal accounts are the last guard.
 */
export async function assertOpeningNamesFree(tx: Db, names: OpeningNames): Promise<void> {
  if (typeof names.kigCode === 'string') {
    const [org] = await tx
      .select({ id: organisations.id })
      .from(organisations)
      .where(and(sql`lower(${organisations.code}) = lower(${names.kigCode})`, eq(organisations.deleted, false)))
      .limit(1);
    if (org) throw taken('kigCode');
  }
  if (typeof names.adminUserName === 'string') {
    const [user] = await tx
      .select({ id: users.id })
      .from(users)
      .where(and(sql`lower(${users.userName}) = lower(${names.adminUserName})`, eq(users.deleted, false)))
      .limit(1);
    if (user) throw taken('adminUserName');
  }
  if (typeof names.terminalLoginName === 'string' && (await terminalLoginTaken(tx, names.terminalLoginName))) throw taken('terminalLoginName');
}

/** A unique index's refusal at approval (a name taken meanwhile), answered on the request's field. */
export function openingConflict(error: unknown): AppError | undefined {
  for (const e of causes(error)) {
    const { code, constraint, message } = e as { code?: unknown; constraint?: unknown; message?: unknown };
    if (code !== '23505') continue;
    const name = typeof constraint === 'string' ? constraint : typeof message === 'string' ? (/unique constraint "([^"]+)"/.exec(message)?.[1] ?? '') : '';
    if (name.startsWith('organisations_code')) return taken('kigCode');
    if (name.startsWith('users_user_name')) return taken('adminUserName');
    if (name.startsWith('terminal_accounts_login_name')) return taken('terminalLoginName');
  }
  return undefined;
}
