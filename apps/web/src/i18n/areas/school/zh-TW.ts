import { noticeEntitiesZhTW, noticeTextZhTW } from '@kg/domain/i18n/school/notice.zh-TW';
import { mealsZhTW } from '@kg/domain/i18n/school/meals.zh-TW';
import { schoolEntitiesZhTW, schoolTextZhTW } from '@kg/domain/i18n/school/zh-TW';
import { mealsScreens } from '../../zh-TW/meals';
import { schoolActivity } from '../../zh-TW/school-activity';
import { mailbox } from '../../zh-TW/mailbox';
import { noticeReaders } from '../../zh-TW/notice-readers';

/** school's words (zh-TW): loaded with its pages (areas.ts). */
export const words = {
  entity: { ...noticeEntitiesZhTW, ...mealsZhTW, ...schoolEntitiesZhTW },
  ...noticeTextZhTW,
  school: schoolTextZhTW,
  mealsScreens,
  schoolActivity,
  mailbox,
  noticeReaders,
};
