import { renewalTextZhTW } from './agency/renewal.zh-TW.js';
import { kigGroupTextZhTW } from './operations/group.zh-TW.js';
import { institutionTextZhTW } from './operations/institution.zh-TW.js';
import { opsStatsTextZhTW } from './operations/stats.zh-TW.js';
import { coreZhTW } from './core/zh-TW.js';
import { operationsEntitiesZhTW, operationsTextZhTW } from './operations/zh-TW.js';
import { supervisionTextZhTW } from './supervision/zh-TW.js';
import { moneyEntitiesZhTW, moneyTextZhTW } from './money/zh-TW.js';
import { statementTextZhTW } from './money/statement.zh-TW.js';
import { paymentEntitiesZhTW, paymentTextZhTW } from './payment/zh-TW.js';
import { agencyEntitiesZhTW, agencyTextZhTW } from './agency/zh-TW.js';
import { packEntitiesZhTW, packTextZhTW } from './agency/pack.zh-TW.js';
import { smsEntitiesZhTW, smsTextZhTW } from './agency/sms-zh-TW.js';
import { noticeEntitiesZhTW, noticeTextZhTW } from './school/notice.zh-TW.js';
import { schoolEntitiesZhTW, schoolTextZhTW } from './school/zh-TW.js';
import { familiesZhTW } from './families/zh-TW.js';
import { healthZhTW, healthTextZhTW } from './health/zh-TW.js';
import { attendanceZhTW, attendanceTextZhTW } from './attendance/zh-TW.js';
import { deviceZhTW } from './device/zh-TW.js';
import { campusZhTW } from './campus/zh-TW.js';
import { consentTextZhTW } from './campus/consent-zh-TW.js';
import { systemZhTW } from './system/zh-TW.js';
import type { DictShape } from './types.js';
import type { zhCN } from './zh-CN.js';
import { mealsZhTW, mealsTextZhTW } from './school/meals.zh-TW.js';

export const zhTW: DictShape<typeof zhCN> = {
  ...coreZhTW,
  attendance: attendanceTextZhTW,
  health: healthTextZhTW,
  consent: consentTextZhTW,
  meals: mealsTextZhTW,
  ...noticeTextZhTW,
  entity: {
    ...noticeEntitiesZhTW,
    ...attendanceZhTW,
    ...healthZhTW,
    ...mealsZhTW,
    ...deviceZhTW,
    ...campusZhTW,
    ...systemZhTW,
    ...schoolEntitiesZhTW,
    ...agencyEntitiesZhTW,
    ...packEntitiesZhTW,
    ...smsEntitiesZhTW,
    ...moneyEntitiesZhTW,
    ...paymentEntitiesZhTW,
    ...operationsEntitiesZhTW,
  },
  families: familiesZhTW,
  school: schoolTextZhTW,
  agency: agencyTextZhTW,
  ...packTextZhTW,
  ...moneyTextZhTW,
  ...statementTextZhTW,
  ...paymentTextZhTW,
  sms: smsTextZhTW,
  operations: operationsTextZhTW,
  ...kigGroupTextZhTW,
  ...institutionTextZhTW,
  ...renewalTextZhTW,
  ...opsStatsTextZhTW,
  ...supervisionTextZhTW,
};
