import { noticeEntitiesEn, noticeTextEn } from '@kg/domain/i18n/school/notice.en';
import { mealsEn } from '@kg/domain/i18n/school/meals.en';
import { schoolEntitiesEn, schoolTextEn } from '@kg/domain/i18n/school/en';
import { mealsScreens } from '../../en/meals';
import { schoolActivity } from '../../en/school-activity';
import { mailbox } from '../../en/mailbox';
import { noticeReaders } from '../../en/notice-readers';

/** school's words (en): loaded with its pages (areas.ts). */
export const words = {
  entity: { ...noticeEntitiesEn, ...mealsEn, ...schoolEntitiesEn },
  ...noticeTextEn,
  school: schoolTextEn,
  mealsScreens,
  schoolActivity,
  mailbox,
  noticeReaders,
};
