import { renewalTextZhCN } from './agency/renewal.zh-CN.js';
import { kigGroupTextZhCN } from './operations/group.zh-CN.js';
import { institutionTextZhCN } from './operations/institution.zh-CN.js';
import { opsStatsTextZhCN } from './operations/stats.zh-CN.js';
import { coreZhCN } from './core/zh-CN.js';
import { operationsEntitiesZhCN, operationsTextZhCN } from './operations/zh-CN.js';
import { supervisionTextZhCN } from './supervision/zh-CN.js';
import { moneyEntitiesZhCN, moneyTextZhCN } from './money/zh-CN.js';
import { statementTextZhCN } from './money/statement.zh-CN.js';
import { paymentEntitiesZhCN, paymentTextZhCN } from './payment/zh-CN.js';
import { agencyEntitiesZhCN, agencyTextZhCN } from './agency/zh-CN.js';
import { packEntitiesZhCN, packTextZhCN } from './agency/pack.zh-CN.js';
import { smsEntitiesZhCN, smsTextZhCN } from './agency/sms-zh-CN.js';
import { noticeEntitiesZhCN, noticeTextZhCN } from './school/notice.zh-CN.js';
import { schoolEntitiesZhCN, schoolTextZhCN } from './school/zh-CN.js';
import { familiesZhCN } from './families/zh-CN.js';
import { healthZhCN, healthTextZhCN } from './health/zh-CN.js';
import { attendanceZhCN, attendanceTextZhCN } from './attendance/zh-CN.js';
import { deviceZhCN } from './device/zh-CN.js';
import { campusZhCN } from './campus/zh-CN.js';
import { consentTextZhCN } from './campus/consent-zh-CN.js';
import { systemZhCN } from './system/zh-CN.js';
import { mealsZhCN, mealsTextZhCN } from './school/meals.zh-CN.js';
/** Shared dictionary (server messages, validation, kinds): the source language. */
export const zhCN = {
  ...coreZhCN,
  attendance: attendanceTextZhCN,
  health: healthTextZhCN,
  consent: consentTextZhCN,
  meals: mealsTextZhCN,
  ...noticeTextZhCN,
  entity: {
    ...noticeEntitiesZhCN,
    ...attendanceZhCN,
    ...healthZhCN,
    ...mealsZhCN,
    ...deviceZhCN,
    ...campusZhCN,
    ...systemZhCN,
    ...schoolEntitiesZhCN,
    ...agencyEntitiesZhCN,
    ...packEntitiesZhCN,
    ...smsEntitiesZhCN,
    ...moneyEntitiesZhCN,
    ...paymentEntitiesZhCN,
    ...operationsEntitiesZhCN,
  },
  families: familiesZhCN,
  school: schoolTextZhCN,
  agency: agencyTextZhCN,
  ...packTextZhCN,
  ...moneyTextZhCN,
  ...statementTextZhCN,
  ...paymentTextZhCN,
  sms: smsTextZhCN,
  operations: operationsTextZhCN,
  ...kigGroupTextZhCN,
  ...institutionTextZhCN,
  ...renewalTextZhCN,
  ...opsStatsTextZhCN,
  ...supervisionTextZhCN,
} as const;
