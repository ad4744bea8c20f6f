import { type AttendanceCounts, type ClassCounts, percentage, PRESENT_STATUSES } from '@kg/domain';
import type { Person, PersonDay } from './person-days.js';

export const emptyCounts = (): AttendanceCounts => ({ expected: 0, present: 0, late: 0, leftEarly: 0, absent: 0, leave: 0, pending: 0, rate: 0 });

/** The counts that add up (every one but the rate, which is worked out from the sums). */
export const SUMMED_COUNTS = ['expected', 'present', 'late', 'leftEarly', 'absent', 'leave', 'pending'] as const;

/** Adds a person-day: working days are expected; an arrival on a day off counts as present only. */
export function addDay(counts: AttendanceCounts, day: PersonDay): void {
  const came = PRESENT_STATUSES.includes(day.status);
  if (!day.workDay) {
    if (came) counts.present++;
    return;
  }
  counts.expected++;
  if (came) counts.present++;
  if (day.status === 'late' || day.status === 'lateAndLeftEarly') counts.late++;
  if (day.status === 'leftEarly' || day.status === 'lateAndLeftEarly') counts.leftEarly++;
  if (day.status === 'absent') counts.absent++;
  if (day.status === 'leave') counts.leave++;
  if (day.status === 'pending') counts.pending++;
}

/** The rate of counts summed from others: present / expected. */
export function withRate<C extends Omit<AttendanceCounts, 'rate'>>(counts: C): C & { rate: number } {
  return { ...counts, rate: percentage(counts.present, counts.expected) };
}

export function total(days: Iterable<PersonDay>): AttendanceCounts {
  const counts = emptyCounts();
  for (const d of days) addDay(counts, d);
  return withRate(counts);
}

/** Counts by class, in the classes' order; every class with children appears, even with no event. */
export function byClass(days: Iterable<PersonDay>, people: Person[]): ClassCounts[] {
  const out = new Map<string, ClassCounts>();
  for (const p of people) {
    if (p.classId && !out.has(p.classId)) out.set(p.classId, { classId: p.classId, className: p.className ?? '', ...emptyCounts() });
  }
  for (const d of days) if (d.person.classId) addDay(out.get(d.person.classId)!, d);
  return [...out.values()].map(withRate);
}
