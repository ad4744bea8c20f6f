import { LOGIN_APP_TYPES, ORG_KINDS } from '../../app-types.js';
import { defineEntity } from '../../entity/define.js';

/** Spec section 5: a system message's title is under 40 characters. */
export const SYS_MESSAGE_TITLE_MAX = 39;

/** A message is drafted, published (shown from its `showFrom`) and withdrawn; a withdrawn one may be published again. */
export const SYS_MESSAGE_STATES = ['draft', 'published', 'withdrawn'] as const;
export type SysMessageState = (typeof SYS_MESSAGE_STATES)[number];

/**
 * A system message of operations to the users of every system (issue 18): its audience is the systems
 * (appTypes), the organisation kinds, an area (a province, city or district) and the named organisations
 * (each with everything under it) it names, every empty one meaning "any"; a user is in it when every one
 * it names holds. Published, it is shown from `showFrom` on in `/message` and counted in the header's
 * badge of the audience's users, judged on the server from the session (`sys-message-audience.ts`);
 * withdrawn, it disappears. `readCount` counts the distinct users who opened it.
 */
export const sysMessageEntity = defineEntity({
  name: 'sysMessage',
  area: 'operations',
  scope: 'platform',
  permission: 'operations:sysMessage',
  labelField: 'title',
  defaultSort: { field: 'showFrom', order: 'desc' },
  fields: {
    title: { kind: 'text', max: SYS_MESSAGE_TITLE_MAX, required: true, filter: 'like', sort: true, width: 220 },
    content: { kind: 'textarea', max: 5000, required: true },
    appTypes: { kind: 'enums', values: LOGIN_APP_TYPES, default: [], width: 200 },
    orgKinds: { kind: 'enums', values: ORG_KINDS, default: [], list: 'more' },
    areaCode: { kind: 'area', list: 'more' },
    orgIds: { kind: 'refs', entity: 'organization', column: true, list: 'more' },
    showFrom: { kind: 'datetime', required: true, sort: true, filter: 'range', width: 170 },
    state: { kind: 'enum', values: SYS_MESSAGE_STATES, required: true, default: 'draft', filter: 'eq', form: false, width: 100 },
    readCount: { kind: 'int', required: true, default: 0, form: false, sort: true, width: 90 },
    publishedAt: { kind: 'datetime', form: false, list: 'more' },
    withdrawnAt: { kind: 'datetime', form: false, list: 'more' },
  },
  status: {
    field: 'state',
    transitions: {
      publish: { from: ['draft', 'withdrawn'], to: 'published' },
      withdraw: { from: ['published'], to: 'withdrawn' },
    },
  },
});

/**
 * Whether an organisation's area code lies within an audience's area: a province (`310000`) holds its
 * cities and districts, a city (`310100`) its districts, a district itself only. Both sides use it.
 */
export function areaCodePrefix(code: string): string {
  if (/^\d{2}0000$/.test(code)) return code.slice(0, 2);
  if (/^\d{4}00$/.test(code)) return code.slice(0, 4);
  return code;
}
