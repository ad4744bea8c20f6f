import type { AppType, MenuKind, PageKey } from '@kg/domain';

type MenuName = { 'zh-CN': string; 'zh-TW': string; en: string };

export interface CatalogueEntry {
  /** Stable key; a child's code starts with its parent's ('system', 'system.user'). */
  code: string;
  parent?: string;
  kind: MenuKind;
  name: MenuName;
  href?: string;
  icon?: string;
  componentUrl?: PageKey;
  permission?: string;
  isShow?: boolean;
  sort: number;
}

const BUTTON_NAMES: Record<string, MenuName> = {
  add: { 'zh-CN': '新增', 'zh-TW': '新增', en: 'Add' },
  edit: { 'zh-CN': '编辑', 'zh-TW': '編輯', en: 'Edit' },
  delete: { 'zh-CN': '删除', 'zh-TW': '刪除', en: 'Delete' },
  export: { 'zh-CN': '导出', 'zh-TW': '匯出', en: 'Export' },
  enable: { 'zh-CN': '启用', 'zh-TW': '啟用', en: 'Enable' },
  disable: { 'zh-CN': '停用', 'zh-TW': '停用', en: 'Disable' },
  resetPassword: { 'zh-CN': '重置密码', 'zh-TW': '重設密碼', en: 'Reset password' },
  authorize: { 'zh-CN': '授权', 'zh-TW': '授權', en: 'Authorize' },
  import: { 'zh-CN': '导入', 'zh-TW': '匯入', en: 'Import' },
  promote: { 'zh-CN': '升级', 'zh-TW': '升級', en: 'Promote' },
  graduate: { 'zh-CN': '毕业', 'zh-TW': '畢業', en: 'Graduate' },
  resign: { 'zh-CN': '离职', 'zh-TW': '離職', en: 'Resign' },
  reinstate: { 'zh-CN': '复职', 'zh-TW': '復職', en: 'Reinstate' },
  leave: { 'zh-CN': '离园', 'zh-TW': '離園', en: 'Leave' },
  return: { 'zh-CN': '返园', 'zh-TW': '返園', en: 'Return' },
  changeClass: { 'zh-CN': '调班', 'zh-TW': '調班', en: 'Change class' },
  follow: { 'zh-CN': '跟进', 'zh-TW': '跟進', en: 'Follow up' },
  preAdmit: { 'zh-CN': '预录取', 'zh-TW': '預錄取', en: 'Pre-admit' },
  invalidate: { 'zh-CN': '设为无效', 'zh-TW': '設為無效', en: 'Mark invalid' },
  reopen: { 'zh-CN': '重新跟进', 'zh-TW': '重新跟進', en: 'Reopen' },
  admit: { 'zh-CN': '录取', 'zh-TW': '錄取', en: 'Admit' },
  register: { 'zh-CN': '注册设备', 'zh-TW': '註冊設備', en: 'Register' },
  resetCode: { 'zh-CN': '重置验证码', 'zh-TW': '重設驗證碼', en: 'New verification code' },
  assign: { 'zh-CN': '分配幼儿园', 'zh-TW': '分配幼兒園', en: 'Assign' },
  bind: { 'zh-CN': '绑定卡号', 'zh-TW': '綁定卡號', en: 'Bind card' },
  approve: { 'zh-CN': '批准', 'zh-TW': '核准', en: 'Approve' },
  reject: { 'zh-CN': '驳回', 'zh-TW': '駁回', en: 'Reject' },
  cancel: { 'zh-CN': '撤销', 'zh-TW': '撤銷', en: 'Cancel' },
  review: { 'zh-CN': '复核', 'zh-TW': '複核', en: 'Review' },
  reply: { 'zh-CN': '回复', 'zh-TW': '回覆', en: 'Reply' },
  write: { 'zh-CN': '写留言', 'zh-TW': '寫留言', en: 'Write' },
  generate: { 'zh-CN': '生成报告', 'zh-TW': '產生報告', en: 'Generate' },
};

/** A page and its action buttons; each button's permission is `<prefix>:<action>`. */
function page(
  code: string,
  parent: string,
  sort: number,
  name: MenuName,
  opts: { componentUrl: PageKey; icon: string; prefix: string; view?: string; buttons?: string[]; href?: string; hidden?: boolean },
): CatalogueEntry[] {
  const entry: CatalogueEntry = {
    code,
    parent,
    kind: 'page',
    name,
    href: opts.href ?? `/${opts.componentUrl}`,
    ...(opts.hidden ? { isShow: false } : {}),
    icon: opts.icon,
    componentUrl: opts.componentUrl,
    permission: opts.view ?? `${opts.prefix}:view`,
    sort,
  };
  const buttons = (opts.buttons ?? []).map((action, i) => ({
    code: `${code}.${action}`,
    parent: code,
    kind: 'button' as const,
    name: BUTTON_NAMES[action]!,
    permission: `${opts.prefix}:${action}`,
    sort: i,
  }));
  return [entry, ...buttons];
}

const CRUD = ['add', 'edit', 'delete', 'export'];

const home: CatalogueEntry = {
  code: 'home',
  kind: 'page',
  name: { 'zh-CN': '首页', 'zh-TW': '首頁', en: 'Home' },
  href: '/home',
  icon: 'home',
  componentUrl: 'home/index',
  permission: 'home:view',
  sort: 0,
};

/** System management (spec section 1), in the system administration system. */
const systemManagement: CatalogueEntry[] = [
  {
    code: 'system',
    kind: 'directory',
    name: { 'zh-CN': '系统管理', 'zh-TW': '系統管理', en: 'System management' },
    href: '/system',
    icon: 'setting',
    sort: 90,
  },
  ...page('system.user', 'system', 1, { 'zh-CN': '用户管理', 'zh-TW': '使用者管理', en: 'Users' }, {
    componentUrl: 'system/user',
    icon: 'user',
    prefix: 'system:user',
    buttons: [...CRUD, 'enable', 'disable', 'resetPassword'],
  }),
  ...page('system.admin', 'system', 2, { 'zh-CN': '管理员', 'zh-TW': '管理員', en: 'Administrators' }, {
    componentUrl: 'system/admin',
    icon: 'safety',
    prefix: 'system:user',
  }),
  ...page('system.role', 'system', 3, { 'zh-CN': '角色管理', 'zh-TW': '角色管理', en: 'Roles' }, {
    componentUrl: 'system/role',
    icon: 'team',
    prefix: 'system:role',
    buttons: [...CRUD, 'enable', 'disable'],
  }),
  ...page('system.authorization', 'system', 4, { 'zh-CN': '授权管理', 'zh-TW': '授權管理', en: 'Authorization' }, {
    componentUrl: 'system/authorization',
    icon: 'audit',
    prefix: 'system:role',
    view: 'system:role:authorize',
  }),
  ...page('system.menu', 'system', 5, { 'zh-CN': '菜单管理', 'zh-TW': '選單管理', en: 'Menus' }, {
    componentUrl: 'system/menu',
    icon: 'app',
    prefix: 'system:menu',
    buttons: CRUD,
  }),
  ...page('system.dictionary', 'system', 6, { 'zh-CN': '数据字典', 'zh-TW': '資料字典', en: 'Dictionary' }, {
    componentUrl: 'system/dictionary',
    icon: 'book',
    prefix: 'system:dictionary',
    buttons: [...CRUD, 'enable', 'disable'],
  }),
  ...page('system.area', 'system', 7, { 'zh-CN': '地区', 'zh-TW': '地區', en: 'Areas' }, {
    componentUrl: 'system/area',
    icon: 'cluster',
    prefix: 'system:area',
  }),
  ...page('system.organization', 'system', 8, { 'zh-CN': '组织机构', 'zh-TW': '組織機構', en: 'Organizations' }, {
    componentUrl: 'system/organization',
    icon: 'org',
    prefix: 'system:organization',
    buttons: [...CRUD, 'import', 'enable', 'disable'],
  }),
  ...page('system.appModule', 'system', 9, { 'zh-CN': 'APP 模块配置', 'zh-TW': 'APP 模組設定', en: 'App module config' }, {
    componentUrl: 'system/appModule',
    icon: 'appstore',
    prefix: 'system:appModule',
    buttons: ['edit'],
  }),
  ...page('system.log', 'system', 10, { 'zh-CN': '操作日志', 'zh-TW': '操作日誌', en: 'Logs' }, {
    componentUrl: 'system/log',
    icon: 'document',
    prefix: 'system:log',
    buttons: ['export'],
  }),
];

/** Campus management (spec section 2), in the kindergarten and kindergarten group systems. */
const campusManagement: CatalogueEntry[] = [
  {
    code: 'campus',
    kind: 'directory',
    name: { 'zh-CN': '校园管理', 'zh-TW': '校園管理', en: 'Campus management' },
    href: '/campus',
    icon: 'school',
    sort: 20,
  },
  ...page('campus.grade', 'campus', 1, { 'zh-CN': '年级管理', 'zh-TW': '年級管理', en: 'Grades' }, {
    componentUrl: 'campus/grade',
    icon: 'schedule',
    prefix: 'campus:grade',
    buttons: [...CRUD, 'promote', 'graduate'],
  }),
  ...page('campus.class', 'campus', 2, { 'zh-CN': '班级管理', 'zh-TW': '班級管理', en: 'Classes' }, {
    componentUrl: 'campus/class',
    icon: 'team',
    prefix: 'campus:class',
    buttons: [...CRUD],
  }),
  ...page('campus.classroom', 'campus', 3, { 'zh-CN': '教室管理', 'zh-TW': '教室管理', en: 'Classrooms' }, {
    componentUrl: 'campus/classroom',
    icon: 'bank',
    prefix: 'campus:classroom',
    buttons: [...CRUD],
  }),
  ...page('campus.term', 'campus', 4, { 'zh-CN': '学期管理', 'zh-TW': '學期管理', en: 'Terms' }, {
    componentUrl: 'campus/term',
    icon: 'calendar',
    prefix: 'campus:term',
    buttons: [...CRUD],
  }),
  ...page('campus.position', 'campus', 5, { 'zh-CN': '职位管理', 'zh-TW': '職位管理', en: 'Positions' }, {
    componentUrl: 'campus/position',
    icon: 'idcard',
    prefix: 'campus:position',
    buttons: [...CRUD],
  }),
  ...page('campus.teacher', 'campus', 6, { 'zh-CN': '教师管理', 'zh-TW': '教師管理', en: 'Teachers' }, {
    componentUrl: 'campus/teacher',
    icon: 'user',
    prefix: 'campus:teacher',
    buttons: [...CRUD, 'import', 'resign', 'reinstate'],
  }),
  ...page('campus.student', 'campus', 7, { 'zh-CN': '学生管理', 'zh-TW': '學生管理', en: 'Students' }, {
    componentUrl: 'campus/student',
    icon: 'heart',
    prefix: 'campus:student',
    buttons: [...CRUD, 'import', 'leave', 'return', 'changeClass'],
  }),
  ...page('campus.parent', 'campus', 8, { 'zh-CN': '家长管理', 'zh-TW': '家長管理', en: 'Parents' }, {
    componentUrl: 'campus/parent',
    icon: 'account',
    prefix: 'campus:parent',
    buttons: [...CRUD],
  }),
  ...page('campus.driver', 'campus', 9, { 'zh-CN': '司机管理', 'zh-TW': '司機管理', en: 'Drivers' }, {
    componentUrl: 'campus/driver',
    icon: 'car',
    prefix: 'campus:driver',
    buttons: [...CRUD],
  }),
  ...page('campus.visitor', 'campus', 10, { 'zh-CN': '访客登记', 'zh-TW': '訪客登記', en: 'Visitors' }, {
    componentUrl: 'campus/visitor',
    icon: 'solution',
    prefix: 'campus:visitor',
    buttons: [...CRUD],
  }),
  ...page('campus.enrollment', 'campus', 11, { 'zh-CN': '招生管理', 'zh-TW': '招生管理', en: 'Enrollment' }, {
    componentUrl: 'campus/enrollment',
    icon: 'notice',
    prefix: 'campus:enrollment',
    buttons: [...CRUD, 'follow', 'preAdmit', 'invalidate', 'reopen', 'admit'],
  }),
  ...page('campus.bracelet', 'campus', 12, { 'zh-CN': '手环管理', 'zh-TW': '手環管理', en: 'Bracelets' }, {
    componentUrl: 'campus/bracelet',
    icon: 'device',
    prefix: 'campus:bracelet',
    buttons: [...CRUD],
  }),
];

const equipmentDirectory: CatalogueEntry = {
  code: 'equipment',
  kind: 'directory',
  name: { 'zh-CN': '设备管理', 'zh-TW': '設備管理', en: 'Equipment' },
  href: '/device',
  icon: 'device',
  sort: 30,
};

/**
 * Equipment of a kindergarten (spec: sign-in machines, cameras, gateways, speakers, card numbers). A
 * group sees its kindergartens' machines; registering one is the kindergarten's own act.
 */
const kindergartenEquipment = (canRegister: boolean): CatalogueEntry[] => [
  equipmentDirectory,
  ...page('equipment.device', 'equipment', 1, { 'zh-CN': '设备列表', 'zh-TW': '設備列表', en: 'Devices' }, {
    componentUrl: 'device/device',
    icon: 'device',
    prefix: 'device:device',
    buttons: [...(canRegister ? ['register'] : []), 'edit', 'enable', 'disable', 'export'],
  }),
  ...page('equipment.camera', 'equipment', 2, { 'zh-CN': '摄像头管理', 'zh-TW': '攝影機管理', en: 'Cameras' }, {
    componentUrl: 'device/camera',
    icon: 'camera',
    prefix: 'device:camera',
    buttons: CRUD,
  }),
  ...page('equipment.gateway', 'equipment', 3, { 'zh-CN': '网关管理', 'zh-TW': '閘道管理', en: 'Gateways' }, {
    componentUrl: 'device/gateway',
    icon: 'cluster',
    prefix: 'device:gateway',
    buttons: CRUD,
  }),
  ...page('equipment.speaker', 'equipment', 4, { 'zh-CN': '音箱管理', 'zh-TW': '音箱管理', en: 'Speakers' }, {
    componentUrl: 'device/speaker',
    icon: 'notification',
    prefix: 'device:speaker',
    buttons: CRUD,
  }),
  ...page('equipment.card', 'equipment', 5, { 'zh-CN': '卡号管理', 'zh-TW': '卡號管理', en: 'Card numbers' }, {
    componentUrl: 'device/card',
    icon: 'idcard',
    prefix: 'device:card',
    buttons: ['bind'],
  }),
];

/** Operations provision every machine, assign it, and watch its health. */
const operationsEquipment: CatalogueEntry[] = [
  equipmentDirectory,
  ...page('equipment.device', 'equipment', 1, { 'zh-CN': '设备维护', 'zh-TW': '設備維護', en: 'Equipment maintenance' }, {
    componentUrl: 'device/device',
    icon: 'device',
    prefix: 'device:device',
    buttons: [...CRUD, 'enable', 'disable', 'resetCode', 'assign'],
  }),
];

/** Attendance (spec: student and teacher rules, daily and monthly counts, leave, reports, screening, noCheck). */
const attendanceManagement: CatalogueEntry[] = [
  {
    code: 'attendance',
    kind: 'directory',
    name: { 'zh-CN': '考勤管理', 'zh-TW': '考勤管理', en: 'Attendance' },
    href: '/attendance',
    icon: 'schedule',
    sort: 25,
  },
  ...page('attendance.daily', 'attendance', 1, { 'zh-CN': '每日考勤', 'zh-TW': '每日考勤', en: 'Daily attendance' }, {
    componentUrl: 'attendance/daily',
    icon: 'calendar',
    prefix: 'attendance:daily',
  }),
  ...page('attendance.noCheck', 'attendance', 2, { 'zh-CN': '未到园名单', 'zh-TW': '未到園名單', en: 'Not arrived' }, {
    componentUrl: 'attendance/noCheck',
    icon: 'alert',
    prefix: 'attendance:noCheck',
  }),
  ...page('attendance.monthly', 'attendance', 3, { 'zh-CN': '月度考勤', 'zh-TW': '月度考勤', en: 'Monthly attendance' }, {
    componentUrl: 'attendance/monthly',
    icon: 'chart',
    prefix: 'attendance:monthly',
    buttons: ['export'],
  }),
  ...page('attendance.report', 'attendance', 4, { 'zh-CN': '考勤报表', 'zh-TW': '考勤報表', en: 'Attendance reports' }, {
    componentUrl: 'attendance/report',
    icon: 'statistics',
    prefix: 'attendance:report',
  }),
  ...page('attendance.leave', 'attendance', 5, { 'zh-CN': '请假管理', 'zh-TW': '請假管理', en: 'Leave' }, {
    componentUrl: 'attendance/leave',
    icon: 'solution',
    prefix: 'attendance:leave',
    buttons: [...CRUD, 'approve', 'reject', 'cancel'],
  }),
  ...page('attendance.rule', 'attendance', 6, { 'zh-CN': '考勤规则', 'zh-TW': '考勤規則', en: 'Attendance rules' }, {
    componentUrl: 'attendance/rule',
    icon: 'setting',
    prefix: 'attendance:rule',
    buttons: [...CRUD, 'enable', 'disable'],
  }),
];

/** Health (spec: health statistics, morning and afternoon checks, manual check). */
const healthManagement: CatalogueEntry[] = [
  {
    code: 'health',
    kind: 'directory',
    name: { 'zh-CN': '健康管理', 'zh-TW': '健康管理', en: 'Health' },
    href: '/health',
    icon: 'health',
    sort: 22,
  },
  ...page('health.daily', 'health', 1, { 'zh-CN': '晨午检统计', 'zh-TW': '晨午檢統計', en: 'Check statistics' }, {
    componentUrl: 'health/daily',
    icon: 'chart',
    prefix: 'health:stats',
  }),
  ...page('health.monthly', 'health', 1, { 'zh-CN': '月度健康统计', 'zh-TW': '月度健康統計', en: 'Monthly health statistics' }, {
    componentUrl: 'health/monthly',
    icon: 'statistics',
    prefix: 'health:stats',
    buttons: ['export'],
  }),
  ...page('health.check', 'health', 2, { 'zh-CN': '晨午检记录', 'zh-TW': '晨午檢紀錄', en: 'Health checks' }, {
    componentUrl: 'health/check',
    icon: 'medicine',
    prefix: 'health:check',
    buttons: ['export', 'review'],
  }),
  // Spec: mon-aft-healthDetail, a page under the layout reached from the statistics, not from the menu.
  ...page('health.dayDetail', 'health', 2, { 'zh-CN': '晨午检详情', 'zh-TW': '晨午檢詳情', en: 'Day of checks' }, {
    componentUrl: 'health/dayDetail',
    icon: 'medicine',
    prefix: 'health:check',
    href: '/mon-aft-healthDetail',
    hidden: true,
  }),
  ...page('health.message', 'health', 3, { 'zh-CN': '医生留言', 'zh-TW': '醫生留言', en: 'Doctor messages' }, {
    componentUrl: 'health/message',
    icon: 'message',
    prefix: 'health:message',
    buttons: ['reply', 'export'],
  }),
  ...page('health.growth', 'health', 9, { 'zh-CN': '成长报告', 'zh-TW': '成長報告', en: 'Growth reports' }, {
    componentUrl: 'health/growth',
    icon: 'file',
    prefix: 'health:growth',
    buttons: ['generate'],
  }),
  ...page('health.eye', 'health', 6, { 'zh-CN': '视力检查', 'zh-TW': '視力檢查', en: 'Eye tests' }, {
    componentUrl: 'health/eye',
    icon: 'health',
    prefix: 'health:eye',
    buttons: CRUD,
  }),
  ...page('health.measurement', 'health', 7, { 'zh-CN': '身高体重', 'zh-TW': '身高體重', en: 'Height and weight' }, {
    componentUrl: 'health/measurement',
    icon: 'statistics',
    prefix: 'health:measurement',
    buttons: CRUD,
  }),
  ...page('health.epidemic', 'health', 8, { 'zh-CN': '疫情上报', 'zh-TW': '疫情通報', en: 'Epidemic reports' }, {
    componentUrl: 'health/epidemic',
    icon: 'alert',
    prefix: 'health:epidemic',
    buttons: CRUD,
  }),
  ...page('health.setting', 'health', 4, { 'zh-CN': '健康阈值', 'zh-TW': '健康門檻', en: 'Health thresholds' }, {
    componentUrl: 'health/setting',
    icon: 'setting',
    prefix: 'health:setting',
    buttons: ['add', 'edit'],
  }),
  ...page('health.contract', 'health', 5, { 'zh-CN': '签约医疗机构', 'zh-TW': '簽約醫療機構', en: 'Medical institutions' }, {
    componentUrl: 'health/contract',
    icon: 'medicine',
    prefix: 'health:contract',
    buttons: [...CRUD, 'enable', 'disable'],
  }),
];

/** Institutions and their experts (spec: specialist abnormal list, doctor messages). */
const specialist: CatalogueEntry[] = [
  {
    code: 'specialist',
    kind: 'directory',
    name: { 'zh-CN': '专科异常', 'zh-TW': '專科異常', en: 'Specialist' },
    href: '/specialist',
    icon: 'medicine',
    sort: 10,
  },
  ...page('specialist.abnormal', 'specialist', 1, { 'zh-CN': '专科异常名单', 'zh-TW': '專科異常名單', en: 'Abnormal list' }, {
    componentUrl: 'health/abnormal',
    icon: 'alert',
    prefix: 'health:check',
    buttons: ['export'],
  }),
  ...page('specialist.message', 'specialist', 2, { 'zh-CN': '医生留言', 'zh-TW': '醫生留言', en: 'Doctor messages' }, {
    componentUrl: 'health/message',
    icon: 'message',
    prefix: 'health:message',
    buttons: ['write', 'export'],
  }),
];

/**
 * The menus each system ships with. New entries reach existing databases at start-up (by code);
 * entries already there are never overwritten, so an administrator's edits stay.
 */
export const MENU_CATALOGUE: Partial<Record<AppType, CatalogueEntry[]>> = {
  3: [home, ...campusManagement, ...healthManagement, ...attendanceManagement, ...kindergartenEquipment(true)],
  4: [home, ...campusManagement, ...healthManagement, ...attendanceManagement, ...kindergartenEquipment(false)],
  5: [home],
  6: [home, ...specialist],
  7: [home, ...specialist],
  8: [home, ...systemManagement],
  9: [home, ...operationsEquipment],
  11: [home],
  18: [home, ...specialist],
};
