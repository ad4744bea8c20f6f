/** Whose attendance: the children's or the staff's. */
export const PERSON_KINDS = ['student', 'teacher'] as const;
export type PersonKind = (typeof PERSON_KINDS)[number];

/** ISO weekdays, Monday 1 to Sunday 7. */
export const WEEKDAYS = [1, 2, 3, 4, 5, 6, 7] as const;

/** At most 5 periods a day (spec section 5). */
export const MAX_PERIODS = 5;
