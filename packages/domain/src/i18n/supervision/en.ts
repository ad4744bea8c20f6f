import type { DictShape } from '../types.js';
import type { supervisionTextZhCN } from './zh-CN.js';

/** The supervisory platform (issue 18): its messages and labels, English. */
export const supervisionTextEn: DictShape<typeof supervisionTextZhCN> = {
  supervision: {
    builtInRole: 'Supervision administrator',
    alert: {
      closedAlready: 'This alert is closed and can no longer be answered',
      notAnswered: 'The kindergarten has not answered yet; the alert cannot be closed',
    },
    rules: {
      bounds: {
        clusterChildren: 'Children: a whole number from 2 to 30',
        clusterSchoolDays: 'School days: a whole number from 1 to 10',
        sickLeavePercent: 'Sick leave share: a whole number from 5 to 90 (%)',
      },
      noArea: 'This supervision account is bound to no area, so it has no outbreak rules to set',
    },
    authorityKind: { education: 'Education bureau', health: 'Health authority' },
    rule: {
      fever: 'Fever cluster in a class',
      finding: 'Same abnormal finding in a class',
      sickLeave: 'Sick leave in a class above the limit',
    },
    ruleText: {
      fever: '{{children}} or more children of one class with fever within {{days}} school days',
      finding: '{{children}} or more children of one class with the same abnormal finding within {{days}} school days',
      sickLeave: 'More than {{percent}}% of one class on sick leave on a day',
    },
    finding: { hand: 'Hand finding', mouth: 'Mouth finding' },
    status: { open: 'Open', answered: 'Answered', closed: 'Closed' },
    action: { isolation: 'Isolation', disinfection: 'Disinfection', familyNotice: 'Notice to families' },
    event: { raised: 'Alert raised', answered: 'Kindergarten answered', closed: 'Closed by the authority' },
    figures: {
      kigName: 'Kindergarten',
      className: 'Class',
      expected: 'Expected',
      present: 'Present',
      sickLeave: 'Sick leave',
      checked: 'Checked',
      abnormal: 'Abnormal',
      fever: 'Fever',
      openAlerts: 'Open alerts',
      epidemicReports: 'Epidemic reports',
      total: 'Total',
    },
    sheet: { title: '{{org}} area overview {{period}}', byKindergarten: 'Kindergartens' },
  },
};
