import type { PageKey } from '@kg/domain';
import type { ComponentType } from 'react';

export type PageLoader = () => Promise<ComponentType>;

/**
 * Every page a menu may name by componentUrl. Typed by PAGE_KEYS of @kg/domain, so a key without a page
 * fails tsc; each page is a dynamic import and so its own chunk.
 */
export const pageRegistry: Record<PageKey, PageLoader> = {
  'home/index': () => import('./home/HomePage').then((m) => m.HomePage),
  'system/user': () => import('./system/UserPage').then((m) => m.UserPage),
  'system/admin': () => import('./system/AdminPage').then((m) => m.AdminPage),
  'system/role': () => import('./system/RolePage').then((m) => m.RolePage),
  'system/authorization': () => import('./system/AuthorizationPage').then((m) => m.AuthorizationPage),
  'system/menu': () => import('./system/MenuPage').then((m) => m.MenuPage),
  'system/dictionary': () => import('./system/DictionaryPage').then((m) => m.DictionaryPage),
  'system/area': () => import('./system/AreaPage').then((m) => m.AreaPage),
  'system/organization': () => import('./system/OrganizationPage').then((m) => m.OrganizationPage),
  'system/appModule': () => import('./system/AppModulePage').then((m) => m.AppModulePage),
  'system/log': () => import('./system/LogPage').then((m) => m.LogPage),
  'campus/grade': () => import('./campus/GradePage').then((m) => m.GradePage),
  'campus/class': () => import('./campus/simple-pages').then((m) => m.ClassPage),
  'campus/classroom': () => import('./campus/simple-pages').then((m) => m.ClassroomPage),
  'campus/term': () => import('./campus/simple-pages').then((m) => m.TermPage),
  'campus/position': () => import('./campus/simple-pages').then((m) => m.PositionPage),
  'campus/teacher': () => import('./campus/simple-pages').then((m) => m.TeacherPage),
  'campus/student': () => import('./campus/StudentPage').then((m) => m.StudentPage),
  'campus/parent': () => import('./campus/ParentPage').then((m) => m.ParentPage),
  'campus/driver': () => import('./campus/simple-pages').then((m) => m.DriverPage),
  'campus/visitor': () => import('./campus/simple-pages').then((m) => m.VisitorPage),
  'campus/enrollment': () => import('./campus/EnrollmentPage').then((m) => m.EnrollmentPage),
  'campus/bracelet': () => import('./campus/simple-pages').then((m) => m.BraceletPage),
  'device/device': () => import('./device/DevicePage').then((m) => m.DevicePage),
  'device/camera': () => import('./device/equipment-pages').then((m) => m.CameraPage),
  'device/gateway': () => import('./device/equipment-pages').then((m) => m.GatewayPage),
  'device/speaker': () => import('./device/equipment-pages').then((m) => m.SpeakerPage),
  'device/card': () => import('./device/CardPage').then((m) => m.CardPage),
  'attendance/rule': () => import('./attendance/RulePage').then((m) => m.RulePage),
  'attendance/leave': () => import('./attendance/LeavePage').then((m) => m.LeavePage),
  'attendance/daily': () => import('./attendance/DailyPage').then((m) => m.DailyPage),
  'attendance/noCheck': () => import('./attendance/NoCheckPage').then((m) => m.NoCheckPage),
  'attendance/monthly': () => import('./attendance/MonthlyPage').then((m) => m.MonthlyPage),
  'attendance/report': () => import('./attendance/ReportPage').then((m) => m.ReportPage),
  'health/daily': () => import('./health/HealthDailyPage').then((m) => m.HealthDailyPage),
  'health/monthly': () => import('./health/HealthMonthlyPage').then((m) => m.HealthMonthlyPage),
  'health/check': () => import('./health/HealthCheckPage').then((m) => m.HealthCheckPage),
  'health/dayDetail': () => import('./health/DayDetailPage').then((m) => m.DayDetailPage),
  'health/setting': () => import('./health/HealthSettingPage').then((m) => m.HealthSettingPage),
  'health/message': () => import('./health/MessagePage').then((m) => m.MessagePage),
  'school/mailbox': () => import('./school/MailboxPage').then((m) => m.MailboxPage),
  'health/contract': () => import('./health/ContractPage').then((m) => m.ContractPage),
  'health/abnormal': () => import('./health/AbnormalPage').then((m) => m.AbnormalPage),
  'health/growth': () => import('./health/GrowthReportPage').then((m) => m.GrowthReportPage),
  'health/eye': () => import('./health/record-pages').then((m) => m.EyeTestPage),
  'health/measurement': () => import('./health/record-pages').then((m) => m.MeasurementPage),
  'health/epidemic': () => import('./health/record-pages').then((m) => m.EpidemicPage),
};
