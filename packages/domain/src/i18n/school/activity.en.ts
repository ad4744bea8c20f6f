import type { DictShape } from '../types.js';
import type { activityTextZhCN, activityZhCN } from './activity.zh-CN.js';

export const activityEn: DictShape<typeof activityZhCN> = {
  activity: {
    title: 'Activities',
    fields: {
      kigId: 'Kindergarten',
      title: 'Title',
      sender: 'Sender',
      audience: 'For',
      gradeIds: 'Grades',
      classIds: 'Classes',
      content: 'Content',
      beginDate: 'Applications open',
      endDate: 'Applications close',
      contactName: 'Contact',
      contactPhone: 'Contact phone',
      cover: 'Cover picture',
      state: 'Review status',
      appliedCount: 'Applied',
      reason: 'Reason not passed',
      reviewedBy: 'Reviewed by',
      reviewedAt: 'Reviewed at',
      publishedBy: 'Published by',
      publishedAt: 'Published at',
    },
    values: {
      state: { pending: 'Pending review', passed: 'Passed', notPassed: 'Not passed', published: 'Published', unpublished: 'Unpublished' },
    },
  },
  activityApplication: {
    title: 'Activity applications',
    fields: {
      kigId: 'Kindergarten',
      activityId: 'Activity',
      studentId: 'Child',
      classId: 'Class',
      parentId: 'Parent',
      phone: "Parent's phone",
      appliedAt: 'Applied at',
    },
  },
};

export const activityTextEn: DictShape<typeof activityTextZhCN> = {
  activity: {
    publishedLocked: 'A published activity cannot be changed or deleted: unpublish it first',
    notYours: 'Only activities you drafted yourself can be published directly',
  },
  application: {
    notPublished: 'This activity is not published: applications are not taken',
    notOpen: 'Applications have not opened yet',
    closed: 'Applications have closed',
    already: 'This child has already applied for this activity',
    notTargeted: "This activity is not for the child's class",
    notYourChild: 'You can only apply for your own child',
  },
};
