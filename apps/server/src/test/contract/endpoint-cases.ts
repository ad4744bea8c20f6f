import type { LightMyRequestResponse } from 'fastify';
import { PNG_1x1 } from '../../modules/files/upload-fixtures.js';
import type { CaseContext, EndpointCase, IdCase } from './endpoint-case.js';
import type { Input } from './operation.js';

const day = { date: '2026-11-20' };
const kig = (c: CaseContext) => ({ kigId: c.own('organization'), classId: c.own('class') });
const kigIds: IdCase[] = [
  { at: 'kigId', names: 'organization' },
  { at: 'classId', names: 'class' },
];
const badDay = { kigId: 'KG0001', date: '2026-02-30', classId: '1 or 1=1' };
const badMonth = { kigId: 'KG0001', month: '2026-13', classId: '1 or 1=1' };
/** A machine's batch names a child of its own kindergarten by card, unless the case names another. */
const recognised = async (c: CaseContext) => ({ method: 'card', credential: await ownCard(c), recordId: crypto.randomUUID(), time: new Date().toISOString() });
const ownCard = async (c: CaseContext) => {
  const res = await c.ask('POST', '/device/card/list', { kigId: c.own('organization'), personKind: 'student', bound: true, pageSize: 1 }, 'demo-kig');
  return (res.json() as { data: { records: { cardNo: string }[] } }).data.records[0]!.cardNo;
};
const credentials: IdCase[] = [
  { at: 'credential', names: 'card', with: { method: 'card' } },
  { at: 'credential', names: 'braceletMac', with: { method: 'bracelet' } },
  { at: 'credential', names: 'student', with: { method: 'face' } },
];
const inBatch = (list: string, ids: IdCase[]): IdCase[] => ids.map((i) => ({ ...i, at: `${list}.0.${i.at}` }));
/** A new abnormal check of a child of KG0001, from the gate machine, which the case's caller sees. */
const abnormalCheck = async (c: CaseContext) => {
  const abnormal = async () => dataOf<{ records: { id: string }[] }>(await c.ask('POST', '/health/healthCheck/list', { abnormal: true, pageSize: 100 })).records.map((r) => r.id);
  const before = new Set(await abnormal());
  await c.ask('POST', '/device/v1/health/checks', { checks: [{ ...(await recognised(c)), session: 'afternoon', temperature: 38.6 }] }, 'device');
  return (await abnormal()).find((id) => !before.has(id))!;
};
/** A written growth report of a child of KG0001 (generated, and its job run). */
const growthReport = async (c: CaseContext) => {
  const termId = c.own('term');
  await c.ask('POST', '/health/growthReport/generate', { termId, studentIds: [c.own('student')] });
  await c.drain();
  const reports = dataOf<{ records: { id: string; status: string }[] }>(await c.ask('POST', '/health/growthReport/list', { termId, studentId: c.own('student') }));
  return reports.records.find((r) => r.status === 'generated')!.id;
};
const dataOf = <T>(res: LightMyRequestResponse) => (res.json() as { data: T }).data;
/** The group of the demo group's session (GR0001, KG0001's group). */
/** The demo institution (IN0001), the institution session's own. */
const ownInstitution = async (c: CaseContext) => dataOf<{ id: string }[]>(await c.ask('GET', '/operations/institution/list', {}, 'demo-inst'))[0]!.id;
const ownGroup = async (c: CaseContext) => dataOf<{ id: string }[]>(await c.ask('GET', '/operations/group/list', {}, 'demo-group'))[0]!.id;
/** A new activity of KG0001, passed by its principal (ready to publish). */
const passedActivity = async (c: CaseContext) => {
  const id = await c.create('activity');
  await c.ask('POST', '/school/activity/pass', { id });
  return id;
};
const activityIds: IdCase[] = [{ at: 'id', names: 'activity' }];
/** A notice (to the whole school) or news of KG0001, published by its principal. */
const published = async (c: CaseContext, entity: 'notice' | 'news') => {
  const id = await c.create(entity);
  await c.ask('POST', `/school/${entity}/publish`, { id }, 'demo-kig');
  return id;
};
/** The case's family's first child. */
const familyChild = async (c: CaseContext) => dataOf<{ children: { id: string }[] }>(await c.ask('GET', '/app/v1/me', undefined, 'family')).children[0]!.id;
const childIds: IdCase[] = [{ at: 'studentId', names: 'student' }];
/** An opening request the platform filed for the demo agent, pending audit (rejected, when asked). */
const openingRequest = async (c: CaseContext, rejected = false) => {
  const id = await c.create('kigOpening', 'demo-admin');
  if (rejected) await c.ask('POST', '/agency/kigOpening/reject', { id, reason: '资料不全' });
  return id;
};
const openingIds: IdCase[] = [{ at: 'id', names: 'kigOpening' }];
/** A salesman of the group's own (the suite's organisation session), given KG0001 when asked. */
const salesman = async (c: CaseContext, withKig = false) => {
  const id = await c.create('salesman', 'demo-group');
  if (withKig) await c.ask('POST', '/agency/salesman/assign', { salesmanId: id, kigId: c.own('organization') }, 'demo-group');
  return id;
};
const statsPeriod = { from: '2026-01', to: '2026-11' };

/** A platform document with a real file (a small PDF sent through the upload machinery), made by operations' admin. */
async function documentWithFile(c: CaseContext): Promise<string> {
  const pdf = Buffer.from('%PDF-1.4\n%%EOF\n');
  const auth = dataOf<{ path: string; url: string; fields: Record<string, string> }>(
    await c.ask('POST', '/sys/third-auth/getOssAuth', { module: 'document', kind: 'document', fileName: 'guide.pdf', size: pdf.length, contentType: 'application/pdf' }),
  );
  await c.post(auth, pdf);
  return dataOf<{ id: string }>(await c.ask('POST', '/agency/document/save', { docName: 'Guide', docType: 'other', file: auth.path })).id;
}
/** A membership package operations put on the shelf (a trial one, when asked). */
const onShelfPackage = async (c: CaseContext, trial = false) => {
  const pack = { packageName: `套餐 ${crypto.randomUUID().slice(0, 8)}`, validDays: 30, charge: trial ? 0 : 10_00, androidCharge: 0, iosCharge: 0, tryFlag: trial };
  const id = dataOf<{ id: string }>(await c.ask('POST', '/agency/vipPackage/save', pack, 'demo-admin')).id;
  await c.ask('POST', '/agency/vipPackage/putOn', { ids: [id] }, 'demo-admin');
  return id;
};
/** The case's family's first child, a member (a month sold by its kindergarten for cash). */
const memberChild = async (c: CaseContext) => {
  const studentId = await familyChild(c);
  await c.ask('POST', '/agency/membership/sell', { studentId, packageId: await onShelfPackage(c) }, 'demo-kig');
  return studentId;
};

/** An unpaid order of the case's family, for its first child, through the local channel. */
const familyOrder = async (c: CaseContext) =>
  dataOf<{ id: string }>(await c.ask('POST', '/app/v1/order/create', { studentId: await familyChild(c), packageId: await onShelfPackage(c), channel: 'local' }, 'family')).id;
const orderIds: IdCase[] = [{ at: 'id', names: 'paymentOrder' }];
/** An order of KG0001's family, paid through the local channel (a refund's order). */
const paidOrder = async (c: CaseContext) => {
  const id = await familyOrder(c);
  await c.ask('POST', '/app/v1/order/payLocal', { id }, 'family');
  return id;
};
/**
 * A second person of the platform with the administrator's roles, signed in: a refund is decided by another
 * finance person than the one who asked for it, so the refunds the cases decide are asked by this one.
 */
let secondPerson: Promise<string> | undefined;
const secondPlatformToken = (c: CaseContext) =>
  (secondPerson ??= (async () => {
    const [admin] = dataOf<{ records: { orgId: string; roleIds: string[] }[] }>(await c.ask('POST', '/system/user/list', { userName: 'demo-admin' }, 'demo-admin')).records;
    const made = dataOf<{ _once: { password: string } }>(
      await c.ask('POST', '/system/user/save', { userName: 'contract-finance', nickName: '契约财务', orgId: admin!.orgId, appType: 8, roleIds: admin!.roleIds }, 'demo-admin'),
    );
    return dataOf<{ token: string }>(await c.ask('POST', '/sys/login/login', { userName: 'contract-finance', password: made._once.password, appType: 8 }, 'anyone')).token;
  })());
/** A refund of one yuan of a paid order, asked by the second person (demo-admin decides it). */
const requestedRefund = async (c: CaseContext) =>
  dataOf<{ id: string }>(await c.ask('POST', '/money/refund/request', { orderId: await paidOrder(c), amount: 1_00, reason: '契约测试', _token: await secondPlatformToken(c) })).id;
const refundIds: IdCase[] = [{ at: 'id', names: 'paymentRefund' }];

/** The demo agent (AG0001), the first of the agents the platform sees. */
const demoAgent = async (c: CaseContext) => dataOf<{ agentId: string; code: string }[]>(await c.ask('GET', '/agency/agentInfo/list')).find((a) => a.code === 'AG0001')!.agentId;
const agentIds: IdCase[] = [{ at: 'agentId', names: 'organization' }];

/** A recharge KG0001 filed (pending), for finance's decisions and its details. */
const pendingRecharge = async (c: CaseContext) => c.create('recharge', 'demo-kig');
const rechargeIds: IdCase[] = [{ at: 'id', names: 'recharge' }];
/** The demo agent's first withdrawal in a state (the demo seeds two to withdraw; approval, payment and rejection take them in turn). */
const withdrawalIn = async (c: CaseContext, state: string) =>
  dataOf<{ records: { id: string }[] }>(await c.ask('POST', '/money/withdrawal/list', { state, pageSize: 100, sort: { field: 'requestedAt', order: 'asc' } }, 'demo-admin'))
    .records[0]!.id;
const withdrawalIds: IdCase[] = [{ at: 'id', names: 'withdrawal' }];
/** A recharge package operations put on the shelf at one yuan for agents. */
const cheapRechargePackage = async (c: CaseContext) => {
  const pack = { orderCode: `CT${crypto.randomUUID().slice(0, 8)}`, packageType: 'platform', months: 1, monthlyFee: 1_00, agentPrice: 1_00, kigPrice: 2_00 };
  const id = dataOf<{ id: string }>(await c.ask('POST', '/agency/rechargePackage/save', pack, 'demo-admin')).id;
  await c.ask('POST', '/agency/rechargePackage/putOn', { ids: [id] }, 'demo-admin');
  return id;
};
/** An SMS offer of operations' catalogue on the shelf (the demo's fewest messages). */
const smsOfferOnShelf = async (c: CaseContext) => dataOf<{ records: { id: string }[] }>(await c.ask('GET', '/money/purchase/smsOffers', {}, 'demo-agent')).records[0]!.id;
/** The session's own ledger account. */
const ownAccount = async (c: CaseContext) => dataOf<{ records: { id: string }[] }>(await c.ask('GET', '/money/accounts')).records[0]!.id;
/** The session's statement of the current month, made on demand. */
const ownStatement = async (c: CaseContext) => dataOf<{ id: string }>(await c.ask('POST', '/money/statement/generate', { accountId: await ownAccount(c) })).id;

/**
 * Every hand-written route of the app, keyed `METHOD path` (a route converted to a declaration keeps its
 * key): the suite fails for a route that has none.
 */
export const ENDPOINT_CASES: Record<string, EndpointCase> = {
  // Signing in and the session's own.
  'GET /healthz': { as: 'anyone' },
  'GET /metrics': { as: 'anyone' },
  'POST /sys/login/login': { as: 'anyone', input: () => ({ userName: 'demo-kig', password: 'Demo_1234', appType: 3 }) },
  'GET /sys/login/get_info': { as: 'demo-kig' },
  'POST /sys/changePassword': {
    as: 'demo-kig',
    input: async (c) => {
      const a = await c.account();
      return { _token: a.token, oldPassword: a.password, newPassword: 'Changed_567' };
    },
  },
  'POST /sys/login/changePassword': {
    as: 'anyone',
    input: async (c) => {
      const a = await c.account();
      return { userName: a.userName, oldPassword: a.password, newPassword: 'Changed_567' };
    },
  },
  'POST /sys/login/logout': { as: 'anyone', input: async (c) => ({ _token: (await c.account()).token }), bad: { token: 'x'.repeat(201) } },
  'GET /sys/home/summary': { as: 'demo-kig' },

  // The parents' app (/app/v1): a family's own sign-in, and the parents list's password for it.
  'POST /app/v1/auth/login': {
    as: 'anyone',
    input: async (c) => {
      const f = await c.family();
      return { phone: f.phone, password: f.password };
    },
    bad: { phone: '12345', password: '' },
  },
  'POST /app/v1/auth/logout': { as: 'family', input: async (c) => ({ _token: (await c.family()).token }) },
  'POST /app/v1/auth/password': {
    as: 'family',
    input: async (c) => {
      const f = await c.family();
      return { _token: f.token, oldPassword: f.password, newPassword: 'Changed_567' };
    },
  },
  'GET /app/v1/me': { as: 'family' },
  'GET /app/v1/modules': { as: 'family' },
  'GET /app/v1/consents': { as: 'family' },
  'POST /app/v1/consents': {
    as: 'family',
    // The family's own child, as the app shows it.
    input: async (c) => {
      const own = dataOf<{ children: { studentId: string }[] }>(await c.ask('GET', '/app/v1/consents', {}, 'family'));
      return { studentId: own.children[0]!.studentId, purpose: 'facePhotos', decision: 'given', textVersion: '2026-11' };
    },
    ids: [{ at: 'studentId', names: 'student' }],
    bad: { studentId: 'x', purpose: 'faces', decision: 'maybe', textVersion: '' },
  },
  // The principal's mailbox: families write and read back, the kindergarten opens and answers.
  'POST /app/v1/letters': {
    as: 'family',
    input: (c) => ({ kigId: c.own('organization'), subject: 'contract', content: 'a letter' }),
    ids: [
      { at: 'kigId', names: 'organization' },
      { at: 'studentId', names: 'student' },
    ],
    bad: { kigId: '1 or 1=1', subject: 'x'.repeat(41), content: '' },
  },
  'GET /app/v1/letters': { as: 'family', bad: { pageSize: 1000 } },
  'POST /school/mailboxLetter/open': { as: 'demo-kig', input: (c) => ({ id: c.own('mailboxLetter') }), ids: [{ at: 'id', names: 'mailboxLetter' }], bad: { id: '1 or 1=1' } },
  'POST /school/mailboxLetter/reply': {
    as: 'demo-kig',
    // A letter of its own, unanswered.
    input: async (c) => ({
      id: dataOf<{ id: string }>(await c.ask('POST', '/app/v1/letters', { kigId: c.own('organization'), subject: 's', content: 'c' }, 'family')).id,
      reply: 'ok',
    }),
    ids: [{ at: 'id', names: 'mailboxLetter' }],
    bad: { id: '1 or 1=1', reply: '' },
  },
  'GET /school/mailboxLetter/unread': { as: 'demo-kig' },
  // Feedback (issue 18): a family files and reads its own; operations (the platform's admin, granted their codes) answer a kindergarten's.
  'POST /app/v1/feedback': {
    as: 'family',
    input: (c) => ({ kigId: c.own('organization'), feedbackKind: 'suggestion', content: 'contract', contact: '13800000000' }),
    ids: [{ at: 'kigId', names: 'organization' }],
    bad: { kigId: '1 or 1=1', feedbackKind: 'praise', content: 'x'.repeat(1001), contact: '' },
  },
  'GET /app/v1/feedback': { as: 'family', bad: { pageSize: 1000 } },
  'POST /operations/feedback/answer': {
    as: 'demo-admin',
    // A kindergarten's own feedback, open.
    input: async (c) => ({ id: await c.create('feedback'), answer: 'ok' }),
    ids: [{ at: 'id', names: 'feedback' }],
    bad: { id: '1 or 1=1', answer: '' },
  },
  // User help: every signed-in user reads the platform's published articles.
  'POST /sys/help/list': { as: 'demo-kig', input: () => ({ keyword: 'help', category: 'other' }), bad: { keyword: 'x'.repeat(51), category: 'nowhere' } },
  'GET /sys/help/get': {
    as: 'demo-kig',
    // An article operations published.
    input: async (c) => ({
      id: dataOf<{ id: string }>(
        await c.ask(
          'POST',
          '/operations/helpArticle/save',
          {
            title: { 'zh-CN': '帮助', 'zh-TW': '說明', en: 'Help' },
            category: 'other',
            bodyZhCN: '<p>正文</p>',
            bodyZhTW: '<p>正文</p>',
            bodyEn: '<p>Body</p>',
            sort: 0,
            published: true,
          },
          'demo-admin',
        ),
      ).id,
    }),
    bad: { id: '1 or 1=1' },
  },
  'POST /campus/parent/familyPassword': { as: 'demo-kig', input: (c) => ({ id: c.own('parent') }), ids: [{ at: 'id', names: 'parent' }], bad: { id: '1 or 1=1' } },
  'GET /sys/home/today': { as: 'demo-kig' },
  'GET /sys/home/kig': { as: 'demo-kig' },
  // /message: a system message operations (the platform's admin, granted their codes) published to every system.
  'POST /sys/message/list': { as: 'demo-kig', bad: { pageSize: 101 } },
  'GET /sys/message/unread': { as: 'demo-kig' },
  // Groups (issue 18): the group's own session asks about its own group (every demo session is granted the codes);
  // a move to the group it is in is no change, so the world's kindergarten stays in its group.
  'GET /operations/group/list': { as: 'demo-admin', bad: { name: 'x'.repeat(65) } },
  'GET /operations/group/kigs': { as: 'demo-group', input: async (c) => ({ groupId: await ownGroup(c) }), ids: [{ at: 'groupId', names: 'organization' }], bad: { groupId: 'x' } },
  'POST /operations/group/move': {
    as: 'demo-group',
    input: async (c) => ({ kigId: c.own('organization'), groupId: await ownGroup(c) }),
    ids: [
      { at: 'kigId', names: 'organization' },
      { at: 'groupId', names: 'organization' },
    ],
    bad: { kigId: 'x', groupId: '1 or 1=1' },
  },
  'GET /operations/group/history': {
    as: 'demo-admin',
    input: (c) => ({ kigId: c.own('organization') }),
    ids: [
      { at: 'kigId', names: 'organization' },
      { at: 'groupId', names: 'organization' },
    ],
    bad: { kigId: 'x' },
  },
  'POST /operations/group/export': { as: 'demo-admin', bad: { name: 'x'.repeat(65) } },
  // Operations' medical institutions (issue 18): an institution's session granted the codes reaches its own only.
  'GET /operations/institution/list': { as: 'demo-admin', bad: { name: 'x'.repeat(65) } },
  'GET /operations/institution/contracts': {
    as: 'demo-inst',
    input: async (c) => ({ institutionId: await ownInstitution(c) }),
    ids: [{ at: 'institutionId', names: 'organization' }],
    bad: { institutionId: 'x' },
  },
  'GET /operations/institution/experts': {
    as: 'demo-inst',
    input: async (c) => ({ institutionId: await ownInstitution(c) }),
    ids: [{ at: 'institutionId', names: 'organization' }],
    bad: { institutionId: '1 or 1=1' },
  },
  'POST /operations/institution/open': {
    as: 'demo-admin',
    input: () => ({ name: '契约测试机构', code: 'INC001', areaCode: '310104', userName: 'contract-clinic' }),
    bad: { code: '!', areaCode: '31', contactPhone: '1' },
  },
  'POST /operations/institution/export': { as: 'demo-admin', bad: { name: 'x'.repeat(65) } },
  // Operations' manual check queue (issue 18): a kindergarten granted the code reaches its own checks only.
  'POST /operations/manualCheck/list': {
    as: 'demo-kig',
    input: (c) => ({ kigId: c.own('organization') }),
    ids: [{ at: 'kigId', names: 'organization' }],
    bad: { kigId: 'x', day: '2026-02-30', session: 'noon', pageSize: 1000 },
  },
  // Data stats (issue 18): the group's session drills to its own kindergarten (every demo session is granted the codes).
  'GET /operations/stats/figures': {
    as: 'demo-group',
    input: (c) => ({ ...statsPeriod, kigId: c.own('organization') }),
    ids: [{ at: 'kigId', names: 'organization' }],
    bad: { from: '2026-13', areaCode: '12' },
  },
  'POST /operations/stats/export': {
    as: 'demo-group',
    input: (c) => ({ ...statsPeriod, kigId: c.own('organization') }),
    ids: [{ at: 'kigId', names: 'organization' }],
    bad: { to: 'x', kigId: 'x' },
  },
  'POST /sys/message/read': {
    as: 'demo-kig',
    input: async (c) => {
      const id = await c.create('sysMessage', 'demo-admin');
      await c.ask('POST', '/operations/sysMessage/publish', { id }, 'demo-admin');
      return { id };
    },
    bad: { id: '1 or 1=1' },
  },

  // System.
  'GET /api/user/resetPassword/:id': { as: 'demo-kig', input: async (c) => ({ id: (await c.account()).id }), ids: [{ at: 'id', names: 'user' }], bad: { id: '1 or 1=1' } },
  'GET /system/role/authorization': { as: 'demo-kig', input: (c) => ({ id: c.own('role') }), ids: [{ at: 'id', names: 'role' }] },
  'POST /system/role/authorize': {
    as: 'demo-kig',
    input: async (c) => {
      // A role of its own, so that the demo role keeps the codes the suite granted it.
      const role = dataOf<{ id: string }>(
        await c.ask('POST', '/system/role/save', { name: `contract-${crypto.randomUUID().slice(0, 8)}`, appType: 3, orgId: c.own('organization') }),
      );
      const current = dataOf<{ updatedAt: string }>(await c.ask('GET', `/system/role/authorization?id=${role.id}`));
      return { id: role.id, updatedAt: current.updatedAt, menuIds: [] };
    },
    ids: [{ at: 'id', names: 'role' }],
  },
  'GET /api/dictionary/isActivated/:id': {
    as: 'demo-admin',
    // A value of its own: the seeded ones are the other cases' (a relationship).
    input: async (c) => ({ id: await c.create('dictionary', 'demo-admin') }),
    bad: { id: '1 or 1=1' },
  },
  'GET /system/dictionary/values': { as: 'demo-kig', input: () => ({ type: 'relation' }), bad: { type: 'x'.repeat(65) } },
  'GET /system/area/children': { as: 'demo-kig', input: () => ({ parentCode: '110000' }), bad: { parentCode: '11' } },
  'GET /system/area/path': { as: 'demo-kig', input: () => ({ code: '110101' }) },
  'GET /system/appModule/matrix': { as: 'demo-admin' },
  // Enabled as it is: the save is real, and the kindergartens keep their modules.
  'POST /system/appModule/save': { as: 'demo-admin', input: () => ({ orgKind: 'kindergarten', module: 'attendance', enabled: true }) },

  // Files.
  'GET /sys/config': { as: 'anyone' },
  'POST /sys/third-auth/getOssAuth': { as: 'demo-kig', input: () => ({ module: 'avatar', kind: 'image', fileName: 'a.png', size: 68, contentType: 'image/png' }) },
  'POST /sys/third-auth/confirm': { as: 'demo-kig', input: async (c) => ({ path: await c.upload() }), ids: [{ at: 'path', names: 'path' }] },
  'GET /media/*': { as: 'anyone', input: () => ({ '*': 'KG0001/20261120/health-check/1-0011223344556677.jpg', exp: '1', sig: 'x' }), bad: { '*': 'x', sig: 'x'.repeat(129) } },
  'POST /sys/upload/local': { as: 'anyone' },
  // Public files only: another kindergarten's check photo is no file.
  'GET /files/*': { as: 'anyone', input: async (c) => ({ '*': await c.upload() }), ids: [{ at: '*', names: 'checkPhoto' }] },

  // Campus.
  'POST /campus/parentStudent/list': {
    as: 'demo-kig',
    input: (c) => ({ parentIds: [c.own('parent')] }),
    ids: [
      { at: 'parentIds', names: 'parent' },
      { at: 'studentIds', names: 'student' },
    ],
  },
  'POST /campus/parentStudent/save': {
    as: 'demo-kig',
    input: (c) => ({ parentId: c.own('parent'), studentId: c.own('student'), relationship: 'mother' }),
    ids: [
      { at: 'parentId', names: 'parent' },
      { at: 'studentId', names: 'student' },
    ],
  },
  'POST /campus/parentStudent/delete': {
    as: 'demo-kig',
    input: (c) => ({ parentId: c.own('parent'), studentId: c.own('student') }),
    ids: [
      { at: 'parentId', names: 'parent' },
      { at: 'studentId', names: 'student' },
    ],
  },
  'POST /campus/student/changeClass': {
    as: 'demo-kig',
    // Another class than the child's own.
    input: async (c) => {
      const id = c.own('student');
      const child = dataOf<{ classId: string }>(await c.ask('GET', `/campus/student/get?id=${id}`));
      const classes = dataOf<{ records: { id: string }[] }>(await c.ask('POST', '/campus/class/list', { pageSize: 10 })).records;
      return { id, classId: classes.find((k) => k.id !== child.classId)!.id };
    },
    ids: [
      { at: 'id', names: 'student' },
      { at: 'classId', names: 'class' },
    ],
  },
  'POST /campus/consent/states': { as: 'demo-kig', input: (c) => ({ studentIds: [c.own('student')] }), ids: [{ at: 'studentIds', names: 'student' }] },
  'POST /campus/consent/record': {
    as: 'demo-kig',
    // The signed form's scan: an upload of the kindergarten's, confirmed.
    input: async (c) => {
      const scanPath = await c.upload();
      await c.ask('POST', '/sys/third-auth/confirm', { path: scanPath });
      return { studentId: c.own('student'), purpose: 'facePhotos', decision: 'given', guardianName: '王芳', scanPath, textVersion: '2026-11' };
    },
    ids: [
      { at: 'studentId', names: 'student' },
      { at: 'scanPath', names: 'path' },
    ],
    bad: { studentId: 'x', purpose: 'faces', decision: 'maybe', guardianName: '', scanPath: '', textVersion: '' },
  },
  'POST /campus/enrollment/admit': {
    as: 'demo-kig',
    input: async (c) => ({ id: await c.create('enrollment'), classId: c.own('class') }),
    ids: [
      { at: 'id', names: 'enrollment' },
      { at: 'classId', names: 'class' },
    ],
  },

  // Machines, as the people who run them see them.
  'POST /device/device/resetCode': { as: 'demo-admin', input: async (c) => ({ id: (await c.machine(true)).id }) },
  'POST /device/device/assign': { as: 'demo-admin', input: async (c) => ({ id: (await c.machine(false)).id, kigId: c.own('organization') }) },
  'POST /device/card/list': {
    as: 'demo-kig',
    input: (c) => ({ kigId: c.own('organization') }),
    ids: [{ at: 'kigId', names: 'organization' }],
    bad: { kigId: 'KG0001', pageSize: 1000 },
  },
  'POST /device/card/bind': {
    as: 'demo-kig',
    input: (c) => ({ personKind: 'student', personId: c.own('student'), cardNo: `C${Date.now().toString().slice(-9)}` }),
    ids: [{ at: 'personId', names: 'student' }],
    bad: { personKind: 'visitor', personId: 'x', cardNo: '卡 1' },
  },
  'POST /device/device/register': {
    as: 'demo-kig',
    input: async (c) => {
      const { serialNo, verifyCode } = await c.machine(false);
      return { serialNo, verifyCode };
    },
    // Another kindergarten's machine, named by its serial with a wrong code, is refused as a serial that names none.
    ids: [{ at: 'serialNo', names: 'deviceSerial', with: { verifyCode: 'WRONG1' } }],
  },

  // Opening a kindergarten: operations audit, who filed a rejected request refiles it.
  'POST /agency/kigOpening/approve': { as: 'demo-admin', input: async (c) => ({ id: await openingRequest(c) }), ids: openingIds },
  'POST /agency/kigOpening/reject': { as: 'demo-admin', input: async (c) => ({ id: await openingRequest(c), reason: '资料不全' }), ids: openingIds },
  'POST /agency/kigOpening/refile': { as: 'demo-admin', input: async (c) => ({ id: await openingRequest(c, true) }), ids: openingIds },

  // A kindergarten's record (its totals), its own settings, an agent's default app functions.
  'GET /agency/kigBase/totals': { as: 'demo-group', input: (c) => ({ id: c.own('organization') }), ids: [{ at: 'id', names: 'organization' }] },
  'GET /agency/kigBase/serviceEnding': { as: 'demo-agent' },
  'GET /kigs/kig-setting/get': { as: 'demo-kig' },
  'POST /kigs/kig-setting/save': {
    as: 'demo-kig',
    input: async (c) => {
      const s = dataOf<Record<string, unknown>>(await c.ask('GET', '/kigs/kig-setting/get'));
      return {
        updatedAt: s.updatedAt,
        name: s.name,
        contactName: s.contactName,
        areaCode: s.areaCode,
        address: s.address,
        website: s.website,
        photo: s.photo,
        timeZone: s.timeZone,
      } as Input;
    },
    bad: { updatedAt: '', name: '', timeZone: 'Mars/Olympus' },
  },
  'POST /kigs/kig-setting/appModules': { as: 'demo-kig', input: () => ({ modules: { attendance: null } }), bad: { modules: { attendance: 'on' } } },
  'POST /kigs/kig-setting/terminalPassword': { as: 'demo-kig', input: () => ({ password: 'Term_789' }), bad: { password: 'abc' } },
  'GET /agency/agentAppModule/get': { as: 'demo-agent' },
  'POST /agency/agentAppModule/save': { as: 'demo-agent', input: () => ({ modules: { attendance: null } }), bad: { modules: { attendance: 'on' } } },
  // Adverts and documents: the parents' app's adverts of its kindergartens; a document's file through the server.
  'GET /app/v1/adverts': { as: 'family', input: () => ({ position: 'homeBanner' }), ids: [{ at: 'kigId', names: 'organization' }], bad: { position: 'nowhere' } },
  'GET /agency/document/download': { as: 'demo-admin', input: async (c) => ({ id: await documentWithFile(c) }), ids: [{ at: 'id', names: 'document' }], bad: { id: '1 or 1=1' } },
  // Salesmen: the kindergartens each one brought in; the agent's statistics (operations': one agent's, named).
  'GET /agency/salesman/kigs': { as: 'demo-group', input: async (c) => ({ salesmanId: await salesman(c, true) }), ids: [{ at: 'salesmanId', names: 'salesman' }] },
  'GET /agency/salesman/figures': { as: 'demo-group' },

  // Packages and memberships: the agent's shelf, a kindergarten's cash sale and its children's states, the month's figures; a family's.
  'GET /agency/packageDetails/list': { as: 'demo-agent' },
  'POST /agency/membership/sell': {
    as: 'demo-kig',
    input: async (c) => ({ studentId: c.own('student'), packageId: await onShelfPackage(c) }),
    ids: childIds,
    bad: { studentId: 'x', packageId: '1 or 1=1' },
  },
  'GET /agency/membership/status': { as: 'demo-kig', input: () => ({ pageNumber: 1, pageSize: 20 }), ids: [{ at: 'kigId', names: 'organization' }], bad: { state: 'sometimes' } },
  'POST /agency/membership/status/export': { as: 'demo-kig', input: () => ({}), ids: [{ at: 'kigId', names: 'organization' }], bad: { state: 'sometimes' } },
  'POST /agency/monthlyReview/refresh': { as: 'demo-agent', input: () => ({ month: '2026-10' }), bad: { month: '2026-13' } },
  'GET /app/v1/membership': { as: 'family', input: async (c) => ({ studentId: await familyChild(c) }), ids: childIds, bad: { studentId: '1 or 1=1' } },
  'POST /app/v1/membership/trial': {
    as: 'family',
    input: async (c) => ({ studentId: await familyChild(c), packageId: await onShelfPackage(c, true) }),
    ids: childIds,
    bad: { studentId: 'x', packageId: '' },
  },
  'GET /app/v1/growthReports': { as: 'family', input: async (c) => ({ studentId: await memberChild(c) }), ids: childIds, bad: { studentId: '1 or 1=1' } },
  // Online payment (issue 17, part 2): a family's order and the local channel's page; the channels' notifications; finance's details.
  'POST /app/v1/order/create': {
    as: 'family',
    input: async (c) => ({ studentId: await familyChild(c), packageId: await onShelfPackage(c), channel: 'local' }),
    ids: childIds,
    bad: { studentId: 'x', packageId: '', channel: 'paypal' },
  },
  'GET /app/v1/order/get': { as: 'family', input: async (c) => ({ id: await familyOrder(c) }), ids: orderIds, bad: { id: '1 or 1=1' } },
  'POST /app/v1/order/payLocal': { as: 'family', input: async (c) => ({ id: await familyOrder(c) }), ids: orderIds, bad: { id: '' } },
  'POST /pay/notify/:channel': { as: 'anyone', input: () => ({ channel: 'local' }), bad: { channel: 'paypal' } },
  'GET /money/paymentOrder/details': { as: 'demo-admin', input: (c) => ({ id: c.own('paymentOrder') }), ids: orderIds, bad: { id: 'x' } },
  'POST /money/paymentOrder/close': { as: 'demo-admin', input: async (c) => ({ id: await familyOrder(c) }), ids: orderIds, bad: { id: '' } },
  'POST /money/refund/request': {
    as: 'demo-admin',
    input: async (c) => ({ orderId: await paidOrder(c), amount: 1_00, reason: '契约测试' }),
    ids: [{ at: 'orderId', names: 'paymentOrder' }],
    bad: { amount: 0.001 },
  },
  'POST /money/refund/approve': { as: 'demo-admin', input: async (c) => ({ id: await requestedRefund(c) }), ids: refundIds, bad: { id: '' } },
  'POST /money/refund/refuse': {
    as: 'demo-admin',
    input: async (c) => ({ id: await requestedRefund(c), reason: '不符合条件' }),
    ids: refundIds,
    bad: { id: 'x', reason: 'x'.repeat(201) },
  },
  'POST /agency/salesman/assign': {
    as: 'demo-group',
    input: async (c) => ({ salesmanId: await salesman(c), kigId: c.own('organization') }),
    ids: [
      { at: 'salesmanId', names: 'salesman' },
      { at: 'kigId', names: 'organization' },
    ],
  },
  'POST /agency/salesman/release': {
    as: 'demo-group',
    input: async (c) => {
      await salesman(c, true);
      return { kigId: c.own('organization') };
    },
    ids: [{ at: 'kigId', names: 'organization' }],
  },
  'GET /agency/stats/figures': { as: 'demo-admin', input: () => statsPeriod, ids: [{ at: 'agentId', names: 'organization' }] },
  'POST /agency/stats/export': { as: 'demo-admin', input: () => statsPeriod, ids: [{ at: 'agentId', names: 'organization' }] },
  // Verification codes, agent info and SMS packages (issue 16).
  'POST /kigs/kig-verify-code/sendCode': { as: 'demo-kig', input: () => ({ checkType: 'stu_exp' }), bad: { checkType: 'tea_exp' } },
  'GET /kigs/kig-base/getInfoCheckMobile': { as: 'demo-kig', input: (c) => ({ id: c.own('organization') }), ids: [{ at: 'id', names: 'organization' }], bad: { id: 'x' } },
  'POST /agency/kig/changeHeadPhone': { as: 'demo-kig', input: () => ({ phone: '13900000009', code: '123456' }), bad: { phone: '12345', code: 'x' } },
  'GET /agency/agentInfo/get': { as: 'demo-admin', input: async (c) => ({ agentId: await demoAgent(c) }), ids: agentIds, bad: { agentId: 'x' } },
  'GET /agency/agentInfo/list': { as: 'demo-admin' },
  'POST /agency/agentInfo/saveBank': {
    as: 'demo-admin',
    input: () => ({ accountName: '陈立', bankName: '招商银行', accountNo: '6225880137706868', code: '123456' }),
    bad: { accountName: '', bankName: '', accountNo: '62ab', code: '1' },
  },
  'GET /agency/smsPackage/usage': { as: 'demo-admin', input: async (c) => ({ agentId: await demoAgent(c) }), ids: agentIds, bad: { agentId: 'x' } },
  'POST /agency/agentInfo/saveProfile': { as: 'demo-agent', input: () => ({ name: '华东区域代理', contactName: '陈立', address: '上海市' }), bad: { name: '', contactName: 5 } },
  'POST /agency/agentInfo/changePhone': { as: 'demo-agent', input: () => ({ phone: '13900000009', code: '123456' }), bad: { phone: '12345', code: 'x' } },
  // The world's kindergarten is still served, so the call is refused before its code is asked (kig-erase.routes.test.ts deletes one).
  'POST /agency/kigBase/erase': {
    as: 'demo-agent',
    input: (c) => ({ id: c.own('organization'), code: '123456' }),
    ids: [{ at: 'id', names: 'organization' }],
    bad: { id: 'x', code: '1' },
  },

  // Money (issue 17): finance's decisions (as the platform), an agent's withdrawal and purchase, each party's accounts and lines.
  'POST /money/recharge/approve': { as: 'demo-admin', input: async (c) => ({ id: await pendingRecharge(c) }), ids: rechargeIds, bad: { id: 'x' } },
  'POST /money/recharge/reject': { as: 'demo-admin', input: async (c) => ({ id: await pendingRecharge(c), reason: '凭证不清' }), ids: rechargeIds, bad: { id: 'x', reason: '' } },
  'GET /money/recharge/details': { as: 'demo-kig', input: async (c) => ({ id: await pendingRecharge(c) }), ids: rechargeIds, bad: { id: '1 or 1=1' } },
  'POST /money/withdrawal/request': { as: 'demo-agent', input: () => ({ amount: 1_00 }), bad: { amount: 0.001 } },
  'POST /money/withdrawal/approve': { as: 'demo-admin', input: async (c) => ({ id: await withdrawalIn(c, 'toWithdraw') }), ids: withdrawalIds, bad: { id: '' } },
  'POST /money/withdrawal/pay': {
    as: 'demo-admin',
    input: async (c) => ({ id: await withdrawalIn(c, 'withdrawing'), reference: 'CMB-CONTRACT' }),
    ids: withdrawalIds,
    bad: { id: 'x', reference: 'x'.repeat(65) },
  },
  'POST /money/withdrawal/reject': {
    as: 'demo-admin',
    input: async (c) => ({ id: await withdrawalIn(c, 'toWithdraw'), reason: '户名不符' }),
    ids: withdrawalIds,
    bad: { id: 'x', reason: '' },
  },
  'POST /money/purchase': {
    as: 'demo-agent',
    input: async (c) => ({ kigId: c.own('organization'), packageId: await cheapRechargePackage(c) }),
    ids: [{ at: 'kigId', names: 'organization' }],
    bad: { kigId: 'x', packageId: '1 or 1=1' },
  },
  'POST /money/purchase/sms': {
    as: 'demo-agent',
    input: async (c) => ({ kigId: c.own('organization'), offerId: await smsOfferOnShelf(c) }),
    ids: [{ at: 'kigId', names: 'organization' }],
    bad: { kigId: 'x', offerId: 'SMS1' },
  },
  'GET /money/purchase/smsOffers': { as: 'demo-agent' },
  'GET /money/accounts': { as: 'demo-kig' },
  'GET /money/lines': { as: 'demo-kig', input: async (c) => ({ accountId: await ownAccount(c) }), bad: { accountId: 'x', pageSize: 1000 } },
  'GET /money/lines/export': { as: 'demo-kig', input: async (c) => ({ accountId: await ownAccount(c) }), bad: { accountId: '1 or 1=1' } },
  'GET /money/statement/list': { as: 'demo-kig', input: async (c) => ({ accountId: await ownAccount(c) }), bad: { month: '2026-13', pageSize: 1000 } },
  'POST /money/statement/generate': { as: 'demo-kig', input: async (c) => ({ accountId: await ownAccount(c) }), bad: { accountId: 'x' } },
  'GET /money/statement/get': { as: 'demo-kig', input: async (c) => ({ id: await ownStatement(c) }), bad: { id: '1 or 1=1' } },
  'GET /money/statement/xlsx': { as: 'demo-kig', input: async (c) => ({ id: await ownStatement(c) }), bad: { id: 'x' } },
  'GET /money/statement/pdf': { as: 'demo-kig', input: async (c) => ({ id: await ownStatement(c) }), bad: { id: 'x' } },
  'GET /money/reconciliation/report': { as: 'demo-admin' },
  'GET /money/reconciliation/export': { as: 'demo-admin' },

  // The supervisory platform (issue 18). The world has no supervision account: the platform's admin (granted the codes) watches no area,
  // so its overview is empty and a kindergarten's drill-down is not found; supervision.routes.test.ts calls them as demo-supervisor.
  'GET /supervision/overview/figures': { as: 'demo-admin', input: () => ({ date: '2026-11-10' }), bad: { date: '2026-02-30' } },
  'GET /supervision/overview/export': { as: 'demo-admin', input: () => ({ month: '2026-11' }), bad: { month: '2026-13' } },
  'GET /supervision/kindergarten': { as: 'demo-admin', ids: [{ at: 'kigId', names: 'organization' }], bad: { kigId: 'x' } },
  'POST /supervision/alert/list': { as: 'demo-kig', bad: { pageSize: 101 } },
  'GET /supervision/alert/get': { as: 'demo-kig', bad: { id: '1 or 1=1' } },
  'POST /supervision/alert/answer': { as: 'demo-kig', input: () => ({ actions: ['isolation'] }), bad: { id: 'x', actions: [] } },
  'POST /supervision/alert/close': { as: 'demo-kig', bad: { id: 'x' } },
  // An account of no area (the platform's admin, granted the codes) reads the defaults; only an authority sets its area's rules.
  'GET /supervision/rules': { as: 'demo-admin' },
  'POST /supervision/rules/save': {
    as: 'demo-admin',
    input: () => ({ clusterChildren: 3, clusterSchoolDays: 3, sickLeavePercent: 20, updatedAt: null }),
    bad: { clusterChildren: 1, clusterSchoolDays: 11, sickLeavePercent: 91 },
  },
  // The area is the session's: the one named must be it (another's answers as an area without rules), so it names no tenant's row.
  'POST /supervision/rules/delete': {
    as: 'demo-admin',
    input: () => ({ areaCode: '310104', updatedAt: '2026-11-10T00:00:00.000Z' }),
    bad: { areaCode: '31', updatedAt: 'yesterday' },
  },
  'POST /supervision/authority/create': {
    as: 'demo-admin',
    input: () => ({ name: '契约测试监管', code: 'SVC001', authorityKind: 'health', areaCode: '310104', userName: 'contract-supervisor' }),
    bad: { code: '!', areaCode: '31', authorityKind: 'police' },
  },

  // The machines' own API.
  'POST /device/v1/terminal/signIn': {
    as: 'anyone',
    input: async (c) => {
      // An approved request's terminal account (its sample password) signs a provisioned machine in.
      const id = await openingRequest(c);
      await c.ask('POST', '/agency/kigOpening/approve', { id }, 'demo-admin');
      const { terminalLoginName } = dataOf<{ terminalLoginName: string }>(await c.ask('GET', '/agency/kigOpening/get', { id }, 'demo-admin'));
      const { serialNo } = await c.machine(false);
      return { loginName: terminalLoginName, password: 'Term_456', serialNo };
    },
    bad: { loginName: '', password: '', serialNo: 'x'.repeat(33) },
  },
  'POST /device/v1/activate': {
    as: 'anyone',
    input: async (c) => {
      const { serialNo, verifyCode } = await c.machine(true);
      return { serialNo, verifyCode };
    },
  },
  'GET /device/v1/roster': { as: 'device' },
  'POST /device/v1/heartbeat': { as: 'device', input: () => ({ version: '1.0.0' }), bad: { version: 'x'.repeat(33) } },
  'POST /device/v1/attendance/events': {
    as: 'device',
    input: async (c) => ({ events: [{ ...(await recognised(c)), direction: 'in' }] }),
    ids: [...inBatch('events', credentials), { at: 'events.0.photoPath', names: 'checkPhoto' }],
    bad: { events: [{ recordId: '', method: 'finger', credential: 'x'.repeat(65), direction: 'up', time: 'yesterday' }] },
  },
  'POST /device/v1/health/photos/authorize': {
    as: 'device',
    input: () => ({ fileName: 'a.jpg', size: 1024, contentType: 'image/jpeg' }),
    bad: { fileName: '', size: 0, contentType: 'x'.repeat(101) },
  },
  'POST /device/v1/health/photos/confirm': {
    as: 'device',
    input: async (c) => {
      const auth = dataOf<{ url: string; path: string; fields: Record<string, string> }>(
        await c.ask('POST', '/device/v1/health/photos/authorize', { fileName: 'a.png', size: PNG_1x1.length, contentType: 'image/png' }),
      );
      await c.post(auth, PNG_1x1);
      return { path: auth.path };
    },
    ids: [{ at: 'path', names: 'checkPhoto' }],
  },
  'POST /device/v1/health/checks': {
    as: 'device',
    input: async (c) => ({ checks: [{ ...(await recognised(c)), session: 'morning', temperature: 36.5, photos: [] }] }),
    ids: [...inBatch('checks', credentials), { at: 'checks.0.photos', names: 'checkPhoto' }],
    bad: { checks: [{ recordId: 'r1', method: 'card', credential: 'C1', session: 'noon', time: '2026-11-20', temperature: 50, photos: Array(7).fill('p') }] },
  },

  // Attendance reports.
  'GET /attendance/daily/byClass': { as: 'demo-kig', input: (c) => ({ ...kig(c), ...day }), ids: kigIds, bad: badDay },
  'GET /attendance/noCheck/list': { as: 'demo-kig', input: (c) => ({ ...kig(c), ...day }), ids: kigIds, bad: badDay },
  'GET /attendance/monthly/byClass': { as: 'demo-kig', input: (c) => ({ ...kig(c), month: '2026-11' }), ids: kigIds, bad: badMonth },
  'GET /attendance/monthly/export': { as: 'demo-kig', input: (c) => ({ ...kig(c), month: '2026-11' }), ids: kigIds, bad: badMonth },
  'GET /attendance/daily/export': { as: 'demo-kig', input: (c) => ({ ...kig(c), ...day }), ids: kigIds, bad: badDay },
  'GET /attendance/noCheck/export': { as: 'demo-kig', input: (c) => ({ ...kig(c), ...day }), ids: kigIds, bad: badDay },
  'POST /attendance/records/export': { as: 'demo-kig', input: (c) => ({ ...kig(c), from: '2026-11-01', to: '2026-11-20' }), ids: kigIds },
  'POST /attendance/records/list': { as: 'demo-kig', input: (c) => ({ ...kig(c), from: '2026-11-01', to: '2026-11-20' }), ids: kigIds },
  'GET /attendance/overview': { as: 'demo-group', input: () => ({ from: '2026-11-01', to: '2026-11-20' }) },

  // Health.
  'POST /health/healthCheck/review': {
    as: 'demo-kig',
    input: async (c) => {
      const id = await abnormalCheck(c);
      return { id, updatedAt: dataOf<{ record: { updatedAt: string } }>(await c.ask('GET', `/health/healthCheck/detail?id=${id}`)).record.updatedAt, temperature: 365 };
    },
    ids: [{ at: 'id', names: 'healthCheck' }],
    bad: { id: 'x', temperature: 'hot', hand: 'blue', note: 'x'.repeat(201) },
  },
  'GET /health/healthCheck/detail': { as: 'demo-kig', input: (c) => ({ id: c.own('healthCheck') }), ids: [{ at: 'id', names: 'healthCheck' }] },
  'GET /health/healthCheck/photos': {
    as: 'demo-kig',
    input: (c) => ({ ...kig(c), from: '2026-11-01', to: '2026-11-20' }),
    ids: [...kigIds, { at: 'studentId', names: 'student' }],
  },
  'GET /health/stats/dayDetail': { as: 'demo-kig', input: (c) => ({ ...kig(c), ...day }), ids: kigIds, bad: badDay },
  'POST /health/doctorMessage/write': {
    // An institution writes about an abnormal check of a kindergarten that contracts it (KG0001 contracts IN0001).
    as: 'demo-inst',
    input: async (c) => ({ checkId: await abnormalCheck(c), content: '多喝水' }),
    ids: [{ at: 'checkId', names: 'healthCheck' }],
  },
  // An institution's count of the abnormal checks it does not see for want of consent.
  'GET /health/healthCheck/withheld': { as: 'demo-inst' },
  'POST /health/doctorMessage/reply': { as: 'demo-kig', input: (c) => ({ id: c.own('doctorMessage'), reply: '好的' }), ids: [{ at: 'id', names: 'doctorMessage' }] },
  'GET /health/stats/daily': { as: 'demo-kig', input: (c) => ({ ...kig(c), ...day }), ids: kigIds, bad: badDay },
  'POST /health/growthReport/generate': {
    as: 'demo-kig',
    input: (c) => ({ kigId: c.own('organization'), termId: c.own('term'), classId: c.own('class') }),
    ids: [...kigIds, { at: 'termId', names: 'term' }, { at: 'studentIds', names: 'student' }],
  },
  'GET /health/growthReport/progress': {
    as: 'demo-kig',
    input: (c) => ({ kigId: c.own('organization'), termId: c.own('term') }),
    ids: [kigIds[0]!, { at: 'termId', names: 'term' }],
  },
  'GET /health/growthReport/content': { as: 'demo-kig', input: async (c) => ({ id: await growthReport(c) }), ids: [{ at: 'id', names: 'growthReport' }] },
  'GET /health/growthReport/pdf': { as: 'demo-kig', input: async (c) => ({ id: await growthReport(c) }), ids: [{ at: 'id', names: 'growthReport' }] },
  // A group's kindergartens side by side, or one of them (its classes).
  'GET /health/stats/overview': { as: 'demo-group', input: () => day, ids: kigIds, bad: badDay },
  'GET /health/stats/monthlyOverview': { as: 'demo-group', input: () => ({ month: '2026-11' }), ids: [kigIds[0]!], bad: badMonth },
  'GET /health/stats/monthly': { as: 'demo-kig', input: (c) => ({ ...kig(c), month: '2026-11' }), ids: kigIds, bad: badMonth },
  'GET /health/stats/monthlyExport': { as: 'demo-kig', input: (c) => ({ ...kig(c), month: '2026-11' }), ids: kigIds, bad: badMonth },
  'GET /health/stats/dailyExport': { as: 'demo-kig', input: (c) => ({ ...kig(c), ...day }), ids: kigIds, bad: badDay },
  'GET /health/notChecked/list': { as: 'demo-kig', input: (c) => ({ ...kig(c), ...day }), ids: kigIds, bad: badDay },

  // School: the week's menu and the classes' timetables.
  'GET /school/recipe/week': {
    as: 'demo-kig',
    input: (c) => ({ kigId: c.own('organization'), week: '2026-11-20' }),
    ids: [kigIds[0]!],
    bad: { kigId: 'KG0001', week: '2026-02-30' },
  },
  'POST /school/recipe/cell': {
    as: 'demo-kig',
    input: (c) => ({ kigId: c.own('organization'), day: '2026-11-20', meal: 'lunch', name: '米饭' }),
    ids: [kigIds[0]!],
  },
  'POST /school/recipe/copyWeek': {
    as: 'demo-kig',
    // The previous week has a recipe to copy.
    input: async (c) => {
      await c.ask('POST', '/school/recipe/cell', { kigId: c.own('organization'), day: '2026-11-13', meal: 'lunch', name: '面条' });
      return { kigId: c.own('organization'), week: '2026-11-20', overwrite: true };
    },
    ids: [kigIds[0]!],
  },
  'GET /school/timetable/week': { as: 'demo-kig', input: (c) => ({ classId: c.own('class'), week: '2026-11-20' }), ids: [kigIds[1]!] },
  'POST /school/timetable/save': {
    as: 'demo-kig',
    input: (c) => ({ classId: c.own('class'), week: '2026-11-20', lessons: [{ day: '2026-11-20', period: 1, subject: '音乐' }] }),
    ids: [kigIds[1]!],
  },
  'POST /school/timetable/copy': {
    as: 'demo-kig',
    input: (c) => ({ classId: c.own('class'), week: '2026-11-20', toClassId: c.own('class'), toWeek: '2026-11-27', overwrite: true }),
    ids: [kigIds[1]!, { at: 'toClassId', names: 'class' }],
  },
  'GET /school/timetable/export': { as: 'demo-kig', input: (c) => ({ classId: c.own('class'), week: '2026-11-20' }), ids: [kigIds[1]!] },
  // Records and teacher totals: a period of a kindergarten (a group's reach when none is named); the
  // records' person filter names an account (another tenant's reads as one of nobody's).
  ...Object.fromEntries(
    ['/school/records/list', '/school/records/export', '/school/teacherTotals/list', '/school/teacherTotals/export'].map((path) => [
      `POST ${path}`,
      {
        as: 'demo-kig',
        input: (c: CaseContext) => ({ kigId: c.own('organization'), from: '2026-11-01', to: '2026-11-30' }),
        ids: [kigIds[0]!, ...(path.startsWith('/school/records') ? [{ at: 'personId', names: 'user' }] : [])],
      } satisfies EndpointCase,
    ]),
  ),
  // An activity's review, each action from the state it moves from.
  'GET /school/activity/publishing': { as: 'demo-kig' },
  // The family's child, to an activity of KG0001 published and open whatever the day.
  'POST /app/v1/activity/apply': {
    as: 'family',
    input: async (c) => {
      const saved = dataOf<{ id: string }>(
        await c.ask(
          'POST',
          '/school/activity/save',
          { title: '开放报名', sender: '园务办公室', content: '欢迎参加', beginDate: '2000-01-01', endDate: '2099-12-31', contactName: '王丽', contactPhone: '13800000003' },
          'demo-kig',
        ),
      );
      await c.ask('POST', '/school/activity/pass', { id: saved.id }, 'demo-kig');
      await c.ask('POST', '/school/activity/publish', { id: saved.id }, 'demo-kig');
      const me = dataOf<{ children: { id: string }[] }>(await c.ask('GET', '/app/v1/me', undefined, 'family'));
      return { activityId: saved.id, studentId: me.children[0]!.id };
    },
    ids: [
      { at: 'activityId', names: 'activity' },
      { at: 'studentId', names: 'student' },
    ],
  },
  // The families read what KG0001 publishes (a whole-school notice or news, published first), their child's menu and timetable.
  'GET /app/v1/notices': { as: 'family', bad: { pageSize: 1000 } },
  'GET /app/v1/notices/:id': { as: 'family', input: async (c) => ({ id: await published(c, 'notice') }), ids: [{ at: 'id', names: 'notice' }], bad: { id: '1 or 1=1' } },
  'GET /app/v1/news': { as: 'family', bad: { pageSize: 1000 } },
  'GET /app/v1/news/:id': { as: 'family', input: async (c) => ({ id: await published(c, 'news') }), ids: [{ at: 'id', names: 'news' }], bad: { id: '1 or 1=1' } },
  'GET /app/v1/activities': { as: 'family', bad: { pageSize: 1000 } },
  'GET /app/v1/recipes/day': { as: 'family', input: async (c) => ({ studentId: await familyChild(c), date: '2026-11-20' }), ids: childIds, bad: { studentId: '1 or 1=1' } },
  'GET /app/v1/recipes/week': { as: 'family', input: async (c) => ({ studentId: await familyChild(c), week: '2026-11-20' }), ids: childIds, bad: { studentId: '1 or 1=1' } },
  'GET /app/v1/timetable': { as: 'family', input: async (c) => ({ studentId: await familyChild(c), week: '2026-11-20' }), ids: childIds, bad: { studentId: '1 or 1=1' } },
  'GET /school/notice/readers': { as: 'demo-kig', input: async (c) => ({ id: await published(c, 'notice') }), ids: [{ at: 'id', names: 'notice' }], bad: { id: '1 or 1=1' } },
  'GET /school/notice/readers/export': {
    as: 'demo-kig',
    input: async (c) => ({ id: await published(c, 'notice') }),
    ids: [{ at: 'id', names: 'notice' }],
    bad: { id: '1 or 1=1' },
  },
  'POST /school/activity/pass': { as: 'demo-kig', input: async (c) => ({ id: await c.create('activity') }), ids: activityIds },
  'POST /school/activity/notPass': { as: 'demo-kig', input: async (c) => ({ id: await c.create('activity'), reason: '时间冲突' }), ids: activityIds },
  'POST /school/activity/publish': { as: 'demo-kig', input: async (c) => ({ id: await passedActivity(c) }), ids: activityIds },
  'POST /school/activity/unpublish': {
    as: 'demo-kig',
    input: async (c) => {
      const id = await passedActivity(c);
      await c.ask('POST', '/school/activity/publish', { id });
      return { id };
    },
    ids: activityIds,
  },

  // A year's moves last: they move and graduate the children the other cases name.
  'GET /campus/grade/promotePreview': { as: 'demo-kig', input: (c) => ({ gradeId: c.own('grade') }), ids: [{ at: 'gradeId', names: 'grade' }] },
  'POST /campus/grade/promote': { as: 'demo-kig', input: (c) => ({ gradeId: c.own('grade') }), ids: [{ at: 'gradeId', names: 'grade' }] },
  'GET /campus/grade/graduatePreview': { as: 'demo-kig', input: (c) => ({ gradeId: c.own('grade') }), ids: [{ at: 'gradeId', names: 'grade' }] },
  // The grade the class is in now (promoted, if its grade was).
  'POST /campus/grade/graduate': {
    as: 'demo-kig',
    input: async (c) => ({ gradeId: dataOf<{ gradeId: string }>(await c.ask('GET', `/campus/class/get?id=${c.own('class')}`)).gradeId }),
    ids: [{ at: 'gradeId', names: 'grade' }],
  },
};

/** Routes excused from a case, each with its reason. */
export const EXCUSED: Record<string, Partial<Record<'bad' | 'happy', string>>> = {
  'GET /healthz': { bad: 'takes no input' },
  'GET /metrics': { bad: 'takes no input' },
  'GET /sys/login/get_info': { bad: 'takes no input' },
  'GET /sys/home/summary': { bad: 'takes no input' },
  'GET /sys/home/today': { bad: 'takes no input' },
  'GET /sys/home/kig': { bad: 'takes no input' },
  'GET /sys/message/unread': { bad: 'takes no input' },
  'GET /system/appModule/matrix': { bad: 'takes no input' },
  'GET /kigs/kig-setting/get': { bad: 'takes no input' },
  'GET /agency/agentAppModule/get': { bad: 'takes no input' },
  'POST /kigs/kig-setting/terminalPassword': { happy: "the world's kindergarten has no terminal account (an approved opening makes one): kig-base.routes.test.ts changes one" },
  'GET /sys/config': { bad: 'takes no input' },
  'GET /device/v1/roster': { bad: 'takes no input' },
  'GET /agency/agentInfo/list': { bad: 'takes no input' },
  // A protected operation's happy call needs the code the local SMS driver wrote to its outbox, which a
  // case cannot read (no route shows it): sms-code.routes.test.ts makes each with a real code.
  'POST /agency/kig/changeHeadPhone': { happy: 'takes a code read from the SMS outbox (sms-code.routes.test.ts)' },
  'POST /agency/agentInfo/saveBank': { happy: "takes a code read from the SMS outbox, sent to an agent's phone (sms-code.routes.test.ts)" },
  'POST /agency/agentInfo/changePhone': { happy: "takes a code read from the SMS outbox, sent to the agent's current phone (agent-profile.routes.test.ts)" },
  'POST /agency/kigBase/erase': { happy: 'takes a code read from the SMS outbox and a kindergarten whose service has ended (kig-erase.routes.test.ts)' },
  'POST /app/v1/auth/logout': { bad: 'takes no input' },
  'GET /app/v1/me': { bad: 'takes no input' },
  'GET /app/v1/modules': { bad: 'takes no input' },
  'GET /app/v1/consents': { bad: 'takes no input' },
  'GET /school/activity/publishing': { bad: 'takes no input' },
  'GET /agency/salesman/figures': { bad: 'takes no input' },
  'GET /agency/packageDetails/list': { bad: 'takes no input' },
  'GET /money/accounts': { bad: 'takes no input' },
  'GET /money/purchase/smsOffers': { bad: 'takes no input' },
  'GET /money/reconciliation/report': { bad: 'takes no input' },
  'GET /money/reconciliation/export': { bad: 'takes no input' },
  'POST /money/withdrawal/request': {
    happy: "the test world's agent has no bank account (the demo seals its number with the server's key, which the template has not): money.routes.test.ts asks with one",
  },
  'POST /app/v1/membership/trial': { happy: "the world's families are all its first child's, whose one trial the demo memberships used (pack.routes.test.ts starts one)" },
  'GET /school/mailboxLetter/unread': { bad: 'takes no input' },
  'GET /supervision/kindergarten': { happy: 'the world has no supervision account whose area holds a kindergarten: supervision.routes.test.ts drills down as demo-supervisor' },
  'GET /supervision/alert/get': {
    happy: "the world has no outbreak alert (raised only by the minute's job from checks): supervision.routes.test.ts opens, answers and closes one",
  },
  'POST /supervision/alert/answer': { happy: 'the world has no outbreak alert (GET /supervision/alert/get)' },
  'POST /supervision/alert/close': { happy: 'the world has no outbreak alert (GET /supervision/alert/get)' },
  'GET /supervision/rules': { bad: 'takes no input' },
  'POST /supervision/rules/save': {
    happy: 'the world has no supervision account (an area to set rules for): supervision-rules.routes.test.ts sets the rules of a city and of a district',
  },
  'POST /supervision/rules/delete': {
    happy:
      'the world has no supervision account (an area whose rules to drop): supervision-rules.routes.test.ts drops a district’s rules, and answers another area’s as an area without rules',
  },
  'GET /agency/kigBase/serviceEnding': { bad: 'takes no input' },
  'GET /health/healthCheck/withheld': { bad: 'takes no input' },
  'POST /sys/upload/local': {
    bad: 'a multipart form, checked against its signed policy (files.local.routes.test.ts)',
    happy: 'the upload of every other file case: CaseContext.upload() posts one',
  },
  'GET /files/*': { bad: 'takes only its address: a path that names no file is 404 (files.local.routes.test.ts)' },
  'GET /media/*': { happy: 'an address is signed only for a stored check photo (check-photos.routes.test.ts serves one)' },
};
