import { page, type CatalogueEntry } from './catalogue-entry.js';

/** Spec section 2, the agent's functions: agent info and SMS packages (issue 16). */
const agentSystem: CatalogueEntry = {
  code: 'agentSystem',
  kind: 'directory',
  name: { 'zh-CN': '代理商管理', 'zh-TW': '代理商管理', en: 'Agent' },
  href: '/agentSystem',
  icon: 'shop',
  sort: 50,
};

const AGENT_INFO = { 'zh-CN': '代理商信息', 'zh-TW': '代理商資訊', en: 'Agent info' };
const SMS_PACKAGES = { 'zh-CN': '短信包', 'zh-TW': '簡訊包', en: 'SMS packages' };

/** An agent reads its info and changes its bank account (with a code); it reads its SMS packages and their use. */
export const agentSmsMenus: CatalogueEntry[] = [
  agentSystem,
  ...page('agentSystem.info', 'agentSystem', 1, AGENT_INFO, { componentUrl: 'agency/agentInfo', icon: 'idcard', prefix: 'agency:agentInfo', buttons: ['edit'] }),
  ...page('agentSystem.sms', 'agentSystem', 2, SMS_PACKAGES, { componentUrl: 'agency/smsPackage', icon: 'message', prefix: 'agency:smsPackage', buttons: ['export'] }),
];

/** Operations read every agent's info, grant SMS packages and see each agent's use. */
export const operationsSmsMenus: CatalogueEntry[] = [
  agentSystem,
  ...page('agentSystem.info', 'agentSystem', 1, AGENT_INFO, { componentUrl: 'agency/agentInfo', icon: 'idcard', prefix: 'agency:agentInfo' }),
  ...page('agentSystem.sms', 'agentSystem', 2, SMS_PACKAGES, {
    componentUrl: 'agency/smsPackage',
    icon: 'message',
    prefix: 'agency:smsPackage',
    buttons: ['add', 'edit', 'export'],
  }),
];

/** A kindergarten changes its head phone (with a code sent to the current one) on its settings page. */
export const kigHeadPhoneButton: CatalogueEntry = {
  code: 'kigSet.setting.headPhone',
  parent: 'kigSet.setting',
  kind: 'button',
  name: { 'zh-CN': '修改园长手机号', 'zh-TW': '修改園長手機號', en: "Change the head's phone" },
  permission: 'agency:kigPhone:edit',
  sort: 0,
};
