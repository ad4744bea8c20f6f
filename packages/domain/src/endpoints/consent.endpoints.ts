import { z } from 'zod';
import { consentStatesQuerySchema, consentStatesSchema, familyConsentSchema, familyConsentsSchema, paperConsentSchema, recordedConsentSchema } from '../consent-api.js';
import { defineEndpoint } from '../endpoint/define-endpoint.js';

/** Guardians' consent (issue 15): the states the campus and health screens show, and a paper form entered. */
export const consentEndpoints = {
  states: defineEndpoint({
    area: 'campus',
    method: 'POST',
    path: '/campus/consent/states',
    summary: 'The consent states (face photos, health checks) of the given children the session reaches; others are left out',
    // The children's list shows them beside each child; the consent page too.
    access: { permission: ['campus:student:view', 'campus:consent:view'] },
    input: consentStatesQuerySchema,
    answer: z.array(consentStatesSchema),
  }),
  record: defineEndpoint({
    area: 'campus',
    method: 'POST',
    path: '/campus/consent/record',
    summary: "Records a guardian's decision from a signed paper form, with the form's scan; it takes effect at once",
    access: { permission: 'campus:consent:record' },
    input: paperConsentSchema,
    answer: recordedConsentSchema,
    success: 'success.saved',
  }),
  // The parents' app: a family's own children only (another child answers as a random id).
  familyStates: defineEndpoint({
    area: 'families',
    method: 'GET',
    path: '/app/v1/consents',
    summary: "The family's children with their consent states (face photos, health checks), and the consent texts to agree to now",
    access: { family: true },
    answer: familyConsentsSchema,
  }),
  familyRecord: defineEndpoint({
    area: 'families',
    method: 'POST',
    path: '/app/v1/consents',
    summary: 'A parent gives or withdraws consent for one of their own children, on the text version shown; it takes effect at once',
    access: { family: true },
    input: familyConsentSchema,
    answer: recordedConsentSchema,
    success: 'success.saved',
  }),
};
