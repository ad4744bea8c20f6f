import { type FieldError, isStrongPassword, kigOpeningEntity, PASSWORD_MAX, PASSWORD_MIN } from '@kg/domain';
import { eq } from 'drizzle-orm';
import type { Db } from '../../platform/db.js';
import { badRequest, ruleBroken } from '../../platform/errors.js';
import { hashPassword } from '../../platform/passwords.js';
import type { ResourceOptions, Row } from '../../platform/resource/resource.types.js';
import { organisations } from '../../platform/tenancy/organization.table.js';
import { kigOpenings } from './kig-opening.table.js';
import { assertOpeningNamesFree } from './opening-uniqueness.js';

const SECRETS = ['adminPassword', 'terminalPassword'] as const;

async function orgOf(tx: Db, id: string) {
  const [row] = await tx.select().from(organisations).where(eq(organisations.id, id)).limit(1);
  return row && !row.deleted ? row : undefined;
}

/** A password the product's rule accepts (6 to 12 letters, digits and _ @ #, one of each): its field's message otherwise. */
function passwordError(field: string, value: unknown, creating: boolean): FieldError | undefined {
  if (typeof value !== 'string' || value === '') return creating ? { field, message: 'validation.password.newRequired' } : undefined;
  if (value.length < PASSWORD_MIN || value.length > PASSWORD_MAX) return { field, message: 'validation.password.length' };
  return isStrongPassword(value) ? undefined : { field, message: 'validation.password.complexity' };
}

/**
 * Filing and correcting a request: the agent is the session's (an agent) or one operations name; a
 * group, if any, is one of that agent's; the names it will take are free across the platform; the
 * initial passwords follow the password rule and are kept as hashes (a blank one on correction keeps
 * the stored one). Its state moves only by the audit's calls; an approved one is closed to change.
 */
export const kigOpeningResource: ResourceOptions = {
  entity: kigOpeningEntity,
  table: kigOpenings,
  scope: { column: kigOpenings.agentId },
  hooks: {
    async beforeSave(tx, ctx, input, existing) {
      if (existing?.checkedFlag === 'approved') throw ruleBroken('agency.opening.closed');
      const value = (name: string) => (name in input ? input[name] : existing?.[name]);
      const agentId = (value('agentId') as string | null | undefined) ?? ctx.orgId;
      const agent = await orgOf(tx, agentId);
      if (agent?.kind !== 'agent') throw badRequest([{ field: 'agentId', message: input.agentId ? 'validation.invalidOption' : 'validation.required' }]);
      const groupId = value('groupId') as string | null | undefined;
      if (groupId) {
        const group = await orgOf(tx, groupId);
        if (group?.kind !== 'group' || !group.path.startsWith(agent.path)) throw badRequest([{ field: 'groupId', message: 'validation.invalidOption' }]);
      }
      const errors = SECRETS.map((f) => passwordError(f, input[f], !existing)).filter((e): e is FieldError => e !== undefined);
      if (errors.length > 0) throw badRequest(errors);
      await assertOpeningNamesFree(tx, { kigCode: input.kigCode, adminUserName: input.adminUserName, terminalLoginName: input.terminalLoginName });
      const values: Row = { agentId };
      for (const f of SECRETS) if (typeof input[f] === 'string' && input[f] !== '') values[f] = await hashPassword(input[f]);
      return { values };
    },
  },
};
