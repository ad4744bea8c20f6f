import { defineEntity } from '../../entity/define.js';
import { statusField } from '../common.js';
import { KIG_OPENING_STATES, KIG_SYSTEM_TYPES } from './kig-opening.entity.js';

/**
 * The services a kindergarten is sold (spec section 3), each a flag operations switch: what each
 * gates is said where it takes effect (server `modules/agency/kig-services.ts`).
 */
export const KIG_SERVICES = ['morningCheckService', 'checkInService', 'onlinePayService', 'videoPayService', 'checkPayService'] as const;
export type KigService = (typeof KIG_SERVICES)[number];

/** Where each type of recharge package bought keeps its last day on the kindergarten's record (money's purchase extends it). */
export const SERVICE_END_FIELDS = { platform: 'platformServiceEnd', video: 'videoServiceEnd', morningCheck: 'morningCheckServiceEnd' } as const;

/**
 * The last day of a service after `months` bought on `today` (dates 'YYYY-MM-DD'): a running service
 * (its end today or later) runs on from the day after its end, an ended one (or none) starts today; it
 * lasts that many calendar months (a day past a month's end is its last day: Jan 31 + 1 month ends Feb 28).
 */
export function extendedServiceEnd(currentEnd: string | null, today: string, months: number): string {
  const start = currentEnd && currentEnd >= today ? shiftDays(currentEnd, 1) : today;
  const [y, m, d] = start.split('-').map(Number) as [number, number, number];
  const monthIndex = y * 12 + (m - 1) + months;
  const year = Math.floor(monthIndex / 12);
  const month = (monthIndex % 12) + 1;
  const lastDay = new Date(Date.UTC(year, month, 0)).getUTCDate();
  // The day before the same day `months` later: Mar 15 + 1 month ends Apr 14; Jan 31 + 1 month ends Feb 28 (Mar 1 less a day).
  const sameDay = d <= lastDay ? Date.UTC(year, month - 1, d) : Date.UTC(year, month, 1);
  return new Date(sameDay - 86_400_000).toISOString().slice(0, 10);
}

function shiftDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

/**
 * A kindergarten's whole record (spec section 3, "Kindergarten"; issue 16), the agents' and
 * operations' Kindergartens ("base") screen. Its rows are the kindergarten organisations themselves
 * (server: kig-base.resource.ts says why); nothing is created or deleted here (opening does, System
 * management does). The head's phone is shown, changed only behind an SMS code; the live totals of
 * children, teachers and classes are counted when asked for (`kigBaseEndpoints.totals`). Its service
 * state is the organisation's (disabled in System management: the service has ended), read-only here;
 * a kindergarten whose service has ended may have its data deleted behind an SMS code
 * (`kigBaseEndpoints.eraseKig`).
 */
export const kigBaseEntity = defineEntity({
  name: 'kigBase',
  area: 'agency',
  scope: 'organisation',
  permission: 'agency:kigBase',
  labelField: 'name',
  defaultSort: { field: 'code', order: 'asc' },
  actions: { create: false, delete: false, export: true },
  fields: {
    code: { kind: 'text', max: 32, format: 'code', filter: 'like', sort: true, form: false, width: 110 },
    name: { kind: 'text', max: 64, required: true, filter: 'like', sort: true, width: 200 },
    category: { kind: 'dict', dictType: 'orgCategory', filter: 'eq', width: 100 },
    // The agent the kindergarten belongs to (directly or through a group): set by the server.
    agentId: { kind: 'ref', entity: 'organization', filter: 'eq', form: false, width: 140 },
    contactName: { kind: 'text', max: 32, format: 'personName', width: 100 },
    // Shown, never edited here: its change is protected by an SMS code.
    contactPhone: { kind: 'text', max: 20, format: 'phone', form: false, width: 120 },
    checkedFlag: { kind: 'enum', values: KIG_OPENING_STATES, required: true, default: 'approved', filter: 'eq', form: false, width: 100 },
    openDate: { kind: 'date', filter: 'range', sort: true, width: 110 },
    areaCode: { kind: 'area', filter: 'eq' },
    address: { kind: 'text', max: 200, list: 'more' },
    website: { kind: 'text', max: 200, format: 'url', list: 'more' },
    photo: { kind: 'image', upload: 'image', list: 'more' },
    systemType: { kind: 'enum', values: KIG_SYSTEM_TYPES, required: true, default: 'universal', filter: 'eq', width: 100 },
    morningCheckService: { kind: 'flag', default: true, filter: 'eq', width: 90 },
    checkInService: { kind: 'flag', default: true, filter: 'eq', width: 90 },
    onlinePayService: { kind: 'flag', default: false, filter: 'eq', width: 90 },
    videoPayService: { kind: 'flag', default: false, filter: 'eq', width: 90 },
    checkPayService: { kind: 'flag', default: false, filter: 'eq', width: 90 },
    // The last day of each service bought (a recharge package of its type, money/purchase.service.ts): set by purchases only.
    platformServiceEnd: { kind: 'date', form: false, sort: true, width: 120 },
    videoServiceEnd: { kind: 'date', form: false, list: 'more' },
    morningCheckServiceEnd: { kind: 'date', form: false, list: 'more' },
    status: statusField,
  },
});
