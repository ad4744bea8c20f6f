import type { AnyEntity } from '../entity/define.js';
import { type LinkDef, linkSides } from '../entity/link.js';
import { parentStudentLink } from './campus/parent-student.link.js';
import { auditLogEntity } from './system/audit-log.entity.js';
import { dictionaryEntity } from './system/dictionary.entity.js';
import { menuEntity } from './system/menu.entity.js';
import { organizationEntity } from './system/organization.entity.js';
import { roleEntity } from './system/role.entity.js';
import { userEntity } from './system/user.entity.js';
import { braceletEntity } from './campus/bracelet.entity.js';
import { classEntity } from './campus/class.entity.js';
import { classroomEntity } from './campus/classroom.entity.js';
import { driverEntity } from './campus/driver.entity.js';
import { enrollmentEntity } from './campus/enrollment.entity.js';
import { gradeEntity } from './campus/grade.entity.js';
import { parentEntity } from './campus/parent.entity.js';
import { positionEntity } from './campus/position.entity.js';
import { studentEntity } from './campus/student.entity.js';
import { teacherEntity } from './campus/teacher.entity.js';
import { termEntity } from './campus/term.entity.js';
import { visitorEntity } from './campus/visitor.entity.js';
import { consentEntity } from './campus/consent.entity.js';
import { deviceEntity } from './device/device.entity.js';
import { cameraEntity } from './device/camera.entity.js';
import { gatewayEntity } from './device/gateway.entity.js';
import { speakerEntity } from './device/speaker.entity.js';
import { attendanceRuleEntity } from './attendance/attendance-rule.entity.js';
import { leaveRequestEntity } from './attendance/leave-request.entity.js';
import { healthCheckEntity } from './health/health-check.entity.js';
import { healthSettingEntity } from './health/health-setting.entity.js';
import { medicalContractEntity } from './health/medical-contract.entity.js';
import { doctorMessageEntity } from './health/doctor-message.entity.js';
import { eyeTestEntity } from './health/eye-test.entity.js';
import { measurementEntity } from './health/measurement.entity.js';
import { epidemicReportEntity } from './health/epidemic-report.entity.js';
import { growthReportEntity } from './health/growth-report.entity.js';
import { recipeEntity } from './school/recipe.entity.js';
import { timetableSettingEntity } from './school/timetable-setting.entity.js';
import { activityEntity } from './school/activity.entity.js';
import { activityApplicationEntity } from './school/activity-application.entity.js';
import { newsEntity } from './school/news.entity.js';
import { noticeEntity } from './school/notice.entity.js';
import { mailboxLetterEntity } from './school/mailbox-letter.entity.js';
import { kigOpeningEntity } from './agency/kig-opening.entity.js';
import { kigBaseEntity } from './agency/kig-base.entity.js';
import { advertEntity } from './agency/advert.entity.js';
import { documentEntity } from './agency/document.entity.js';
import { salesmanEntity } from './agency/salesman.entity.js';
import { rechargePackageEntity } from './agency/recharge-package.entity.js';
import { vipPackageEntity } from './agency/vip-package.entity.js';
import { kigFeeSettingEntity, kigVipPriceEntity } from './agency/vip-price.entity.js';
import { kigPaymentSettingEntity } from './agency/payment-setting.entity.js';
import { membershipEntity } from './agency/membership.entity.js';
import { monthlyReviewEntity } from './agency/monthly-review.entity.js';
import { smsPackageEntity } from './agency/sms-package.entity.js';
import { smsOfferEntity } from './agency/sms-offer.entity.js';
import { sysMessageEntity } from './operations/sys-message.entity.js';
import { growTagEntity } from './operations/grow-tag.entity.js';
import { costEntity } from './operations/cost.entity.js';
import { popupEntity } from './operations/popup.entity.js';
import { feedbackEntity } from './operations/feedback.entity.js';
import { helpArticleEntity } from './operations/help-article.entity.js';
import { rechargeEntity } from './money/recharge.entity.js';
import { withdrawalEntity } from './money/withdrawal.entity.js';
import { paymentOrderEntity } from './money/payment-order.entity.js';
import { paymentRefundEntity } from './money/payment-refund.entity.js';

/** Every declared entity, with their literal types (permission codes are derived from them); a new area adds its declarations here. */
export const DECLARED_ENTITIES = [
  organizationEntity,
  userEntity,
  roleEntity,
  menuEntity,
  dictionaryEntity,
  auditLogEntity,
  gradeEntity,
  classroomEntity,
  classEntity,
  termEntity,
  positionEntity,
  teacherEntity,
  studentEntity,
  parentEntity,
  driverEntity,
  visitorEntity,
  enrollmentEntity,
  braceletEntity,
  consentEntity,
  deviceEntity,
  cameraEntity,
  gatewayEntity,
  speakerEntity,
  attendanceRuleEntity,
  leaveRequestEntity,
  healthCheckEntity,
  healthSettingEntity,
  medicalContractEntity,
  doctorMessageEntity,
  eyeTestEntity,
  measurementEntity,
  epidemicReportEntity,
  growthReportEntity,
  recipeEntity,
  timetableSettingEntity,
  activityEntity,
  activityApplicationEntity,
  noticeEntity,
  newsEntity,
  mailboxLetterEntity,
  kigOpeningEntity,
  kigBaseEntity,
  advertEntity,
  documentEntity,
  salesmanEntity,
  rechargePackageEntity,
  vipPackageEntity,
  kigFeeSettingEntity,
  kigVipPriceEntity,
  kigPaymentSettingEntity,
  membershipEntity,
  monthlyReviewEntity,
  smsPackageEntity,
  smsOfferEntity,
  sysMessageEntity,
  growTagEntity,
  costEntity,
  popupEntity,
  feedbackEntity,
  helpArticleEntity,
  rechargeEntity,
  withdrawalEntity,
  paymentOrderEntity,
  paymentRefundEntity,
] as const;

export const ENTITIES: readonly AnyEntity[] = DECLARED_ENTITIES;

/** Every declared link between two entities' rows. */
export const DECLARED_LINKS = [parentStudentLink] as const;

export const LINKS: readonly LinkDef[] = DECLARED_LINKS;

export function linkByName(name: string): LinkDef | undefined {
  return LINKS.find((l) => l.name === name);
}

/** The links an entity is a side of. */
export function linksOf(entityName: string): LinkDef[] {
  return LINKS.filter((l) => linkSides(l, entityName));
}

/** A declaration by name (the server's; the web's shared pieces read `entityRef`, which loads no declaration). */
export function entityByName(name: string): AnyEntity | undefined {
  return ENTITIES.find((e) => e.name === name);
}

export * from './common.js';
export * from './entity-index.js';
export * from './money/money.js';
export * from './money/recharge.entity.js';
export * from './money/withdrawal.entity.js';
export * from './money/payment-order.entity.js';
export * from './money/payment-refund.entity.js';
export * from './system/audit-log.entity.js';
export * from './system/dictionary.entity.js';
export * from './system/menu.entity.js';
export * from './system/organization.entity.js';
export * from './system/role.entity.js';
export * from './system/user.entity.js';
export * from './campus/bracelet.entity.js';
export * from './campus/class.entity.js';
export * from './campus/classroom.entity.js';
export * from './campus/common.js';
export * from './campus/driver.entity.js';
export * from './campus/enrollment.entity.js';
export * from './campus/grade.entity.js';
export * from './campus/parent.entity.js';
export * from './campus/parent-student.link.js';
export * from './campus/position.entity.js';
export * from './campus/student.entity.js';
export * from './campus/teacher.entity.js';
export * from './campus/term.entity.js';
export * from './campus/visitor.entity.js';
export * from './campus/consent.entity.js';
export * from './campus/consent-texts.js';
export * from './school/mailbox-letter.entity.js';
export * from './agency/kig-opening.entity.js';
export * from './agency/kig-base.entity.js';
export * from './agency/advert.entity.js';
export * from './agency/document.entity.js';
export * from './agency/salesman.entity.js';
export * from './agency/shelf.js';
export * from './agency/recharge-package.entity.js';
export * from './agency/vip-package.entity.js';
export * from './agency/vip-price.entity.js';
export * from './agency/payment-setting.entity.js';
export * from './agency/membership.entity.js';
export * from './agency/monthly-review.entity.js';
export * from './agency/sms-package.entity.js';
export * from './agency/sms-offer.entity.js';
export * from './operations/sys-message.entity.js';
export * from './operations/grow-tag.entity.js';
export * from './operations/cost.entity.js';
export * from './operations/popup.entity.js';
export * from './operations/feedback.entity.js';
export * from './operations/help-article.entity.js';
export * from './device/device.entity.js';
export * from './device/camera.entity.js';
export * from './device/gateway.entity.js';
export * from './device/speaker.entity.js';
export * from './attendance/common.js';
export * from './attendance/attendance-rule.entity.js';
export * from './attendance/leave-request.entity.js';
export * from './attendance/person-of-kind.js';
export * from './health/common.js';
export * from './health/health-check.entity.js';
export * from './health/health-setting.entity.js';
export * from './health/temperature-order.js';
export * from './health/medical-contract.entity.js';
export * from './health/doctor-message.entity.js';
export * from './health/eye-test.entity.js';
export * from './health/measurement.entity.js';
export * from './health/epidemic-report.entity.js';
export * from './health/growth-report.entity.js';
export * from './school/recipe.entity.js';
export * from './school/recipe-week.js';
export * from './school/school-week.js';
export * from './school/timetable-setting.entity.js';
export * from './school/timetable-week.js';
export * from './school/audience.js';
export * from './school/activity.entity.js';
export * from './school/activity-application.entity.js';
export * from './school/notice.entity.js';
export * from './school/news.entity.js';
