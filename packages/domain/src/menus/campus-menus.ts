import { CRUD, page, type CatalogueEntry } from './catalogue-entry.js';

/** Campus management (spec section 2), in the kindergarten and kindergarten group systems. */
export const campusManagement: CatalogueEntry[] = [
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

