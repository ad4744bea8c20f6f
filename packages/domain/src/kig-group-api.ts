import { z } from 'zod';
import './zod-messages.js';

/**
 * Operations' groups (issue 18): the kindergarten groups (appType 4 organisations) and their
 * kindergartens. Operations move a kindergarten from one group to another, or out of any group (it
 * then hangs under its agent); each membership is kept with the dates it began and ended and who
 * moved it, and the group's reach follows the tree at once.
 */

/** GET /operations/group/list: the groups, by name (`name` a part of it). */
export const kigGroupListQuerySchema = z.object({ name: z.string().max(64).optional() });
export type KigGroupListQuery = z.infer<typeof kigGroupListQuerySchema>;

export const kigGroupRowSchema = z.object({
  id: z.string(),
  code: z.string(),
  name: z.string(),
  areaCode: z.string().nullable(),
  /** The agent above the group, if any. */
  agentName: z.string().nullable(),
  /** Its live kindergartens now. */
  kigCount: z.number().int(),
});
export type KigGroupRow = z.infer<typeof kigGroupRowSchema>;
export const kigGroupListSchema = z.array(kigGroupRowSchema);

/** GET /operations/group/kigs?groupId: a group's kindergartens now; without `groupId`, those in no group. */
export const kigGroupKigsQuerySchema = z.object({ groupId: z.uuid().optional() });
export type KigGroupKigsQuery = z.infer<typeof kigGroupKigsQuerySchema>;

export const kigGroupKigSchema = z.object({
  id: z.string(),
  code: z.string(),
  name: z.string(),
  areaCode: z.string().nullable(),
  groupId: z.string().nullable(),
  /** When its current membership began (null when none was recorded: it was opened there). */
  since: z.iso.datetime().nullable(),
});
export type KigGroupKig = z.infer<typeof kigGroupKigSchema>;
export const kigGroupKigsSchema = z.array(kigGroupKigSchema);

/** POST /operations/group/move: the kindergarten and the group it goes to (null: out of any group). */
export const kigGroupMoveSchema = z.object({ kigId: z.uuid(), groupId: z.uuid().nullable() });
export type KigGroupMove = z.infer<typeof kigGroupMoveSchema>;
export const kigGroupMovedSchema = z.object({ kigId: z.string(), groupId: z.string().nullable(), previousId: z.string().nullable() });
export type KigGroupMoved = z.infer<typeof kigGroupMovedSchema>;

/** GET /operations/group/history: the memberships of a kindergarten or of a group (either or both), newest first. */
export const kigGroupHistoryQuerySchema = z.object({ kigId: z.uuid().optional(), groupId: z.uuid().optional() });
export type KigGroupHistoryQuery = z.infer<typeof kigGroupHistoryQuerySchema>;

export const kigGroupMembershipSchema = z.object({
  id: z.string(),
  kigId: z.string(),
  kigName: z.string(),
  groupId: z.string(),
  groupName: z.string(),
  fromAt: z.iso.datetime(),
  /** Null while the kindergarten is still in the group. */
  toAt: z.iso.datetime().nullable(),
  /** Who moved it in (null for a membership recorded from the tree as it was) and who moved it out. */
  movedInBy: z.string().nullable(),
  movedOutBy: z.string().nullable(),
});
export type KigGroupMembership = z.infer<typeof kigGroupMembershipSchema>;
export const kigGroupHistorySchema = z.array(kigGroupMembershipSchema);
