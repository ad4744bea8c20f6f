import { organizationEntity } from '@kg/domain';
import { sql } from 'drizzle-orm';
import { boolean, check, date, index, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { baseColumns } from '../../db/columns.js';
import { entityColumns } from '../resource/entity-columns.js';
import { uniqueIndexes } from '../resource/unique-indexes.js';

/**
 * The organisation tree. `path` is the chain of ids from the root, '/a/b/c/', so a subtree is one
 * indexed prefix match; it is set by the server, never sent by a client.
 */
export const organisations = pgTable(
  'organisations',
  {
    ...baseColumns,
    ...entityColumns(organizationEntity),
    path: text('path').notNull(),
    shardNum: text('shard_num').notNull().default('00001'),
    timeZone: text('time_zone').notNull().default('Asia/Shanghai'),
    // A kindergarten's record beyond the tree (issue 16, agency/kig-base.entity.ts). Kept on the
    // organisation, not in a table of its own: the access cache and its change feed watch this table,
    // so a service switched reaches every server's sessions (menus, permissions) at their next request
    // with no signal of its own; and the agents' screen reads the tree's path for its scope.
    // The agent above a group or kindergarten (set by the server): an agent's kindergartens, its defaults.
    agentId: uuid('agent_id'),
    checkedFlag: text('checked_flag').notNull().default('approved'),
    openDate: date('open_date', { mode: 'string' }),
    website: text('website'),
    photo: text('photo'),
    systemType: text('system_type').notNull().default('universal'),
    morningCheckService: boolean('morning_check_service').notNull().default(true),
    checkInService: boolean('check_in_service').notNull().default(true),
    onlinePayService: boolean('online_pay_service').notNull().default(false),
    videoPayService: boolean('video_pay_service').notNull().default(false),
    checkPayService: boolean('check_pay_service').notNull().default(false),
    // The last day of each service bought for it (issue 17: money's purchase of a recharge package of
    // that type extends it in the ledger's transaction; kigBase's SERVICE_END_FIELDS). None: never bought.
    platformServiceEnd: date('platform_service_end', { mode: 'string' }),
    videoServiceEnd: date('video_service_end', { mode: 'string' }),
    morningCheckServiceEnd: date('morning_check_service_end', { mode: 'string' }),
    // Parents' app modules: an agent's default for its kindergartens, a kindergarten's own override
    // (module -> on); a module absent follows the level above (kig-app-modules.service.ts).
    appModules: jsonb('app_modules').$type<Record<string, boolean>>().notNull().default({}),
  },
  (t) => [
    check('organisations_kind_check', sql`${t.kind} in ('platform','agent','group','kindergarten','institution','expert','supervision')`),
    ...uniqueIndexes('organisations', organizationEntity, t),
    index('organisations_parent_idx').on(t.parentId),
    index('organisations_agent_idx').on(t.agentId),
    index('organisations_path_idx').using('btree', sql`${t.path} text_pattern_ops`),
  ],
);
