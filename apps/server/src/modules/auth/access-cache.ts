import { changeFeedOf, type ChangeFeed, type WatchedTable } from '../../platform/change-feed.js';
import type { Db } from '../../platform/db.js';

/**
 * What a session and its permissions are read from. A committed change of any of them empties the
 * caches (migration 0006 gives each the trigger that tells other servers; the same list decides which
 * of this server's own statements count). Updates count only when they set a listed column.
 */
export const ACCESS_TABLES: readonly WatchedTable[] = [
  { table: 'sessions', columns: ['revoked_at', 'expires_at', 'user_id', 'token_hash', 'app_type'], inserts: false },
  { table: 'users', columns: ['user_name', 'nick_name', 'status', 'deleted', 'org_id', 'app_type', 'password_hash'] },
  // What the session (session.service.ts), the permissions and menus (the morning-check service) and a
  // kindergarten's services (kig-services.ts) read: a purchase extending a service's end, or an edit of
  // an address, empties no server's caches (migration 0037).
  {
    table: 'organisations',
    columns: [
      'id',
      'kind',
      'path',
      'code',
      'name',
      'parent_id',
      'status',
      'deleted',
      'shard_num',
      'morning_check_service',
      'check_in_service',
      'online_pay_service',
      'video_pay_service',
      'check_pay_service',
    ],
  },
  { table: 'roles' },
  { table: 'user_roles' },
  { table: 'role_menus' },
  { table: 'menus' },
];

// Bounds memory whatever the number of tokens presented; a full cache starts again from nothing.
const MAX_ENTRIES = 20_000;

/**
 * Sessions by token hash and permissions by user, kept until any access table changes. A copy is kept
 * only if no change was told while it was being read (`epoch`), and only while the feed is trusted
 * (on PostgreSQL: while other servers' changes are heard), so a revocation counts at the next request.
 */
export class AccessCache<S> {
  private epoch = 0;
  private readonly sessions = new Map<string, S>();
  private readonly permissions = new Map<string, Set<string>>();
  // A user's menu tree by user, system and language (get_info's: read from the same tables and organisations).
  private readonly menus = new Map<string, unknown>();

  constructor(private readonly feed: ChangeFeed) {
    feed.watch(ACCESS_TABLES);
    feed.onChange(() => this.clear());
  }

  session(tokenHash: string, load: () => Promise<S | undefined>): Promise<S | undefined> {
    return this.through(this.sessions, tokenHash, load);
  }

  permissionsOf(userId: string, load: () => Promise<Set<string>>): Promise<Set<string>> {
    return this.through(this.permissions, userId, load) as Promise<Set<string>>;
  }

  menusOf<M>(key: string, load: () => Promise<M>): Promise<M> {
    return this.through(this.menus, key, load) as Promise<M>;
  }

  private clear(): void {
    this.epoch++;
    this.sessions.clear();
    this.permissions.clear();
    this.menus.clear();
  }

  private async through<V>(map: Map<string, V>, key: string, load: () => Promise<V | undefined>): Promise<V | undefined> {
    if (!this.feed.trusted()) return load();
    const kept = map.get(key);
    if (kept !== undefined) return kept;
    const epoch = this.epoch;
    const value = await load();
    // Never a miss: an unknown token stays a read, so a token cannot be known before it exists.
    if (value !== undefined && epoch === this.epoch && this.feed.trusted()) {
      if (map.size >= MAX_ENTRIES) map.clear();
      map.set(key, value);
    }
    return value;
  }
}

const caches = new WeakMap<Db, AccessCache<unknown>>();

/** The cache of a database (none for a query builder not opened by openDatabase). */
export function accessCacheOf<S>(db: Db): AccessCache<S> | undefined {
  let cache = caches.get(db);
  if (!cache) {
    const feed = changeFeedOf(db);
    if (!feed) return undefined;
    cache = new AccessCache<unknown>(feed);
    caches.set(db, cache);
  }
  return cache as AccessCache<S>;
}
