import { defineEndpoint, fileAnswer } from '../endpoint/define-endpoint.js';
import { documentDownloadQuerySchema, familyAdvertsQuerySchema, familyAdvertsSchema } from '../advert-api.js';

/**
 * Adverts and documents (issue 16) beside their generic calls: the parents' app reads the adverts in
 * force for its children's kindergartens; a document's file is downloaded through the server, which
 * checks who asks (the file is never served at its bare address).
 */
export const advertEndpoints = {
  familyAdverts: defineEndpoint({
    area: 'families',
    method: 'GET',
    path: '/app/v1/adverts',
    summary:
      "Adverts in force today (each kindergarten's time zone) at a position for the family's kindergartens: on, within their period, of the kindergarten's agent (or the platform), highest weight first, then sort",
    access: { family: true },
    input: familyAdvertsQuerySchema,
    answer: familyAdvertsSchema,
  }),
  downloadDocument: defineEndpoint({
    area: 'agency',
    method: 'GET',
    path: '/agency/document/download',
    summary: "A document's file, to a session that sees the document (the platform's, or its own agent's)",
    access: { permission: 'agency:document:view' },
    input: documentDownloadQuerySchema,
    answer: fileAnswer('application/octet-stream'),
  }),
} as const;
