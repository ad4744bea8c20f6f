import type { DictShape } from '@kg/domain';
import type { opsManualCheck as source } from '../zh-CN/manual-check';

export const opsManualCheck: DictShape<typeof source> = {
  kindergarten: 'Kindergarten',
  allKindergartens: 'All kindergartens',
  day: 'Day',
  anyDay: 'Any day',
  session: 'Session',
  anySession: 'Any session',
  child: 'Child',
  className: 'Class',
  checkedAt: 'Checked at',
  temperature: 'Temperature',
  reasons: 'Reasons',
  photo: 'Photos',
  noPhoto: 'No photo',
  review: 'Review',
  empty: 'No check is waiting for review',
  total: '{{count}} waiting for review',
};
