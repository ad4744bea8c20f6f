import { noticeEntitiesZhCN, noticeTextZhCN } from '@kg/domain/i18n/school/notice.zh-CN';
import { mealsZhCN } from '@kg/domain/i18n/school/meals.zh-CN';
import { schoolEntitiesZhCN, schoolTextZhCN } from '@kg/domain/i18n/school/zh-CN';
import { mealsScreens } from '../../zh-CN/meals';
import { schoolActivity } from '../../zh-CN/school-activity';
import { mailbox } from '../../zh-CN/mailbox';
import { noticeReaders } from '../../zh-CN/notice-readers';

/** school's words (zh-CN): loaded with its pages (areas.ts). */
export const words = {
  entity: { ...noticeEntitiesZhCN, ...mealsZhCN, ...schoolEntitiesZhCN },
  ...noticeTextZhCN,
  school: schoolTextZhCN,
  mealsScreens,
  schoolActivity,
  mailbox,
  noticeReaders,
};
