import { renewalTextEn } from './agency/renewal.en.js';
import { kigGroupTextEn } from './operations/group.en.js';
import { institutionTextEn } from './operations/institution.en.js';
import { opsStatsTextEn } from './operations/stats.en.js';
import { coreEn } from './core/en.js';
import { operationsEntitiesEn, operationsTextEn } from './operations/en.js';
import { supervisionTextEn } from './supervision/en.js';
import { moneyEntitiesEn, moneyTextEn } from './money/en.js';
import { statementTextEn } from './money/statement.en.js';
import { paymentEntitiesEn, paymentTextEn } from './payment/en.js';
import { agencyEntitiesEn, agencyTextEn } from './agency/en.js';
import { packEntitiesEn, packTextEn } from './agency/pack.en.js';
import { smsEntitiesEn, smsTextEn } from './agency/sms-en.js';
import { noticeEntitiesEn, noticeTextEn } from './school/notice.en.js';
import { schoolEntitiesEn, schoolTextEn } from './school/en.js';
import { familiesEn } from './families/en.js';
import { healthEn, healthTextEn } from './health/en.js';
import { attendanceEn, attendanceTextEn } from './attendance/en.js';
import { deviceEn } from './device/en.js';
import { campusEn } from './campus/en.js';
import { consentTextEn } from './campus/consent-en.js';
import { systemEn } from './system/en.js';
import type { DictShape } from './types.js';
import type { zhCN } from './zh-CN.js';
import { mealsEn, mealsTextEn } from './school/meals.en.js';

export const en: DictShape<typeof zhCN> = {
  ...coreEn,
  attendance: attendanceTextEn,
  health: healthTextEn,
  consent: consentTextEn,
  meals: mealsTextEn,
  ...noticeTextEn,
  entity: {
    ...noticeEntitiesEn,
    ...attendanceEn,
    ...healthEn,
    ...mealsEn,
    ...deviceEn,
    ...campusEn,
    ...systemEn,
    ...schoolEntitiesEn,
    ...agencyEntitiesEn,
    ...packEntitiesEn,
    ...smsEntitiesEn,
    ...moneyEntitiesEn,
    ...paymentEntitiesEn,
    ...operationsEntitiesEn,
  },
  families: familiesEn,
  school: schoolTextEn,
  agency: agencyTextEn,
  ...packTextEn,
  ...moneyTextEn,
  ...statementTextEn,
  ...paymentTextEn,
  sms: smsTextEn,
  operations: operationsTextEn,
  ...kigGroupTextEn,
  ...institutionTextEn,
  ...renewalTextEn,
  ...opsStatsTextEn,
  ...supervisionTextEn,
};
