import type { PageKey } from '../pages.js';
import type { PermissionAction, PermissionCode, PermissionPrefix } from '../permissions.js';
import type { MenuKind } from '../entities/system/menu.entity.js';

/** A menu's name in each language (stored with the row, so an administrator may rename it). */
export type MenuName = { 'zh-CN': string; 'zh-TW': string; en: string };

/** One menu entry of a system's catalogue: a directory, a page (by its page key) or a page's button. */
export interface CatalogueEntry {
  /** Stable key; a child's code starts with its parent's ('system', 'system.user'). */
  code: string;
  parent?: string;
  kind: MenuKind;
  name: MenuName;
  href?: string;
  icon?: string;
  componentUrl?: PageKey;
  permission?: PermissionCode;
  isShow?: boolean;
  sort: number;
}

const BUTTON_NAMES = {
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
  answer: { 'zh-CN': '答复', 'zh-TW': '答覆', en: 'Answer' },
  write: { 'zh-CN': '写留言', 'zh-TW': '寫留言', en: 'Write' },
  generate: { 'zh-CN': '生成报告', 'zh-TW': '產生報告', en: 'Generate' },
  record: { 'zh-CN': '登记纸质同意书', 'zh-TW': '登記紙本同意書', en: 'Record a paper form' },
  publish: { 'zh-CN': '发布', 'zh-TW': '發布', en: 'Publish' },
  close: { 'zh-CN': '关闭', 'zh-TW': '關閉', en: 'Close' },
  familyPassword: { 'zh-CN': '家长端密码', 'zh-TW': '家長端密碼', en: "Parents' app password" },
  withdraw: { 'zh-CN': '撤回', 'zh-TW': '撤回', en: 'Withdraw' },
  unpublish: { 'zh-CN': '下架', 'zh-TW': '下架', en: 'Unpublish' },
  refile: { 'zh-CN': '重新提交', 'zh-TW': '重新提交', en: 'Refile' },
  terminalPassword: { 'zh-CN': '修改终端密码', 'zh-TW': '修改終端密碼', en: 'Change terminal password' },
  // An advert's turnOn/turnOff and a package's putOn/takeOff are one transition under two API names: one word each.
  turnOn: { 'zh-CN': '上架', 'zh-TW': '上架', en: 'Put on shelf' },
  turnOff: { 'zh-CN': '下架', 'zh-TW': '下架', en: 'Take off shelf' },
  putOn: { 'zh-CN': '上架', 'zh-TW': '上架', en: 'Put on shelf' },
  takeOff: { 'zh-CN': '下架', 'zh-TW': '下架', en: 'Take off shelf' },
  sell: { 'zh-CN': '现金开通', 'zh-TW': '現金開通', en: 'Record a cash sale' },
  confirm: { 'zh-CN': '确认', 'zh-TW': '確認', en: 'Confirm' },
  refresh: { 'zh-CN': '更新数据', 'zh-TW': '更新資料', en: 'Refresh figures' },
  erase: { 'zh-CN': '删除园所数据', 'zh-TW': '刪除園所資料', en: "Delete the kindergarten's data" },
  request: { 'zh-CN': '申请提现', 'zh-TW': '申請提領', en: 'Request a withdrawal' },
  pay: { 'zh-CN': '确认打款', 'zh-TW': '確認撥款', en: 'Mark paid' },
  move: { 'zh-CN': '调整集团', 'zh-TW': '調整集團', en: 'Move to a group' },
  refund: { 'zh-CN': '申请退款', 'zh-TW': '申請退款', en: 'Request a refund' },
  refuse: { 'zh-CN': '拒绝', 'zh-TW': '拒絕', en: 'Refuse' },
} satisfies Record<string, MenuName>;

/** A button a page under `P` may carry: an action declared under that prefix, with a name above. */
export type ButtonAction<P extends PermissionPrefix> = PermissionAction<P> & keyof typeof BUTTON_NAMES;

/** A page and its action buttons; each button's permission is `<prefix>:<action>`, a declared code. */
export function page<P extends PermissionPrefix>(
  code: string,
  parent: string,
  sort: number,
  name: MenuName,
  opts: {
    componentUrl: PageKey;
    icon: string;
    prefix: P;
    view?: PermissionCode;
    buttons?: readonly ButtonAction<P>[];
    href?: string;
    hidden?: boolean;
  },
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
    // A page without its own view code is seen with `<prefix>:view` (the catalogue's test checks it is declared).
    permission: opts.view ?? (`${opts.prefix}:view` as PermissionCode),
    sort,
  };
  const buttons = (opts.buttons ?? []).map((action, i) => ({
    code: `${code}.${action}`,
    parent: code,
    kind: 'button' as const,
    name: BUTTON_NAMES[action],
    permission: `${opts.prefix}:${action}` as PermissionCode,
    sort: i,
  }));
  return [entry, ...buttons];
}

export const CRUD = ['add', 'edit', 'delete', 'export'] as const;
