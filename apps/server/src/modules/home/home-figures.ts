import type { AttendanceCounts, HomeFigure, HomeFigureKey, HomeLink, HomeNote, HomeSection, HomeSectionKey, PageKey } from '@kg/domain';

/** What a home figure needs to be read: the permission codes of the session, asked per section. */
export type Can = (permission: string) => boolean;

export function figure(key: HomeFigureKey, value: number, opts: { of?: number; alert?: boolean; link?: HomeLink } = {}): HomeFigure {
  return { key, value, ...opts };
}

/** A link to a page with its filters (empty values left out). */
export function link(page: PageKey, query: Record<string, string | undefined> = {}): HomeLink {
  const kept = Object.fromEntries(Object.entries(query).filter((e): e is [string, string] => Boolean(e[1])));
  return Object.keys(kept).length ? { page, query: kept } : { page };
}

/** A section; `date` names the day its figures are of when it is not today. */
export function section(key: HomeSectionKey, figures: HomeFigure[], note?: HomeNote, date?: string): HomeSection {
  return { key, figures, ...(note ? { note } : {}), ...(date ? { date } : {}) };
}

/** Expected children not arrived: absent, or still to come while the first period runs (the noCheck list). */
export const notArrivedOf = (c: AttendanceCounts) => c.absent + c.pending;

/** A kindergarten's attendance figures of a day (today unless `date` names another), linked to the daily screen and the not-arrived list. */
export function attendanceFigures(c: AttendanceCounts, kigId?: string, date?: string): HomeFigure[] {
  return [
    figure('present', c.present, { of: c.expected, link: link('attendance/daily', { kigId, date }) }),
    figure('notArrived', notArrivedOf(c), { alert: true, link: link('attendance/noCheck', { kigId, date }) }),
    figure('leave', c.leave, { link: link('attendance/daily', { kigId, date }) }),
  ];
}

/** A session's check figures: checked of expected (the statistics), abnormal and waiting (the check list of the day). */
export function checkFigures(
  c: { expected: number; checked: number; abnormal: number; pendingReview: number },
  where: { date: string; session: 'morning' | 'afternoon'; kigId?: string; pastDay?: boolean },
): HomeFigure[] {
  const session = where.session === 'morning' ? undefined : where.session;
  const list = (extra: Record<string, string>) => link('health/check', { date: where.date, session: where.session, kigId: where.kigId, ...extra });
  // The statistics open on today unless told the day.
  const daily = link('health/daily', { date: where.pastDay ? where.date : undefined, session, kigId: where.kigId });
  return [
    figure('checked', c.checked, { of: c.expected, link: daily }),
    figure('abnormal', c.abnormal, { alert: true, link: list({ abnormal: 'true' }) }),
    figure('pendingReview', c.pendingReview, { alert: true, link: list({ review: 'pending' }) }),
  ];
}

/** The installed machines and those offline; a kindergarten without any is told so. */
export function machineSection(m: { machines: number; offline: number }): HomeSection {
  if (m.machines === 0) return section('machines', [], 'noMachines');
  return section('machines', [figure('machines', m.machines, { link: link('device/device') }), figure('offline', m.offline, { alert: true, link: link('device/device') })]);
}
