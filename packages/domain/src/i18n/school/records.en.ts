import type { DictShape } from '../types.js';
import type { recordsTextZhCN } from './records.zh-CN.js';

export const recordsTextEn: DictShape<typeof recordsTextZhCN> = {
  records: {
    columns: {
      kigName: 'Kindergarten',
      title: 'Title',
      kind: 'Kind',
      draftedBy: 'Drafted by',
      draftedAt: 'Drafted at',
      reviewedBy: 'Reviewed by',
      reviewedAt: 'Reviewed at',
      publishedBy: 'Published by',
      publishedAt: 'Published at',
      state: 'State now',
    },
    kind: { activity: 'Activity', notice: 'Notice', news: 'News' },
    period: 'Period',
    allKinds: 'All kinds',
    person: 'Person',
    allPeople: 'Everyone',
    allKindergartens: 'All kindergartens',
    empty: 'Nothing was published in this period',
    sheetTitle: '{{kig}} records {{from}} to {{to}}',
  },
  teacherTotals: {
    columns: {
      name: 'Staff member',
      activitiesDrafted: 'Activities drafted',
      activitiesPublished: 'Activities published',
      noticesPublished: 'Notices published',
      newsPublished: 'News published',
      lettersAnswered: 'Letters answered',
    },
    total: 'Total',
    empty: 'No staff in this period',
    sheetTitle: '{{kig}} teacher totals {{from}} to {{to}}',
  },
};
