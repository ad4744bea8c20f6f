import { z } from 'zod';
import { consentStatesQuerySchema, consentStatesSchema, paperConsentSchema, recordedConsentSchema } from '../consent-api.js';
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
};
