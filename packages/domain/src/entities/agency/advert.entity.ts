import { defineEntity } from '../../entity/define.js';

/**
 * Where a parents' app shows an advert (spec section 3, `adPosition`). A banner is an advert at the
 * home banner position: the spec's Advert has the position, and nothing else a banner would need.
 */
export const ADVERT_POSITIONS = ['startScreen', 'homeBanner', 'homeFeed'] as const;
export type AdvertPosition = (typeof ADVERT_POSITIONS)[number];

/** Which app shows an advert (issue 18, operations' channel adverts): the parents' app or the teachers' app. */
export const ADVERT_CHANNELS = ['parentApp', 'teacherApp'] as const;
export type AdvertChannel = (typeof ADVERT_CHANNELS)[number];

/** An advert is drafted, then put on and taken off; it is shown while on and within its period. */
export const ADVERT_STATES = ['draft', 'on', 'off'] as const;
export type AdvertState = (typeof ADVERT_STATES)[number];

/** Spec section 5: advert weight 0 to 10; a higher weight is shown first. */
export const ADVERT_WEIGHT = { min: 0, max: 10 } as const;

/**
 * An advert of an agent (issue 16) for its kindergartens' parents' apps: shown on the position, in
 * force while it is on and today (the kindergarten's) is within begin and end, to every kindergarten
 * of the agent or only the chosen ones. Owned by the session's organisation (`org_id`): an agent's now,
 * the platform's channel adverts of issue 18 the same way. Served by `GET /app/v1/adverts`.
 */
export const advertEntity = defineEntity({
  name: 'advert',
  area: 'agency',
  scope: 'organisation',
  permission: 'agency:advert',
  labelField: 'adName',
  defaultSort: { field: 'adWeight', order: 'desc' },
  fields: {
    adName: { kind: 'text', max: 40, required: true, filter: 'like', sort: true, width: 180 },
    channel: { kind: 'enum', values: ADVERT_CHANNELS, required: true, default: 'parentApp', filter: 'eq', width: 110 },
    adPosition: { kind: 'enum', values: ADVERT_POSITIONS, required: true, default: 'homeBanner', filter: 'eq', width: 120 },
    picture: { kind: 'image', upload: 'image', required: true, list: true },
    adWeight: { kind: 'int', min: ADVERT_WEIGHT.min, max: ADVERT_WEIGHT.max, required: true, default: 5, sort: true, width: 80 },
    // Opened by the app in a web view: https only (advert.resource.ts).
    link: { kind: 'text', max: 500, format: 'url', list: 'more' },
    beginDate: { kind: 'date', required: true, sort: true, filter: 'range' },
    endDate: { kind: 'date', required: true, sort: true },
    // Empty: every kindergarten of the owner; else only these (kindergartens within its reach).
    kigIds: { kind: 'refs', entity: 'organization', column: true, list: 'more' },
    sort: { kind: 'int', min: 0, max: 9999, required: true, default: 0, sort: true, width: 80 },
    state: { kind: 'enum', values: ADVERT_STATES, required: true, default: 'draft', filter: 'eq', form: false, width: 90 },
  },
  status: {
    field: 'state',
    transitions: {
      turnOn: { from: ['draft', 'off'], to: 'on' },
      turnOff: { from: ['on'], to: 'off' },
    },
  },
});
