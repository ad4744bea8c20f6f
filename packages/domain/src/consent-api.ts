import { z } from 'zod';
import './zod-messages.js';
import { CONSENT_DECISIONS, CONSENT_PURPOSES, CONSENT_STATES, isConsentVersion } from './entities/campus/consent-texts.js';
import { FORMATS } from './entity/formats.js';

const purpose = z.enum(CONSENT_PURPOSES);
const decision = z.enum(CONSENT_DECISIONS);
const state = z.enum(CONSENT_STATES);

/** A child's consent state for each purpose (none yet counts as not given). */
export const consentStatesSchema = z.object({ studentId: z.string(), facePhotos: state, healthChecks: state });
export type ConsentStates = z.infer<typeof consentStatesSchema>;

/** POST /campus/consent/states: the states of the children of a page (those the session reaches). */
export const consentStatesQuerySchema = z.object({ studentIds: z.array(z.uuid()).min(1).max(100, { error: 'validation.tooMany' }) });

/** The version must be one of the purpose's texts. */
const versionOfPurpose = <T extends { purpose: (typeof CONSENT_PURPOSES)[number]; textVersion: string }>(v: T) => isConsentVersion(v.purpose, v.textVersion);

/**
 * POST /campus/consent/record: the kindergarten enters a decision from a signed paper form, with the
 * guardian's name and the form's scan (an upload of the kindergarten's, required) and the text's version printed on it.
 */
export const paperConsentSchema = z
  .object({
    studentId: z.uuid(),
    purpose,
    decision,
    guardianName: z
      .string()
      .trim()
      .min(1, { error: 'validation.required' })
      .max(32, { error: 'validation.tooLong' })
      .refine((v) => FORMATS.personName.test(v), { error: 'validation.format.personName' }),
    scanPath: z.string().trim().min(1, { error: 'validation.required' }).max(300, { error: 'validation.tooLong' }),
    textVersion: z.string().trim().min(1, { error: 'validation.required' }).max(16, { error: 'validation.tooLong' }),
  })
  .refine(versionOfPurpose, { path: ['textVersion'], error: 'consent.errors.version' });
export type PaperConsentBody = z.input<typeof paperConsentSchema>;

/** A parent's decision for one of their children, on the text version they were shown. */
export const familyConsentSchema = z
  .object({ studentId: z.uuid(), purpose, decision, textVersion: z.string().trim().min(1, { error: 'validation.required' }).max(16, { error: 'validation.tooLong' }) })
  .refine(versionOfPurpose, { path: ['textVersion'], error: 'consent.errors.version' });
export type FamilyConsentBody = z.input<typeof familyConsentSchema>;

export const recordedConsentSchema = z.object({ id: z.string(), studentId: z.string(), purpose, decision, decidedAt: z.string() });
export type RecordedConsent = z.infer<typeof recordedConsentSchema>;

/** GET /app/v1/consents: the family's children with their states, and the texts to agree to now, in the request's language. */
export const familyConsentsSchema = z.object({
  children: z.array(consentStatesSchema.extend({ name: z.string() })),
  texts: z.array(z.object({ purpose, version: z.string(), text: z.string() })),
});
export type FamilyConsents = z.infer<typeof familyConsentsSchema>;
