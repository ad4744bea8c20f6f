import type { Locale } from '../../languages.js';
import { CONSENT_TEXT_VERSIONS_WORDED } from '../../i18n/campus/consent-wording.js';

/**
 * Guardians' consent (PIPL art. 28, 31: a guardian's separate consent to process a child's sensitive
 * data): the purposes asked for one by one, the decisions, and where a decision came from.
 */
export const CONSENT_PURPOSES = ['facePhotos', 'healthChecks'] as const;
export type ConsentPurpose = (typeof CONSENT_PURPOSES)[number];

export const CONSENT_DECISIONS = ['given', 'withdrawn'] as const;
export type ConsentDecision = (typeof CONSENT_DECISIONS)[number];

/** A child's state for one purpose: the latest decision, or none yet (which counts as not given). */
export const CONSENT_STATES = ['given', 'withdrawn', 'none'] as const;
export type ConsentState = (typeof CONSENT_STATES)[number];

/** `family`: a parent of the child through the families' API; `paper`: entered by the kindergarten from a signed form with its scan. */
export const CONSENT_SOURCES = ['family', 'paper'] as const;
export type ConsentSource = (typeof CONSENT_SOURCES)[number];

/**
 * Every version of the consent texts a guardian may have agreed to, with its wording (kept with the
 * dictionaries, being text in each language): a decision names the version it was made on, so a text
 * is never changed, only followed by a new version.
 */
export const CONSENT_TEXTS = CONSENT_TEXT_VERSIONS_WORDED satisfies readonly { version: string; purpose: ConsentPurpose; wording: Record<Locale, string> }[];

export type ConsentText = (typeof CONSENT_TEXTS)[number];

/** Every version a decision may name. */
export const CONSENT_TEXT_VERSIONS = [...new Set(CONSENT_TEXTS.map((t) => t.version))] as readonly string[];

/** The text a guardian is asked to agree to now, for a purpose: the last version of it. */
export function currentConsentText(purpose: ConsentPurpose): ConsentText {
  const texts = CONSENT_TEXTS.filter((t) => t.purpose === purpose);
  return texts[texts.length - 1]!;
}

/** Whether a version of a purpose's text exists. */
export const isConsentVersion = (purpose: ConsentPurpose, version: string): boolean => CONSENT_TEXTS.some((t) => t.purpose === purpose && t.version === version);
