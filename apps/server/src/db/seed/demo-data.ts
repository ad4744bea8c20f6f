import type { AppType, OrgKind } from '@kg/domain';

export const DEMO_PASSWORD = 'Demo_1234';
export const EASY_PASSWORD = '123456';

export interface DemoOrg {
  key: string;
  parent?: string;
  kind: OrgKind;
  code: string;
  name: string;
  contactName?: string;
  contactPhone?: string;
  areaCode?: string;
  address?: string;
  category?: string;
  /** A kindergarten's record (issue 16). */
  openDate?: string;
  website?: string;
  systemType?: 'universal' | 'wechat';
}

/** The demo organisation tree: platform -> agent -> group -> two kindergartens; an institution with an expert. */
export const DEMO_ORGS: DemoOrg[] = [
  // The platform's contact phone is where operations' verification codes go (deleting a kindergarten's data, protected exports).
  { key: 'platform', kind: 'platform', code: 'PLATFORM', name: '童安平台运营中心', contactName: '运营值班', contactPhone: '13800000000' },
  { key: 'agent', parent: 'platform', kind: 'agent', code: 'AG0001', name: '华东区域代理', contactName: '陈立', contactPhone: '13800000001', areaCode: '310000' },
  { key: 'group', parent: 'agent', kind: 'group', code: 'GR0001', name: '阳光幼教集团', contactName: '林芳', contactPhone: '13800000002', areaCode: '310104' },
  {
    key: 'kig1',
    parent: 'group',
    kind: 'kindergarten',
    code: 'KG0001',
    name: '阳光第一幼儿园',
    category: 'public',
    contactName: '王丽',
    contactPhone: '13800000003',
    areaCode: '310104',
    address: '上海市徐汇区漕溪北路 88 号',
    openDate: '2019-09-01',
    website: 'https://kg0001.example.cn',
    systemType: 'universal',
  },
  {
    key: 'kig2',
    parent: 'group',
    kind: 'kindergarten',
    code: 'KG0002',
    name: '阳光第二幼儿园',
    category: 'inclusive',
    contactName: '赵敏',
    contactPhone: '13800000004',
    areaCode: '310105',
    address: '上海市长宁区延安西路 1200 号',
    openDate: '2021-03-01',
    systemType: 'wechat',
  },
  { key: 'inst', parent: 'platform', kind: 'institution', code: 'IN0001', name: '徐汇区妇幼保健院', contactName: '周医生', contactPhone: '13800000005', areaCode: '310104' },
  { key: 'expert', parent: 'inst', kind: 'expert', code: 'EX0001', name: '儿科专家组', contactName: '吴强', contactPhone: '13800000006' },
  // The supervisory platform (issue 18): the education bureau of the first kindergarten's district (Xuhui, 310104); the second (Changning) is outside it.
  { key: 'supervisor', parent: 'platform', kind: 'supervision', code: 'SV0001', name: '徐汇区教育局', contactName: '孙监管', contactPhone: '13800000007', areaCode: '310104' },
];

export interface DemoUser {
  userName: string;
  nickName: string;
  org: string;
  appType: AppType;
  password: string;
  roleName: string;
}

export const DEMO_USERS: DemoUser[] = [
  { userName: 'demo-kig', nickName: '王丽', org: 'kig1', appType: 3, password: DEMO_PASSWORD, roleName: '园长' },
  { userName: 'demo-group', nickName: '林芳', org: 'group', appType: 4, password: DEMO_PASSWORD, roleName: '集团管理员' },
  { userName: 'demo-agent', nickName: '陈立', org: 'agent', appType: 5, password: DEMO_PASSWORD, roleName: '代理商管理员' },
  { userName: 'demo-inst', nickName: '周医生', org: 'inst', appType: 6, password: DEMO_PASSWORD, roleName: '机构管理员' },
  { userName: 'demo-expert', nickName: '吴强', org: 'expert', appType: 7, password: DEMO_PASSWORD, roleName: '专家' },
  { userName: 'demo-admin', nickName: '系统管理员', org: 'platform', appType: 8, password: DEMO_PASSWORD, roleName: '系统管理员' },
  { userName: 'demo-ops', nickName: '运营专员', org: 'platform', appType: 9, password: DEMO_PASSWORD, roleName: '运营管理员' },
  { userName: 'demo-finance', nickName: '财务专员', org: 'platform', appType: 11, password: DEMO_PASSWORD, roleName: '财务管理员' },
  // Finance's second person (the same role): a refund demo-finance asks for is decided by another (README, "Refunds").
  { userName: 'demo-auditor', nickName: '财务复核', org: 'platform', appType: 11, password: DEMO_PASSWORD, roleName: '财务管理员' },
  { userName: 'demo-easy', nickName: '赵敏', org: 'kig2', appType: 3, password: EASY_PASSWORD, roleName: '园长' },
  { userName: 'demo-supervisor', nickName: '孙监管', org: 'supervisor', appType: 20, password: DEMO_PASSWORD, roleName: '监管管理员' },
];
