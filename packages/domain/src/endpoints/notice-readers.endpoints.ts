import { defineEndpoint, fileAnswer, XLSX_TYPE } from '../endpoint/define-endpoint.js';
import { noticeReadersQuerySchema, noticeReadersSchema } from '../notice-readers-api.js';

/** Who has read a published notice, and who in its audience has not yet (issue 15), with its sheet. */
export const noticeReaderEndpoints = {
  readers: defineEndpoint({
    area: 'school',
    method: 'GET',
    path: '/school/notice/readers',
    summary: "A notice's family readers (parent, child, class, when) and its audience's children not read yet, with the counts",
    access: { permission: 'school:notice:view' },
    input: noticeReadersQuerySchema,
    answer: noticeReadersSchema,
  }),
  readersExport: defineEndpoint({
    area: 'school',
    method: 'GET',
    path: '/school/notice/readers/export',
    summary: "A notice's readers and not-yet readers as a spreadsheet",
    access: { permission: 'school:notice:export' },
    rateBucket: 'export',
    input: noticeReadersQuerySchema,
    answer: fileAnswer(XLSX_TYPE),
  }),
} as const;
