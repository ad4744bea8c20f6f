/** Morning or afternoon check (spec: mon-aft-healthDetail). */
export const CHECK_SESSIONS = ['morning', 'afternoon'] as const;
export type CheckSession = (typeof CHECK_SESSIONS)[number];

/** What a check machine (or a teacher) finds; the first value of each is the healthy one. */
export const HAND_FINDINGS = ['normal', 'rash', 'blister'] as const;
export const MOUTH_FINDINGS = ['normal', 'ulcer', 'herpes', 'redThroat'] as const;
export const TRAUMA_FINDINGS = ['none', 'scratch', 'bruise', 'wound'] as const;
export const NAIL_FINDINGS = ['clean', 'long', 'dirty'] as const;

/** Why a check is abnormal. */
export const ABNORMAL_KINDS = ['fever', 'highFever', 'lowTemperature', 'hand', 'mouth', 'trauma', 'nails'] as const;
export type AbnormalKind = (typeof ABNORMAL_KINDS)[number];

/**
 * auto: nothing to look at; pending: abnormal or unclear, waiting for a teacher; confirmed: the
 * teacher agreed with the machine; corrected: the teacher changed the findings.
 */
export const REVIEW_STATES = ['auto', 'pending', 'confirmed', 'corrected'] as const;
export type ReviewState = (typeof REVIEW_STATES)[number];

/**
 * Whether a teacher may review a check: one waiting for it, or one reviewed before (a second look may
 * correct the first). A check the machine found clear and sure ('auto') has nothing to review.
 */
export function isReviewable(review: unknown): boolean {
  return review === 'pending' || review === 'confirmed' || review === 'corrected';
}

/** Temperatures travel in tenths of a degree Celsius (36.8 °C is 368), as money travels in fen. */
export const TEMPERATURE_DEFAULTS = { fever: 373, highFever: 381, low: 355 } as const;

/**
 * Why a check keeps none of the photos its machine sent: no face-photo consent when it arrived, or the
 * consent withdrawn afterwards (its photos then deleted).
 */
export const PHOTOS_WITHHELD = ['noFaceConsent', 'consentWithdrawn'] as const;
export type PhotosWithheld = (typeof PHOTOS_WITHHELD)[number];
