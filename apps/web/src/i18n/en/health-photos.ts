import type { DictShape } from '@kg/domain';
import type { healthPhotos as source } from '../zh-CN/health-photos';

export const healthPhotos: DictShape<typeof source> = {
  wall: {
    title: 'Check photos to review',
    flagged: 'Only abnormal or to review',
    none: 'No checks on this day yet',
    noneFlagged: 'Nothing abnormal or waiting for review on this day',
    summary: '{{count}} checks, {{pending}} waiting for review',
  },
  review: {
    noCheck: 'No check was named for review',
    remaining: '{{count}} more waiting for review',
    skip: 'Next',
  },
  history: {
    title: 'Check photo history',
    link: 'Photo history',
    child: 'Child',
    chooseChild: 'Choose a child',
    none: 'No checks in this month',
  },
  message: {
    title: "Doctor's message",
    check: 'The check it is about',
    none: 'No message was named',
    detail: 'Details',
  },
  day: {
    title: 'Day of checks',
    child: 'Child',
    number: 'Number',
    notChecked: 'Not checked',
    photos: '{{count}} photos',
  },
};
