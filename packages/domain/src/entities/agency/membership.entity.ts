import { defineEntity } from '../../entity/define.js';
import { kigField } from '../campus/common.js';

/** Where a membership came from: a trial (once per child), a sale the kindergarten recorded for cash, an online payment (issue 17). */
export const MEMBERSHIP_SOURCES = ['trial', 'sale', 'online'] as const;
export type MembershipSource = (typeof MEMBERSHIP_SOURCES)[number];

/** A child's membership seen on a day: running, running but ending soon, over (or none yet). */
export const MEMBERSHIP_STATES = ['active', 'ending', 'expired', 'none'] as const;
export type MembershipState = (typeof MEMBERSHIP_STATES)[number];

/** "Ending" means the last day is within this many days (the renewal reminder's window). */
export const MEMBERSHIP_ENDING_DAYS = 7;

/**
 * One period of a child's membership (issue 16): memberships are per child, since what they give (the
 * child's growth reports) is the child's, and a family of two children pays for each. A renewal is a new
 * period starting the day after the current end, so a child's rows are its membership history. Dates are
 * days in the kindergarten's time zone, both ends included; the price paid is in fen. Written only by the
 * sale, the trial and (issue 17) the payment, never edited: the ledger will point at these rows.
 */
export const membershipEntity = defineEntity({
  name: 'membership',
  area: 'agency',
  scope: 'kindergarten',
  permission: 'agency:membership',
  labelField: 'studentId',
  defaultSort: { field: 'endDate', order: 'desc' },
  fields: {
    kigId: kigField,
    studentId: { kind: 'ref', entity: 'student', required: true, filter: 'eq', width: 140 },
    packageId: { kind: 'ref', entity: 'vipPackage', required: true, filter: 'eq', width: 160 },
    source: { kind: 'enum', values: MEMBERSHIP_SOURCES, required: true, filter: 'eq', width: 100 },
    startDate: { kind: 'date', required: true, sort: true, filter: 'range' },
    endDate: { kind: 'date', required: true, sort: true, filter: 'range' },
    pricePaid: { kind: 'money', max: 100_000_000, required: true, width: 110 },
    renewal: { kind: 'flag', default: false, filter: 'eq', width: 90 },
    // The kindergarten's day of the sale: the month it counts in (monthly review), whenever the period starts.
    soldOn: { kind: 'date', required: true, sort: true, filter: 'range' },
  },
  actions: { create: false, update: false, delete: false, export: true },
});

/** The state of a membership ending on `endDate` (null: never had one), on the kindergarten's `today` (yyyy-mm-dd strings compare as dates). */
export function membershipState(endDate: string | null, today: string, endingDays = MEMBERSHIP_ENDING_DAYS): MembershipState {
  if (endDate === null) return 'none';
  if (endDate < today) return 'expired';
  const last = new Date(`${today}T00:00:00Z`);
  last.setUTCDate(last.getUTCDate() + endingDays);
  return endDate <= last.toISOString().slice(0, 10) ? 'ending' : 'active';
}
