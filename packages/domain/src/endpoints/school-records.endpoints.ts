import { defineEndpoint, fileAnswer, XLSX_TYPE } from '../endpoint/define-endpoint.js';
import { schoolRecordPageSchema, schoolRecordsQuerySchema, teacherTotalsQuerySchema, teacherTotalsSchema } from '../school-records-api.js';

/**
 * School -> Records and Teacher totals (issue 15): a kindergarten's log of what was published and by
 * whom, and each staff member's counts, over a period; a group's kindergartens side by side. Each
 * export asks its own code and the same scope as its report.
 */
export const schoolRecordsEndpoints = {
  records: defineEndpoint({
    area: 'school',
    method: 'POST',
    path: '/school/records/list',
    summary: 'A page of the activities, notices and news published in a period: who drafted, reviewed and published each, and when',
    access: { permission: 'school:records:view' },
    input: schoolRecordsQuerySchema,
    answer: schoolRecordPageSchema,
  }),
  recordsExport: defineEndpoint({
    area: 'school',
    method: 'POST',
    path: '/school/records/export',
    summary: 'Every record the filters select (paging ignored) as a spreadsheet',
    access: { permission: 'school:records:export' },
    rateBucket: 'export',
    input: schoolRecordsQuerySchema,
    answer: fileAnswer(XLSX_TYPE),
  }),
  teacherTotals: defineEndpoint({
    area: 'school',
    method: 'POST',
    path: '/school/teacherTotals/list',
    summary: 'Per staff member (and kindergarten), the activities drafted and published, notices and news published and letters answered in a period',
    access: { permission: 'school:teacherTotals:view' },
    input: teacherTotalsQuerySchema,
    answer: teacherTotalsSchema,
  }),
  teacherTotalsExport: defineEndpoint({
    area: 'school',
    method: 'POST',
    path: '/school/teacherTotals/export',
    summary: 'The teacher totals of a period, with their totals row, as a spreadsheet',
    access: { permission: 'school:teacherTotals:export' },
    rateBucket: 'export',
    input: teacherTotalsQuerySchema,
    answer: fileAnswer(XLSX_TYPE),
  }),
} as const;
