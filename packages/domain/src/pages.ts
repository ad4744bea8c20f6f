/**
 * Every page the web app registers, by componentUrl. Menu items may only name one of these: the web's
 * registry is typed against this list and a server test checks the seeded menus.
 */
export const PAGE_KEYS = [
  'home/index',
  'home/kig',
  'home/message',
  'system/user',
  'system/admin',
  'system/role',
  'system/authorization',
  'system/menu',
  'system/dictionary',
  'system/area',
  'system/organization',
  'system/appModule',
  'system/log',
  'campus/grade',
  'campus/class',
  'campus/classroom',
  'campus/term',
  'campus/position',
  'campus/teacher',
  'campus/student',
  'campus/parent',
  'campus/consent',
  'campus/driver',
  'campus/visitor',
  'campus/enrollment',
  'campus/bracelet',
  'device/device',
  'device/camera',
  'device/gateway',
  'device/speaker',
  'device/card',
  'attendance/rule',
  'attendance/daily',
  'attendance/monthly',
  'attendance/leave',
  'attendance/report',
  'attendance/noCheck',
  'health/daily',
  'health/monthly',
  'health/check',
  'health/dayDetail',
  'health/setting',
  'health/message',
  'school/mailbox',
  'health/contract',
  'health/abnormal',
  'health/eye',
  'health/measurement',
  'health/epidemic',
  'health/growth',
  'school/recipe',
  'school/addRecipe',
  'school/recipeWeek',
  'school/timetable',
  'school/timetableSetting',
  'school/activity',
  'school/activityCount',
  'school/notice',
  'school/news',
  'school/records',
  'school/teacherTotals',
  'agency/kigOpening',
  'agency/kigBase',
  'agency/kigSetting',
  'agency/agentAppModules',
  'agency/advert',
  'agency/document',
  'agency/salesman',
  'agency/stats',
  'agency/rechargePackage',
  'agency/vipPackage',
  'agency/packageDetails',
  'agency/kigFeeSetting',
  'agency/paymentSetting',
  'agency/membership',
  'agency/monthlyReview',
  'agency/agentInfo',
  'agency/smsPackage',
  'agency/smsOffer',
  'operations/sysMessage',
  'operations/growTag',
  'operations/cost',
  'operations/popup',
  'operations/feedback',
  'operations/helpArticle',
  'operations/group',
  'operations/institution',
  'operations/manualCheck',
  'operations/stats',
  'money/recharge',
  'money/withdrawal',
  'money/paymentOrder',
  'money/refund',
  'money/ledger',
  'money/statements',
  'money/reconciliation',
  'supervision/overview',
  'supervision/alert',
  'supervision/authority',
  'supervision/rules',
  'operations/atomTest',
  'operations/atomDebugger',
] as const;
export type PageKey = (typeof PAGE_KEYS)[number];
export function isPageKey(value: string): value is PageKey {
  return (PAGE_KEYS as readonly string[]).includes(value);
}

/**
 * Pages every signed-in user of a system has, whatever their roles grant: what they show is the
 * session's own (the messages addressed to it, judged from the session), so a role an organisation
 * made for itself cannot leave its users without them. The menu tree of every user holds their entries
 * (hidden ones stay hidden), and their routes are `signedIn`.
 */
export const SIGNED_IN_PAGES = ['home/message'] as const satisfies readonly PageKey[];

/**
 * Spec section 2's route names of pages the product serves at a path of its own: the web opens
 * `/<name>` as the page's path (its menu entry's), query and hash kept. A name is here, or is itself
 * a product path, or waits in PLANNED_ROUTES (a test walks the spec's list).
 */
export const PAGE_ALIASES = {
  // Sign-in machines, check robots and the whole list are one page of machines, filtered by kind.
  checkInMachineManagement: 'device/device',
  checkRobotList: 'device/device',
  equipmentList: 'device/device',
  kigCamera: 'device/camera',
  cameraManagement: 'device/camera',
  stereo: 'device/speaker',
  noCheck: 'attendance/noCheck',
  // One page holds the children's and the staff's rules.
  RulesForTeacherAttendance: 'attendance/rule',
  // A kindergarten's medical institutions are its contracts.
  medicalInstitutionsServerKig: 'health/contract',
  // A kindergarten's app functions and its machines' terminal password are parts of its settings page.
  'app-function': 'agency/kigSetting',
  kigCampusChangePsd: 'agency/kigSetting',
  // The parents' app's adverts (and banners, an advert position) of an agent.
  'app-advertisement': 'agency/advert',
  // Filing a recharge by hand (cash or transfer, or the video service's) and a recharge's details are the recharges' page
  // (`?purpose=balance|video` opens the filing form, `?id=` a recharge's details).
  addRechargeCash: 'money/recharge',
  addRechargeVideo: 'money/recharge',
  'recharge-details': 'money/recharge',
} as const satisfies Record<string, PageKey>;

export type PageAlias = keyof typeof PAGE_ALIASES;

/** The areas of spec section 2's screen groups still to be built. */
export type PlannedArea = 'agent' | 'billing' | 'buses' | 'finance' | 'kindergarten' | 'live' | 'operations' | 'school' | 'shop' | 'test';

/** Spec section 2's route names not built yet, each with the area that will build it. */
export const PLANNED_ROUTES = {
  mallHome: 'shop',
  schoolBusStudent: 'buses',
  liveLeaveMessage: 'live',
  mallNoticeList: 'shop',
} as const satisfies Record<string, PlannedArea>;
